import { describe, expect, it } from 'vitest';
import { DashboardFilterQuery, isCalendarDate } from './dashboard';
import {
  CONTROL_CHARACTER_RULE,
  isCleanText,
  MAX_ID,
  recordId,
  recordIdParam,
  requiredText,
  text,
} from './fields';

describe('ids: whole numbers 1..2^31-1, the range of a PostgreSQL integer', () => {
  it.each([1, 42, MAX_ID])('takes %s in a body and as a query string', (id) => {
    expect(recordId().parse(id)).toBe(id);
    expect(recordIdParam().parse(String(id))).toBe(id);
  });
  it.each([
    [0, 'must be at least 1'],
    [-1, 'must be at least 1'],
    [1.5, 'must be a whole number'],
    [MAX_ID + 1, `must be at most ${MAX_ID}`],
    // Beyond 2^53 zod's int() refuses first: not a safe whole number.
    [2 ** 53 + 2, 'must be a whole number'],
    [1e308, 'must be a whole number'],
    ['12', 'must be a number'],
    [true, 'must be a number'],
  ])('refuses %s in a body: %s', (id, rule) => {
    expect(recordId().safeParse(id).error?.issues[0]?.message).toBe(rule);
  });
  it.each([
    ['2147483648', `must be at most ${MAX_ID}`],
    ['1.5', 'must be a number'],
    ['1e3', 'must be a number'],
    ['0x10', 'must be a number'],
    ['', 'must be a number'],
    ['-3', 'must be a number'],
  ])('refuses %j as a query string: %s', (id, rule) => {
    expect(recordIdParam().safeParse(id).error?.issues[0]?.message).toBe(rule);
  });
});

describe('text: no NUL, no C0 controls, no unpaired surrogates', () => {
  it.each([
    'a\u0000b',
    '\u0007',
    'line\nbreak',
    '\u001b[31m',
    '\u007f',
    'x\ud800',
    '\udc00y',
    '\ud800\ud800',
  ])('refuses %j in a single-line field', (value) => {
    expect(isCleanText(value)).toBe(false);
    expect(requiredText(100).safeParse(value).error?.issues[0]?.message).toBe(CONTROL_CHARACTER_RULE);
  });
  it('keeps tab and line breaks in a multi-line field, but not NUL', () => {
    expect(text({ multiLine: true }).safeParse('a\n\tb\r\n').success).toBe(true);
    expect(text({ multiLine: true }).safeParse('a\u0000').success).toBe(false);
  });
  it('takes paired surrogates (emoji) and any script', () => {
    expect(isCleanText('Čačak 😀 Кнез')).toBe(true);
  });
});

describe('dashboard filter values are parsed strictly', () => {
  const problem = (col: string, op: string, val: string) =>
    DashboardFilterQuery.safeParse({ col, op, val }).error?.issues[0];
  it.each(['2024-02-29', '0001-01-01', '9999-12-31'])('takes the calendar date %s', (day) => {
    expect(isCalendarDate(day)).toBe(true);
    expect(problem('createdAt', 'is', day)).toBeUndefined();
  });
  it.each(['2023-02-29', '2024-13-01', '2024-04-31', '0000-01-01', '2024-1-1', '2024-01-01T00:00', 'today'])(
    'refuses the impossible date %s, naming val',
    (day) => {
      expect(problem('createdAt', 'after', day)).toMatchObject({
        path: ['val'],
        message: 'must be a calendar date YYYY-MM-DD',
      });
    },
  );
  it('refuses a fraction or a huge count of units, and a non-finite price', () => {
    expect(problem('numberOfUnits', '>', '1.5')?.path).toEqual(['val']);
    expect(problem('numberOfUnits', '=', '99999999999')?.path).toEqual(['val']);
    expect(problem('totalPrice', '>', 'Infinity')?.path).toEqual(['val']);
    expect(problem('totalPrice', '>', '12.5')).toBeUndefined();
  });
  it('takes ids in range only', () => {
    expect(problem('id', 'isAnyOf', '1, 2,3')).toBeUndefined();
    expect(problem('id', 'isAnyOf', '1,2147483648')?.path).toEqual(['val']);
    expect(problem('id', 'contains', '12')).toBeUndefined();
    expect(problem('id', 'contains', 'a')?.path).toEqual(['val']);
  });
  it('refuses NUL in any value', () => {
    expect(problem('name', 'contains', 'a\u0000')?.message).toBe(CONTROL_CHARACTER_RULE);
  });
});
