import type { AnnualData, EnergyPrices, WeatherYearInfo } from '../../../contracts/energy';
import { GRID_CO2_SOURCE } from '../../../engine/energy/grid-co2';
import type { DocumentLanguage } from '../context';

/**
 * The energy page's sentences that the annual answer carries in the engine's English (the weather year's label and
 * method, the grid factor's source, the CO2 basis of heat and cold), said in German and Serbian from the answer's
 * structured fields (issue 31 point 3: the German and Serbian sheets printed them in English). English keeps the
 * engine's own text. The weather wording is the screen's (web/app/i18n/energy.*.ts, weather.labels and methods).
 */
interface EnergyWords {
  weatherLabel: Record<'reference' | 'monthly' | 'design' | 'uploaded', (p: WeatherParts) => string>;
  weatherMethod: Record<WeatherYearInfo['kind'], (p: WeatherParts) => string>;
  /** The grid factor's source: Ember's data set by name (a title), its period, or the world average's. */
  gridSource: (period: string, worldAverage: boolean) => string;
  /** The factor the caller gave instead of the table's. */
  gridGiven: string;
  heatBasis: (heat: EnergyPrices['heat'], factor: Factor) => string;
  coldBasis: (cold: EnergyPrices['cold'], factor: Factor) => string;
}

/** What the weather texts are made of: the year, the reference years and months, the uploaded file's name. */
interface WeatherParts {
  year: number | null;
  years: string;
  months: string;
  file: string;
}

/** The numbers of the CO2 lines: the grid's and the generators' input factors, the boiler's efficiency, gCO2/kWh. */
interface Factor {
  electricity: string;
  input: string | null;
  efficiency: string;
}

/** IPCC 2006 vol. 2 Table 2.2: the natural gas default, as engine/energy/evaluate.ts cites it. */
const IPCC = 'IPCC 2006 vol. 2 Table 2.2';
const EN_14825 = 'EN 14825';
const DATA_SET = 'Ember, Yearly Electricity Data';
const TABLE = "The Green Web Foundation's CO2.js, average-intensities";

const WORDS: Record<Exclude<DocumentLanguage, 'en'>, EnergyWords> = {
  de: {
    weatherLabel: {
      reference: (p) => `Referenzjahr (ISO 15927-4, Jahre ${p.years})`,
      monthly: () => 'Synthetisches Jahr aus den monatlichen Auslegungsdaten',
      design: () => 'Jahr nur aus den Auslegungsdaten (vorsichtige Schätzung)',
      uploaded: (p) => `Hochgeladen: ${p.file}`,
    },
    weatherMethod: {
      era5: (p) =>
        `ERA5-Reanalyse (Copernicus), Kalenderjahr ${p.year}, stündlich; der 29. Februar ist ausgelassen.`,
      reference: (p) =>
        `ERA5-Reanalyse (Copernicus), stündlich, Jahre ${p.years}: jeder Monat aus dem Jahr, dessen Tagesmittel von ` +
        'Temperatur und relativer Feuchte am ehesten wie die aller Jahre verteilt sind (EN ISO 15927-4, ' +
        `Finkelstein-Schafer-Statistik; Monate aus ${p.months}).`,
      monthly: () =>
        'Mittlere Trockentemperatur jedes Monats mit Tag-zu-Tag-Schwankung, dem Tagesgang aus ASHRAE Fundamentals ' +
        '2017 Kap. 14 (Tabelle 6) und dem mittleren Feuchtegehalt des Monats.',
      design: () =>
        'Jeder Tag so streng, wie es die Auslegungstage für sein Datum zulassen (ASHRAE-Tagesgang, Jahreskosinus ' +
        'nach EN ISO 13370): eine obere Grenze für Heizen und Kühlen, kein typisches Jahr.',
      uploaded: (p) => `Das eigene Stundenjahr des Projekts aus der Datei ${p.file}.`,
    },
    gridSource: (period, world) =>
      `${DATA_SET}: CO2-Intensität der Stromerzeugung (CC BY 4.0), zusammengestellt in ${TABLE}; ` +
      `${world ? `Weltdurchschnitt ${period}` : period}, gCO2e/kWh`,
    gridGiven: 'vorgegeben',
    heatBasis: (heat, f) =>
      heat.kind === 'price'
        ? f.input === null
          ? 'Wärme: bezogen ohne CO2-Faktor, nicht gezählt'
          : `Wärme: bezogen mit ${f.input} gCO2/kWh (vorgegeben)`
        : heat.kind === 'boiler'
          ? heat.fuelGCo2PerKWh === undefined
            ? `Wärme: Erdgaskessel, ${f.input} gCO2/kWh Brennstoff (${IPCC}) / Wirkungsgrad ${f.efficiency}`
            : `Wärme: Kessel, ${f.input} gCO2/kWh Brennstoff (vorgegeben) / Wirkungsgrad ${f.efficiency}`
          : `Wärme: Wärmepumpe, Strom ${f.electricity} gCO2/kWh / COP(t außen) Stunde für Stunde (Punkte nach ${EN_14825})`,
    coldBasis: (cold, f) =>
      cold.kind === 'chiller'
        ? `Kälte: Kältemaschine, Strom ${f.electricity} gCO2/kWh / EER(t außen) Stunde für Stunde (Punkte nach ${EN_14825})`
        : f.input === null
          ? 'Kälte: bezogen ohne CO2-Faktor, nicht gezählt'
          : `Kälte: bezogen mit ${f.input} gCO2/kWh (vorgegeben)`,
  },
  sr: {
    weatherLabel: {
      reference: (p) => `Referentna godina (ISO 15927-4, godine ${p.years})`,
      monthly: () => 'Sintetička godina iz mesečnih projektnih podataka',
      design: () => 'Godina samo iz projektnih uslova (oprezna procena)',
      uploaded: (p) => `Otpremljeno: ${p.file}`,
    },
    weatherMethod: {
      era5: (p) =>
        `ERA5 reanaliza (Copernicus), kalendarska godina ${p.year}, po satima; 29. februar je izostavljen.`,
      reference: (p) =>
        `ERA5 reanaliza (Copernicus), po satima, godine ${p.years}: svaki mesec iz godine čije su dnevne srednje ` +
        'temperature i relativne vlažnosti raspoređene najsličnije svim godinama (EN ISO 15927-4, ' +
        `Finkelstein-Schafer statistika; meseci iz ${p.months}).`,
      monthly: () =>
        'Srednja temperatura suvog termometra svakog meseca sa promenom iz dana u dan, dnevnim tokom iz ASHRAE ' +
        'Fundamentals 2017 pogl. 14 (tabela 6) i srednjim sadržajem vlage meseca.',
      design: () =>
        'Svaki dan onoliko strog koliko projektni dani dozvoljavaju za njegov datum (ASHRAE dnevni tok, godišnji ' +
        'kosinus po EN ISO 13370): gornja granica za grejanje i hlađenje, ne tipična godina.',
      uploaded: (p) => `Sopstvena satna godina projekta iz datoteke ${p.file}.`,
    },
    gridSource: (period, world) =>
      `${DATA_SET}: intenzitet CO2 proizvodnje električne energije (CC BY 4.0), prema ${TABLE}; ` +
      `${world ? `svetski prosek ${period}` : period}, gCO2e/kWh`,
    gridGiven: 'zadato',
    heatBasis: (heat, f) =>
      heat.kind === 'price'
        ? f.input === null
          ? 'toplota: kupljena bez faktora CO2, ne računa se'
          : `toplota: kupljena sa ${f.input} gCO2/kWh (zadato)`
        : heat.kind === 'boiler'
          ? heat.fuelGCo2PerKWh === undefined
            ? `toplota: kotao na prirodni gas, ${f.input} gCO2/kWh goriva (${IPCC}) / stepen korisnosti ${f.efficiency}`
            : `toplota: kotao, ${f.input} gCO2/kWh goriva (zadato) / stepen korisnosti ${f.efficiency}`
          : `toplota: toplotna pumpa, struja ${f.electricity} gCO2/kWh / COP(t spolja) sat po sat (tačke po ${EN_14825})`,
    coldBasis: (cold, f) =>
      cold.kind === 'chiller'
        ? `hlađenje: čiler, struja ${f.electricity} gCO2/kWh / EER(t spolja) sat po sat (tačke po ${EN_14825})`
        : f.input === null
          ? 'hlađenje: kupljeno bez faktora CO2, ne računa se'
          : `hlađenje: kupljeno sa ${f.input} gCO2/kWh (zadato)`,
  },
};

