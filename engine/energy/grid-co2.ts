/**
 * CO2 intensity of electricity generation by country, bundled so the annual figures never wait on a provider:
 * Ember's yearly electricity data (CC BY 4.0; gCO2e per kWh generated, all sources, the latest year of each
 * country as its period), as compiled in The Green Web Foundation's CO2.js table `average-intensities`
 * (data/output/average-intensities.json). ISO 3166-1 alpha-2 codes. A country the table lacks takes its world
 * average, and the answer says so.
 */
export const GRID_CO2_SOURCE =
  "Ember, Yearly Electricity Data: CO2 intensity of electricity generation (CC BY 4.0), as compiled in The Green Web Foundation's CO2.js average-intensities table";
export const GRID_CO2_UNIT = 'gCO2e/kWh';

export interface GridCo2Row {
  gPerKWh: number;
  /** The year the figure is for. */
  period: string;
}

export const GRID_CO2_WORLD: GridCo2Row = { gPerKWh: 485.99, period: '2022' };

export const GRID_CO2_BY_COUNTRY: Readonly<Record<string, GridCo2Row>> = {
  AE: { gPerKWh: 561.14, period: '2022' },
  AL: { gPerKWh: 24.29, period: '2022' },
  AM: { gPerKWh: 264.54, period: '2022' },
  AT: { gPerKWh: 110.81, period: '2023' },
  AU: { gPerKWh: 570.35, period: '2022' },
  AZ: { gPerKWh: 671.39, period: '2022' },
  BA: { gPerKWh: 600.0, period: '2023' },
  BE: { gPerKWh: 138.11, period: '2023' },
  BG: { gPerKWh: 335.33, period: '2023' },
  BR: { gPerKWh: 105.51, period: '2022' },
  BY: { gPerKWh: 441.74, period: '2022' },
  CA: { gPerKWh: 161.43, period: '2022' },
  CH: { gPerKWh: 34.84, period: '2023' },
  CN: { gPerKWh: 585.82, period: '2022' },
  CY: { gPerKWh: 534.32, period: '2023' },
  CZ: { gPerKWh: 449.72, period: '2023' },
  DE: { gPerKWh: 380.95, period: '2023' },
  DK: { gPerKWh: 151.65, period: '2023' },
  EE: { gPerKWh: 416.67, period: '2023' },
  EG: { gPerKWh: 570.13, period: '2022' },
  ES: { gPerKWh: 174.05, period: '2023' },
  FI: { gPerKWh: 79.16, period: '2023' },
  FR: { gPerKWh: 56.04, period: '2023' },
  GB: { gPerKWh: 237.59, period: '2023' },
  GE: { gPerKWh: 167.02, period: '2022' },
  GR: { gPerKWh: 336.57, period: '2023' },
  HR: { gPerKWh: 204.96, period: '2023' },
  HU: { gPerKWh: 204.19, period: '2023' },
  IE: { gPerKWh: 290.81, period: '2023' },
  IL: { gPerKWh: 582.93, period: '2022' },
  IN: { gPerKWh: 705.13, period: '2022' },
  IS: { gPerKWh: 27.68, period: '2022' },
  IT: { gPerKWh: 330.72, period: '2023' },
  JP: { gPerKWh: 512.81, period: '2022' },
  KR: { gPerKWh: 441.65, period: '2022' },
  KZ: { gPerKWh: 830.41, period: '2022' },
  LT: { gPerKWh: 160.07, period: '2023' },
  LU: { gPerKWh: 105.26, period: '2023' },
  LV: { gPerKWh: 123.2, period: '2023' },
  MA: { gPerKWh: 662.64, period: '2022' },
  MD: { gPerKWh: 648.5, period: '2022' },
  ME: { gPerKWh: 417.07, period: '2023' },
  MK: { gPerKWh: 565.35, period: '2023' },
  MT: { gPerKWh: 459.14, period: '2023' },
  MX: { gPerKWh: 475.36, period: '2022' },
  NL: { gPerKWh: 267.62, period: '2023' },
  NO: { gPerKWh: 30.08, period: '2023' },
  NZ: { gPerKWh: 110.89, period: '2022' },
  PL: { gPerKWh: 661.93, period: '2023' },
  PT: { gPerKWh: 165.55, period: '2023' },
  RO: { gPerKWh: 240.58, period: '2023' },
  RS: { gPerKWh: 636.06, period: '2023' },
  RU: { gPerKWh: 436.28, period: '2022' },
  SA: { gPerKWh: 706.79, period: '2022' },
  SE: { gPerKWh: 40.7, period: '2023' },
  SI: { gPerKWh: 231.28, period: '2023' },
  SK: { gPerKWh: 116.77, period: '2023' },
  TR: { gPerKWh: 464.59, period: '2023' },
  UA: { gPerKWh: 259.69, period: '2022' },
  US: { gPerKWh: 385.98, period: '2022' },
  XK: { gPerKWh: 894.65, period: '2023' },
  ZA: { gPerKWh: 729.67, period: '2022' },
};

export interface GridCo2 {
  gPerKWh: number;
  /** ISO 3166-1 alpha-2 of the row used; null: the world average. */
  country: string | null;
  /** The table, period and unit, for the answer and the documents. */
  source: string;
}

/** The grid's CO2 intensity for an ISO 3166-1 alpha-2 code (Eurostat's EL for Greece is read as GR). */
export function gridCo2(countryCode: string | null): GridCo2 {
  const code = countryCode === 'EL' ? 'GR' : countryCode;
  const row = code === null ? undefined : GRID_CO2_BY_COUNTRY[code];
  return row
    ? { gPerKWh: row.gPerKWh, country: code, source: `${GRID_CO2_SOURCE}, ${row.period}, ${GRID_CO2_UNIT}` }
    : {
        gPerKWh: GRID_CO2_WORLD.gPerKWh,
        country: null,
        source: `${GRID_CO2_SOURCE}, world average ${GRID_CO2_WORLD.period}, ${GRID_CO2_UNIT}`,
      };
}
