import countries from 'i18n-iso-countries';
import { z } from 'zod';

/**
 * The ISO 3166-1 alpha-2 country codes, from the maintained i18n-iso-countries package (about 250). The original does
 * not show the registration list's values: we store the code and the web app prints the name in the user's language
 * (Intl.DisplayNames, CLDR), so no translated country table is shipped.
 */
export const COUNTRY_CODES = Object.keys(countries.getAlpha2Codes()).sort() as [string, ...string[]];

export const CountryCodeSchema = z.enum(COUNTRY_CODES, {
  error: 'must be an ISO 3166-1 alpha-2 country code such as DE or RS',
});
export type CountryCode = z.infer<typeof CountryCodeSchema>;
