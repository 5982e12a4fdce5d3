/** A user's own year (issue 25): EPW and CSV files read into the year, and every rule a bad file breaks. */
import { describe, expect, it } from 'vitest';
import { standardPressure } from '../psychro';
import { csvText, epwText, testYear } from '../test/weather-files';
import { parseEpw, parseWeatherCsv, WeatherFileError } from './weather-file';

/** The text with line `n` (1-based) replaced. */
const withLine = (text: string, n: number, line: string) => {
  const lines = text.split(/\r?\n/);
  lines[n - 1] = line;
  return lines.join('\n');
};
const failure = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    if (error instanceof WeatherFileError) {
      return { line: error.line, rule: error.rule, params: error.params, message: error.message };
    }
    throw error;
  }
  throw new Error('no error');
};

describe('parseEpw (EnergyPlus weather file, the EPW data dictionary)', () => {
  const year = testYear();
  const epw = epwText(year);

  it('reads 8760 hours: dry bulb as written, humidity ratio from the dew point at the station pressure', () => {
    const read = parseEpw(epw, 'novi-sad.epw');
    expect(read).toMatchObject({
      source: 'uploaded',
      kind: 'uploaded',
      year: null,
      method: 'uploaded: novi-sad.epw',
    });
    expect(read.tDb).toHaveLength(8760);
    expect(read.w).toHaveLength(8760);
    expect(read.pressure).toBe(Math.round(year.pressure));
    // Written to 0.1 C: every hour within 0.05 K of the year it came from.
    expect(Math.max(...read.tDb.map((t, i) => Math.abs(t - year.tDb[i]!)))).toBeLessThanOrEqual(0.05 + 1e-9);
    // The dew point to 0.1 K moves W by about 0.7 %/K x 0.05 K: within 0.5 % of the source hour.
    expect(Math.max(...read.w.map((w, i) => Math.abs(w / year.w[i]! - 1)))).toBeLessThan(0.005);
  });

  it('hand value: 20 C dry bulb, 10 C dew point at 101 325 Pa gives W = 0.622 p_w / (p - p_w) = 7.63 g/kg', () => {
    const line = '2025,1,1,1,60,?9,20.0,10.0,52,101325';
    const read = parseEpw(withLine(epw, 9, line), 'x.epw');
    // p_ws(10 C) = 1228.1 Pa (ASHRAE Fundamentals 2017 ch. 1 Table 3): 0.621945 x 1228.1 / (101325 - 1228.1).
    expect(read.w[0]! * 1000).toBeCloseTo(7.631, 2);
    expect(read.tDb[0]).toBe(20);
  });

  it('takes the relative humidity where the dew point is missing (99.9), and leaves out 29 February', () => {
    const rhOnly = withLine(epw, 9, '2025,1,1,1,60,?9,20.0,99.9,50,101325');
    const read = parseEpw(rhOnly, 'x.epw');
    // 50 % of p_ws(20 C) = 1169.4 Pa: W = 0.621945 x 1169.4 / (101325 - 1169.4) = 7.262 g/kg.
    expect(read.w[0]! * 1000).toBeCloseTo(7.262, 2);
    const lines = epw.split('\r\n');
    const feb28 = lines.findIndex((l) => /^2025,2,28,24,/.test(l));
    const leap = lines[feb28]!.replace('2,28,24', '2,29,1');
    const withLeapDay = [...lines.slice(0, feb28 + 1), leap, ...lines.slice(feb28 + 1)].join('\r\n');
    expect(parseEpw(withLeapDay, 'leap.epw').tDb).toHaveLength(8760);
  });

  it.each([
    ['a header record missing', withLine(epw, 2, 'COMMENTS 1,x'), 2, 'epwHeader'],
    ['too few fields', withLine(epw, 12, '2025,1,1,4,60,?9,1.0'), 12, 'epwColumns'],
    ['a dry bulb that is no number', withLine(epw, 10, '2025,1,1,2,60,?9,warm,1,80,101325'), 10, 'notNumber'],
    ['a dry bulb beyond 70 C', withLine(epw, 10, '2025,1,1,2,60,?9,75,1,80,101325'), 10, 'outOfRange'],
    ['a pressure below 31 000 Pa', withLine(epw, 10, '2025,1,1,2,60,?9,1,0,80,3000'), 10, 'outOfRange'],
    ['the dry bulb missing', withLine(epw, 10, '2025,1,1,2,60,?9,99.9,0,80,101325'), 10, 'missingValue'],
    ['an hour out of order', withLine(epw, 10, '2025,1,1,3,60,?9,1,0,80,101325'), 10, 'hourOrder'],
  ])('refuses %s, naming the line and the rule', (_, text, line, rule) => {
    expect(failure(() => parseEpw(text, 'bad.epw'))).toMatchObject({ line, rule });
  });

  it('refuses a file with too few hours and an empty one', () => {
    const short = epw
      .split('\r\n')
      .slice(0, 8 + 100)
      .join('\r\n');
    expect(failure(() => parseEpw(short, 'short.epw'))).toMatchObject({
      line: 0,
      rule: 'hourCount',
      params: { count: 100, expected: 8760 },
    });
    expect(failure(() => parseEpw('  \n', 'empty.epw'))).toMatchObject({ rule: 'empty' });
  });
});

