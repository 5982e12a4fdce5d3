import { describe, expect, it } from 'vitest';
import { MANDATORY_FIELDS_MESSAGE } from '../../../contracts/positions';
import { LANGUAGES, loadTexts, type Language } from './index';

const RESOURCES = Object.fromEntries(
  await Promise.all(LANGUAGES.map(async (language) => [language, await loadTexts[language]()] as const)),
) as Record<Language, object>;

/** Every leaf key of a text tree, as dotted paths. */
function leafKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? leafKeys(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/** Keys present in one tree and missing in another, both ways. */
function keyDifferences(a: object, b: object): { onlyInA: string[]; onlyInB: string[] } {
  const keysA = new Set(leafKeys(a));
  const keysB = new Set(leafKeys(b));
  return {
    onlyInA: [...keysA].filter((k) => !keysB.has(k)),
    onlyInB: [...keysB].filter((k) => !keysA.has(k)),
  };
}

describe('translations', () => {
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has exactly the keys of English', (language) => {
    expect(keyDifferences(RESOURCES.en, RESOURCES[language])).toEqual({ onlyInA: [], onlyInB: [] });
  });

  it('every text is a non-empty string', () => {
    for (const language of LANGUAGES) {
      const empty = leafKeys(RESOURCES[language]).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], RESOURCES[language]);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty, language).toEqual([]);
    }
  });

  it('the comparison catches a key that exists in one language only', () => {
    expect(keyDifferences({ a: { b: 'x', c: 'y' } }, { a: { b: 'x' }, d: 'z' })).toEqual({
      onlyInA: ['a.c'],
      onlyInB: ['d'],
    });
  });

  it("has one required-fields message per language, in English the server's own text (issue 31, point 14)", () => {
    const textOf = (language: Language, key: string) =>
      key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], RESOURCES[language]);
    const requiredMessages = {
      en: /fill (in )?all required/i,
      de: /alle Pflichtfelder/i,
      sr: /sva obavezna polja/i,
    } satisfies Record<Language, RegExp>;
    for (const language of LANGUAGES) {
      const keys = leafKeys(RESOURCES[language]).filter((key) => {
        const value = textOf(language, key);
        return typeof value === 'string' && requiredMessages[language].test(value);
      });
      expect(keys, language).toEqual(['snackbar.mandatoryFields']);
    }
    expect(textOf('en', 'snackbar.mandatoryFields')).toBe(MANDATORY_FIELDS_MESSAGE);
  });
});
