import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { preloadLikelyTexts } from './vite-early-texts';

const CHUNKS = { en: '/assets/texts.en-1.js', de: '/assets/texts.de-2.js', sr: '/assets/texts.sr-3.js' };

/**
 * The links the early script adds, run as the browser runs it (its own text, in a page of its own) where storage
 * holds `stored` (or refuses access: an Error) and the browser prefers `languages`.
 */
function linksAdded(stored: string | null | Error, languages: string[]): { rel: string; href: string }[] {
  const added: { rel: string; href: string }[] = [];
  const page = {
    window: {
      localStorage: {
        getItem: () => {
          if (stored instanceof Error) {
            throw stored;
          }
          return stored;
        },
      },
    },
    navigator: { languages },
    document: {
      createElement: () => ({ rel: '', href: '', crossOrigin: null }),
      head: { appendChild: (link: { rel: string; href: string }) => added.push(link) },
    },
  };
  runInNewContext(`(${preloadLikelyTexts.toString()})(${JSON.stringify(CHUNKS)})`, page);
  return added;
}

describe('the early texts script (issue 29)', () => {
  it("preloads the language i18next will choose: the stored one first, then the browser's first of ours", () => {
    expect(linksAdded('sr', ['de-DE', 'en'])).toEqual([
      expect.objectContaining({ rel: 'modulepreload', href: CHUNKS.sr }),
    ]);
    expect(linksAdded(null, ['fr-FR', 'de-AT', 'en'])[0]?.href).toBe(CHUNKS.de);
    expect(linksAdded(null, ['fr-FR'])[0]?.href).toBe(CHUNKS.en);
  });

  it('adds nothing when storage is refused: the app fetches its texts itself', () => {
    expect(linksAdded(new Error('SecurityError'), ['de'])).toEqual([]);
  });
});
