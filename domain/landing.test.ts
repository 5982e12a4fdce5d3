import { describe, expect, it } from 'vitest';
import { languageOfAcceptLanguage, prerenderedLandingFile } from './landing';

describe('the language a first visit gets (issue 29: the prerendered landing page the server sends)', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['de-AT,de;q=0.9,en;q=0.8', 'de'],
    ['sr-Latn-RS,sr;q=0.9', 'sr'],
    // The browser's first language of ours, not its first language: French is not ours.
    ['fr-FR,fr;q=0.9,sr;q=0.6,en;q=0.5', 'sr'],
    // Weights rank before order; q=0 refuses a language.
    ['en;q=0.5,de', 'de'],
    ['de;q=0,en-GB', 'en'],
    ['DE-de', 'de'],
    ['*', 'en'],
  ])('Accept-Language %j: %s', (header, language) => {
    expect(languageOfAcceptLanguage(header)).toBe(language);
  });

  it('names one file per brand and language', () => {
    expect(prerenderedLandingFile('clivet', 'sr')).toBe('landing/clivet.sr.html');
  });
});
