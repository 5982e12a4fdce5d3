import { describe, expect, it } from 'vitest';
import { countryCodeOf } from './countryCode';

describe('countryCodeOf: a hand-typed country to its code (issue 31, point 9)', () => {
  it.each([
    ['Serbia', 'RS'],
    ['Srbija', 'RS'],
    ['serbien', 'RS'],
    [' Österreich ', 'AT'],
    ['Austria', 'AT'],
    ['Nemačka', 'DE'],
    ['nemacka', 'DE'],
    ['de', 'DE'],
  ])('%s is %s', (typed, code) => {
    expect(countryCodeOf(typed)).toBe(code);
  });

  it.each(['', '  ', 'Atlantis', null, undefined])('%s is no country', (typed) => {
    expect(countryCodeOf(typed)).toBeNull();
  });
});
