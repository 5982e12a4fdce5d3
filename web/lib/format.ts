import type { UnitSystem } from '../../contracts/users';
import { relabel, toSystem, unitSymbol, usualDecimals, type SiUnit } from '../../domain/units';
import { currentLanguage, type Language } from '../app/i18n';
import { INTL_LOCALES } from '../app/i18n/mui';
import { currentUnitSystem } from '../app/units';

/**
 * Numbers, money and dates go through Intl in the user's language (1.234,56 € in German, 1,234.56 in English). Each
 * formatter is made once per language and options: making one costs far more than using it (issue 29: a date
 * formatter per card made a tenth of the dashboard's table).
 */
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<Format extends Intl.NumberFormat | Intl.DateTimeFormat>(
  key: string,
  make: () => Format,
): Format {
  let format = formats.get(key) as Format | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}
const numberFormat = (language: Language, options: Intl.NumberFormatOptions) =>
  cached(
    `number:${language}:${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(INTL_LOCALES[language], options),
  );
const dateFormat = (language: Language, options: Intl.DateTimeFormatOptions) =>
  cached(
    `date:${language}:${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(INTL_LOCALES[language], options),
  );

/** A number with exactly `decimals` decimals (or as it is when not given), in the language's separators. */
export function formatNumber(value: number, decimals?: number, language = currentLanguage()): string {
  return numberFormat(
    language,
    decimals === undefined
      ? { maximumFractionDigits: 6 }
      : { minimumFractionDigits: decimals, maximumFractionDigits: decimals },
  ).format(value);
}

/** docs/rules.md#formats: costs in euro with k, M, G, T, P, E abbreviations and 2 decimals. */
const SUFFIXES = ['', 'k', 'M', 'G', 'T', 'P', 'E'] as const;

/** `value` in thousands, millions, ... with the suffix: 1234 -> 1.23k (2 decimals) or 1.2k (1). */
function abbreviate(value: number, decimals: number, language: Language): string {
  let scaled = value;
  let step = 0;
  while (Math.abs(scaled) >= 1000 && step < SUFFIXES.length - 1) {
    scaled /= 1000;
    step += 1;
  }
  return `${formatNumber(scaled, decimals, language)}${SUFFIXES[step]}`;
}

export function formatCost(euro: number, language = currentLanguage()): string {
  return `${abbreviate(euro, 2, language)} €`;
}

/** A chart axis' tick: short enough to fit its axis (400k, 1.5M), up to one decimal, the unit in the axis label. */
export function formatAxisTick(value: number, language = currentLanguage()): string {
  return abbreviate(value, Math.abs(value) >= 1000 ? 1 : 0, language).replace(/[.,]0(?=\D*$)/, '');
}

/** A date on a chart's time axis: day and short month in the language ("5. Nov." in German). */
export function formatAxisDate(date: Date, language = currentLanguage()): string {
  return dateFormat(language, {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
  }).format(date);
}

/** A price in euro with 2 decimals (docs/rules.md#formats), in the language's currency form. */
export const formatEuro = (euro: number, language = currentLanguage()) =>
  numberFormat(language, { style: 'currency', currency: 'EUR' }).format(euro);

/**
 * docs/rules.md#formats: created-at as day, month, year and time to the second after subtracting the stored time-zone
 * offset (minutes, as Date.getTimezoneOffset gives it: -60 for UTC+1), i.e. in the local time of whoever saved the
 * project; the order and separators are the language's (DD/MM/YYYY in English, DD.MM.YYYY in German).
 */
export function formatCreatedAt(
  isoUtc: string,
  timeZoneOffsetMin: number,
  language = currentLanguage(),
): string {
  const local = new Date(Date.parse(isoUtc) - timeZoneOffsetMin * 60_000);
  return dateFormat(language, {
    timeZone: 'UTC',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(local);
}

/** A moment as the reader's language and clock write it: day, month, year and time to the minute. */
export function formatDateTime(iso: string, language = currentLanguage()): string {
  return dateFormat(language, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** The short name of month `index` (0 = January) in the language: "Jan" in English, "Jan." in German. */
export function formatMonth(index: number, language = currentLanguage()): string {
  return dateFormat(language, { timeZone: 'UTC', month: 'short' }).format(new Date(Date.UTC(2001, index, 1)));
}

/** A share 0..1 as a percentage with `decimals` decimals, in the language's form (12.5% / 12,5 %). */
export const formatPercent = (share: number, decimals = 0, language = currentLanguage()) =>
  numberFormat(language, {
    style: 'percent',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(share);

/**
 * A quantity in the reader's units and language (issue 30): `value` in the SI unit `unit` names, shown with
 * `decimals` in SI or the matching IP decimals ('1 200 m³/h' or '706 cfm').
 */
export function formatQuantity(
  value: number,
  unit: SiUnit,
  decimals?: number,
  system: UnitSystem = currentUnitSystem(),
  language = currentLanguage(),
): string {
  // Without decimals, SI shows the value as it is and IP at the precision the quantity is usually shown with.
  const shown = toSystem(value, unit, decimals ?? usualDecimals(unit), system);
  const places = decimals === undefined && system === 'si' ? undefined : shown.decimals;
  return `${formatNumber(shown.value, places, language)} ${shown.unit}`;
}

/** The symbol of the quantity the SI unit names in the reader's units (an axis title's, a column's). */
export const unitLabel = (unit: SiUnit, system: UnitSystem = currentUnitSystem()) => unitSymbol(unit, system);

/** A label ending in its unit in brackets, with the reader's unit ('Supply flow (cfm)'). */
export const withUnits = (label: string, unit?: SiUnit, system: UnitSystem = currentUnitSystem()) =>
  relabel(label, system, unit);