/** The weather year's parts as the method names them (engine/energy: reference-year.ts, weather-file.ts). */
function weatherParts(weather: WeatherYearInfo): WeatherParts {
  return {
    year: weather.year,
    years: /years (\d{4}-\d{4})/.exec(weather.method)?.[1] ?? '',
    months: /\(([\d, ]+)\)$/.exec(weather.method)?.[1] ?? '',
    file: weather.method.replace(/^uploaded: /, ''),
  };
}

/** The weather year's label and method in the document's language. */
export function weatherTexts(
  weather: WeatherYearInfo,
  language: DocumentLanguage,
): { label: string; method: string } {
  if (language === 'en') {
    return { label: weather.label, method: weather.method };
  }
  const words = WORDS[language];
  const parts = weatherParts(weather);
  return {
    // An ERA5 year's label ('ERA5 2025') is the data set's name and the year in every language.
    label: weather.kind === 'era5' ? weather.label : words.weatherLabel[weather.kind](parts),
    method: words.weatherMethod[weather.kind](parts),
  };
}

/**
 * The grid factor's source and the CO2 basis lines of heat and cold in the document's language.
 * @param n the document's number format
 */
export function co2Texts(
  annual: Pick<AnnualData, 'co2' | 'prices'>,
  language: DocumentLanguage,
  n: (value: number, decimals?: number) => string,
): { source: string; basis: string[] } {
  const { factors } = annual.co2;
  if (language === 'en') {
    return { source: factors.electricitySource, basis: factors.basis };
  }
  const words = WORDS[language];
  // The table's source is 'GRID_CO2_SOURCE, <period>, <unit>' or '..., world average <period>, <unit>'.
  const rest = factors.electricitySource.startsWith(GRID_CO2_SOURCE)
    ? factors.electricitySource.slice(GRID_CO2_SOURCE.length)
    : null;
  const period = /(\d{4})/.exec(rest ?? '')?.[1] ?? '';
  const source =
    factors.electricitySource === 'given'
      ? words.gridGiven
      : rest === null
        ? factors.electricitySource
        : words.gridSource(period, rest.includes('world average'));
  const number = (value: number | null) => (value === null ? null : n(value, value % 1 === 0 ? 0 : 2));
  const { heat, cold } = annual.prices;
  const electricity = number(factors.electricityGPerKWh) ?? '';
  const efficiency = heat.kind === 'boiler' ? n(heat.efficiency, 2) : '';
  return {
    source,
    basis: [
      words.heatBasis(heat, { electricity, input: number(factors.heatInputGPerKWh), efficiency }),
      words.coldBasis(cold, { electricity, input: number(factors.coldInputGPerKWh), efficiency }),
    ],
  };
}
