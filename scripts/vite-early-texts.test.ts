import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadLikelyTexts } from './vite-early-texts';

const CHUNKS = { en: '/assets/texts.en-1.js', de: '/assets/texts.de-2.js', sr: '/assets/texts.sr-3.js' };

/** The preload link the early script adds, in a page whose storage holds `stored` and whose browser prefers `languages`. */
function preloadIn(stored: string | null, languages: string[]): { rel: string; href: string } | undefined {
  const added: { rel: string; href: string }[] = [];
  vi.stubGlobal('window', { localStorage: { getItem: () => stored } });
  vi.stubGlobal('navigator', { languages });
  vi.stubGlobal('document', {
    createElement: () => ({ rel: '', href: '', crossOrigin: null }),
    head: { appendChild: (link: { rel: string; href: string }) => added.push(link) },
  });
  // As the browser runs it: the function's own text, not this module's binding.
  new Function(`(${preloadLikelyTexts.toString()})(${JSON.stringify(CHUNKS)})`)();
  return added[0];
}

afterEach(() => vi.unstubAllGlobals());

describe('the early texts script (issue 29)', () => {
  it("preloads the language i18next will choose: the stored one first, then the browser's first of ours", () => {
    expect(preloadIn('sr', ['de-DE', 'en'])).toMatchObject({ rel: 'modulepreload', href: CHUNKS.sr });
    expect(preloadIn(null, ['fr-FR', 'de-AT', 'en'])?.href).toBe(CHUNKS.de);
    expect(preloadIn(null, ['fr-FR'])?.href).toBe(CHUNKS.en);
  });

  it('adds nothing when storage is refused: the app fetches its texts itself', () => {
    vi.stubGlobal('window', {
      localStorage: {
        getItem: () => {
          throw new Error('SecurityError');
        },
      },
    });
    const added: unknown[] = [];
    vi.stubGlobal('document', {
      createElement: () => ({}),
      head: { appendChild: (l: unknown) => added.push(l) },
    });
    new Function(`(${preloadLikelyTexts.toString()})(${JSON.stringify(CHUNKS)})`)();
    expect(added).toHaveLength(0);
  });
});