describe('parseWeatherCsv (header dry_bulb_c,relative_humidity_pct; 8760 rows)', () => {
  const year = testYear();
  const csv = csvText(year);
  const pressure = standardPressure(80);

  it('reads the hours, the humidity ratio from the relative humidity at the site pressure', () => {
    const read = parseWeatherCsv(csv, 'hours.csv', pressure);
    expect(read).toMatchObject({
      source: 'uploaded',
      kind: 'uploaded',
      method: 'uploaded: hours.csv',
      pressure,
    });
    expect(read.tDb).toHaveLength(8760);
    expect(Math.max(...read.tDb.map((t, i) => Math.abs(t - year.tDb[i]!)))).toBeLessThanOrEqual(0.005 + 1e-9);
    expect(Math.max(...read.w.map((w, i) => Math.abs(w / year.w[i]! - 1)))).toBeLessThan(0.005);
    // Hand value: 20 C, 50 % at 101 325 Pa -> 7.262 g/kg (as above); CR LF and a header in capitals are fine.
    const one = withLine(csv, 2, '20,50').replace('dry_bulb_c', 'DRY_BULB_C').replace(/\n/g, '\r\n');
    expect(parseWeatherCsv(one, 'x.csv', 101_325).w[0]! * 1000).toBeCloseTo(7.262, 2);
  });

  it.each([
    ['another header', withLine(csv, 1, 'temperature,humidity'), 1, 'csvHeader'],
    ['three values on a line', withLine(csv, 5, '1,80,3'), 5, 'csvColumns'],
    ['a decimal comma', withLine(csv, 5, '1,5;80'), 5, 'notNumber'],
    ['a humidity above 100 %', withLine(csv, 7, '1,120'), 7, 'outOfRange'],
    ['a dry bulb below -50 C', withLine(csv, 7, '-60,80'), 7, 'outOfRange'],
  ])('refuses %s, naming the line and the rule', (_, text, line, rule) => {
    const error = failure(() => parseWeatherCsv(text, 'bad.csv', pressure));
    expect(error).toMatchObject({ line, rule });
    expect(error.message).toMatch(new RegExp(`^line ${line}: `));
  });

  it('refuses a file with another number of hours', () => {
    const extra = `${csv}1,80\n`;
    expect(failure(() => parseWeatherCsv(extra, 'x.csv', pressure))).toMatchObject({
      rule: 'hourCount',
      params: { count: 8761 },
    });
  });
});
