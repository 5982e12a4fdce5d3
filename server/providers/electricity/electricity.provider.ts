import type { Electricity } from '../../../contracts/locations';

/** Electricity prices by country (docs/rules.md#external-data: a bundled table of Eurostat prices, refreshable). */
export interface ElectricityProvider {
  /** Prices for an ISO 3166-1 alpha-2 code; null when the table has no row for it. */
  prices(countryCode: string): Electricity | null;
}
