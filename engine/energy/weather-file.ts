/**
 * A user's own hourly year (issue 25): an EnergyPlus weather file (EPW) or a plain CSV of dry bulb and relative
 * humidity, read into the WeatherYear the annual evaluation runs on. Pure: the text in, the year or a WeatherFileError
 * naming the line and the rule out.
 *
 * EPW: EnergyPlus Auxiliary Programs, "Weather Converter Program", section "EnergyPlus Weather File (EPW) Data
 * Dictionary": eight header lines (LOCATION, DESIGN CONDITIONS, TYPICAL/EXTREME PERIODS, GROUND TEMPERATURES,
 * HOLIDAYS/DAYLIGHT SAVINGS, COMMENTS 1, COMMENTS 2, DATA PERIODS), then one comma-separated line an hour: N1 year,
 * N2 month, N3 day, N4 hour (1-24, the hour ending then), N5 minute, A1 data source and uncertainty flags, N6 dry bulb
 * (C, > -70, < 70, missing 99.9), N7 dew point (C, > -70, < 70, missing 99.9), N8 relative humidity (%, 0..110,
 * missing 999), N9 station pressure (Pa, > 31 000, < 120 000, missing 999999), then radiation and wind (not read).
 *
 * CSV: one header line `dry_bulb_c,relative_humidity_pct` (case and spaces around names ignored), then 8760 lines of
 * two numbers with a decimal point, hour 1 = 1 January 0:00-1:00 local standard time; dry bulb -50..60 C, relative
 * humidity 0..100 %. The station pressure is the site's standard pressure (a CSV carries none).
 */
import { EngineInputError } from '../errors';
import { humidityRatioFromVapourPressure, saturationPressure } from '../psychro';
import { DAYS_IN_MONTH, HOURS_PER_YEAR, type WeatherYear } from './weather-year';

/** The rules a weather file can break; each has a message key (weatherFile.<rule>) in the three languages. */
export type WeatherFileRule =
  | 'empty'
  | 'epwHeader'
  | 'epwColumns'
  | 'csvHeader'
  | 'csvColumns'
  | 'notNumber'
  | 'outOfRange'
  | 'missingValue'
  | 'hourOrder'
  | 'hourCount';

/** A file the year cannot be read from: the line (1-based, 0 for the file as a whole), the rule and its values. */
export class WeatherFileError extends EngineInputError {
  constructor(
    readonly line: number,
    readonly rule: WeatherFileRule,
    readonly params: Readonly<Record<string, string | number>>,
    message: string,
  ) {
    super(line > 0 ? `line ${line}: ${message}` : message);
  }
}

/** The EPW's header lines, in their order (the data dictionary's header records). */
export const EPW_HEADER_RECORDS = [
  'LOCATION',
  'DESIGN CONDITIONS',
  'TYPICAL/EXTREME PERIODS',
  'GROUND TEMPERATURES',
  'HOLIDAYS/DAYLIGHT SAVINGS',
  'COMMENTS 1',
  'COMMENTS 2',
  'DATA PERIODS',
] as const;

/** The CSV's header: its two columns' names. */
export const CSV_COLUMNS = ['dry_bulb_c', 'relative_humidity_pct'] as const;

/** Valid ranges: the EPW dictionary's for its fields; the engine's -50..60 C for a CSV's dry bulb. */
const EPW_T_RANGE = { min: -70, max: 70 };
const EPW_PRESSURE_RANGE = { min: 31_000, max: 120_000 };
const CSV_T_RANGE = { min: -50, max: 60 };
const RH_RANGE = { min: 0, max: 100 };
/** Pressure of a file whose every station pressure is missing, Pa (ISO 2533 standard atmosphere at sea level). */
const STANDARD_ATMOSPHERE_PA = 101_325;
/** Fields up to the station pressure (N1..N5, A1, N6..N9). */
const EPW_MIN_FIELDS = 10;
/** The EPW's missing-value codes. */
const EPW_MISSING = { tDb: 99.9, tDp: 99.9, rh: 999, pressure: 999_999 };

/** The non-empty lines of a text with their 1-based line numbers (a trailing newline or CR LF endings are fine). */
function linesOf(text: string): { n: number; text: string }[] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((line, i) => ({ n: i + 1, text: line.trim() }))
    .filter((line) => line.text !== '');
}

