import { useMemo } from 'react';
import { COUNTRY_CODES, type CountryCode } from '../../../contracts/countries';
import type { Language } from '../../app/i18n';

/** Our Serbian is in Latin script; plain 'sr' would name the countries in Cyrillic. */
const LOCALES: Record<Language, string> = { en: 'en', de: 'de', sr: 'sr-Latn' };

/** The registration's countries: every ISO code of the contract, named in the interface language, sorted by name. */
export function countryOptions(language: Language): { code: CountryCode; name: string }[] {
  const locale = LOCALES[language];
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}

export function useCountryOptions(language: Language) {
  return useMemo(() => countryOptions(language), [language]);
}