function numberAt(cells: string[], index: number, line: number, column: string): number {
  const cell = (cells[index] ?? '').trim();
  const value = cell === '' ? Number.NaN : Number(cell);
  if (!Number.isFinite(value)) {
    throw new WeatherFileError(
      line,
      'notNumber',
      { column, value: cell },
      `${column} '${cell}' is not a number`,
    );
  }
  return value;
}

function inRange(
  value: number,
  range: { min: number; max: number },
  line: number,
  column: string,
  unit: string,
): number {
  if (value < range.min || value > range.max) {
    throw new WeatherFileError(
      line,
      'outOfRange',
      { column, value, min: range.min, max: range.max, unit },
      `${column} ${value} ${unit} is outside ${range.min}..${range.max} ${unit}`,
    );
  }
  return value;
}

/** Humidity ratio from the dew point (capped at the dry bulb), kg/kg: ASHRAE Fundamentals 2017 ch. 1 eqs. 20, 36. */
const wFromDewPoint = (tDb: number, tDp: number, pressure: number) =>
  humidityRatioFromVapourPressure(saturationPressure(Math.min(tDp, tDb)), pressure);
/** Humidity ratio from the relative humidity, kg/kg: p_w = rh p_ws(t) (eq. 22), W from p_w (eq. 20). */
const wFromRh = (tDb: number, rhPct: number, pressure: number) =>
  humidityRatioFromVapourPressure((Math.min(rhPct, 100) / 100) * saturationPressure(tDb), pressure);

/** 1-based (month, day) of each of the 365 days. */
const CALENDAR = DAYS_IN_MONTH.flatMap((days, m) => Array.from({ length: days }, (_, d) => [m + 1, d + 1]));

/**
 * An EPW file's year: 8760 hours (29 February left out of a leap year's 8784), dry bulb as given, the humidity ratio
 * from the dew point (from the relative humidity where the dew point is missing), the mean of the station pressures.
 * @param text the file's text; fileName its name (the year's method: 'uploaded: <name>')
 * @throws WeatherFileError naming the line and the rule: header records missing or out of order, fewer than 9 fields,
 *   a value that is no number or out of the dictionary's range, both humidity fields missing, hours not one after the
 *   other from 1 January 1:00, or not 8760 of them
 */
export function parseEpw(text: string, fileName: string): WeatherYear {
  const lines = linesOf(text);
  if (lines.length === 0) {
    throw new WeatherFileError(0, 'empty', {}, 'the file is empty');
  }
  EPW_HEADER_RECORDS.forEach((record, i) => {
    const line = lines[i];
    if (!line?.text.toUpperCase().startsWith(`${record},`)) {
      throw new WeatherFileError(
        line?.n ?? 0,
        'epwHeader',
        { record },
        `an EPW file's header line ${i + 1} is the ${record} record`,
      );
    }
  });
  const tDb: number[] = [];
  const hours: { pressure: number | null; tDp: number | null; rhPct: number | null }[] = [];
  let hour = 0;
  for (const line of lines.slice(EPW_HEADER_RECORDS.length)) {
    const cells = line.text.split(',');
    if (cells.length < EPW_MIN_FIELDS) {
      throw new WeatherFileError(
        line.n,
        'epwColumns',
        { count: cells.length },
        `an EPW data line has at least ${EPW_MIN_FIELDS} fields (year .. station pressure), this one ${cells.length}`,
      );
    }
    const month = numberAt(cells, 1, line.n, 'month');
    const day = numberAt(cells, 2, line.n, 'day');
    const hourOfDay = numberAt(cells, 3, line.n, 'hour');
    if (month === 2 && day === 29) {
      continue;
    }
    const [expectedMonth, expectedDay] = CALENDAR[Math.floor(hour / 24)] ?? [0, 0];
    if (month !== expectedMonth || day !== expectedDay || hourOfDay !== (hour % 24) + 1) {
      throw new WeatherFileError(
        line.n,
        'hourOrder',
        { expected: `${expectedMonth}/${expectedDay} ${(hour % 24) + 1}` },
        `hours run one after the other from 1 January hour 1: expected month/day hour ${expectedMonth}/${expectedDay} ${(hour % 24) + 1}`,
      );
    }
    const t = numberAt(cells, 6, line.n, 'dry bulb');
    if (t === EPW_MISSING.tDb) {
      throw new WeatherFileError(
        line.n,
        'missingValue',
        { column: 'dry bulb' },
        'the dry bulb is missing (99.9)',
      );
    }
    inRange(t, EPW_T_RANGE, line.n, 'dry bulb', 'C');
    const p = numberAt(cells, 9, line.n, 'station pressure');
    const dp = numberAt(cells, 7, line.n, 'dew point');
    const rh = numberAt(cells, 8, line.n, 'relative humidity');
    if (dp === EPW_MISSING.tDp && rh === EPW_MISSING.rh) {
      throw new WeatherFileError(
        line.n,
        'missingValue',
        { column: 'dew point and relative humidity' },
        'both the dew point (99.9) and the relative humidity (999) are missing',
      );
    }
    tDb.push(t);
    hours.push({
      pressure:
        p === EPW_MISSING.pressure ? null : inRange(p, EPW_PRESSURE_RANGE, line.n, 'station pressure', 'Pa'),
      tDp: dp === EPW_MISSING.tDp ? null : inRange(dp, EPW_T_RANGE, line.n, 'dew point', 'C'),
      rhPct:
        rh === EPW_MISSING.rh ? null : inRange(rh, { min: 0, max: 110 }, line.n, 'relative humidity', '%'),
    });
    hour++;
  }
  if (hour !== HOURS_PER_YEAR) {
    throw new WeatherFileError(
      0,
      'hourCount',
      { count: hour, expected: HOURS_PER_YEAR },
      `a year has ${HOURS_PER_YEAR} hours (29 February left out), the file ${hour}`,
    );
  }
  const pressures = hours.flatMap((h) => (h.pressure === null ? [] : [h.pressure]));
  const pressure =
    pressures.length > 0
      ? pressures.reduce((sum, v) => sum + v, 0) / pressures.length
      : STANDARD_ATMOSPHERE_PA;
  // Each hour's humidity ratio at its own station pressure (the mean where it is missing).
  const w = hours.map((h, i) => {
    const at = h.pressure ?? pressure;
    const t = tDb[i]!;
    return h.tDp !== null ? wFromDewPoint(t, h.tDp, at) : wFromRh(t, h.rhPct ?? 0, at);
  });
  return {
    source: 'uploaded',
    kind: 'uploaded',
    year: null,
    method: `uploaded: ${fileName}`,
    tDb,
    w,
    pressure,
  };
}

/**
 * A CSV file's year (the columns and ranges in the module comment): the humidity ratio from the relative humidity at
 * the site's pressure.
 * @param text the file's text; fileName its name; pressure the site's standard pressure, Pa
 * @throws WeatherFileError naming the line and the rule: another header, not two columns, a value that is no number or
 *   out of range, or not 8760 hours
 */
export function parseWeatherCsv(text: string, fileName: string, pressure: number): WeatherYear {
  const lines = linesOf(text);
  const header = lines[0];
  if (!header) {
    throw new WeatherFileError(0, 'empty', {}, 'the file is empty');
  }
  const names = header.text.split(',').map((name) => name.trim().toLowerCase());
  if (names.length !== CSV_COLUMNS.length || names.some((name, i) => name !== CSV_COLUMNS[i])) {
    throw new WeatherFileError(
      header.n,
      'csvHeader',
      { header: CSV_COLUMNS.join(',') },
      `the first line is the header '${CSV_COLUMNS.join(',')}'`,
    );
  }
  const tDb: number[] = [];
  const w: number[] = [];
  for (const line of lines.slice(1)) {
    const cells = line.text.split(',');
    if (cells.length !== 2) {
      throw new WeatherFileError(
        line.n,
        'csvColumns',
        { count: cells.length },
        `a line has 2 values (dry bulb, relative humidity), this one ${cells.length}`,
      );
    }
    const t = inRange(numberAt(cells, 0, line.n, 'dry bulb'), CSV_T_RANGE, line.n, 'dry bulb', 'C');
    const rh = inRange(
      numberAt(cells, 1, line.n, 'relative humidity'),
      RH_RANGE,
      line.n,
      'relative humidity',
      '%',
    );
    tDb.push(t);
    w.push(wFromRh(t, rh, pressure));
  }
  if (tDb.length !== HOURS_PER_YEAR) {
    throw new WeatherFileError(
      0,
      'hourCount',
      { count: tDb.length, expected: HOURS_PER_YEAR },
      `a year has ${HOURS_PER_YEAR} hours, the file ${tDb.length}`,
    );
  }
  return {
    source: 'uploaded',
    kind: 'uploaded',
    year: null,
    method: `uploaded: ${fileName}`,
    tDb,
    w,
    pressure,
  };
}
