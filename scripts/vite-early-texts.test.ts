import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { earlyScriptSource } from './vite-early-texts';

const CHUNKS = { en: '/assets/texts.en-1.js', de: '/assets/texts.de-2.js', sr: '/assets/texts.sr-3.js' };

/**
 * The links the early script adds, run as the browser runs it (its own text, in a page of its own) where storage
 * holds `stored` (or refuses access: an Error) and the browser prefers `languages`.
 */
function run(stored: string | null | Error, languages: string[]): string[] {
  const steps: string[] = [];
  const formatter = (kind: string) =>
    class {
      constructor() {
        steps.push(`${kind} formatter`);
      }
      format() {
        return '';
      }
    };
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
      head: { appendChild: (link: { rel: string; href: string }) => steps.push(`${link.rel} ${link.href}`) },
    },
    Intl: { NumberFormat: formatter('number'), DateTimeFormat: formatter('date') },
  };
  runInNewContext(earlyScriptSource(CHUNKS), page);
  return steps;
}

/** The links the early script adds (as `rel href`). */
const linksAdded = (stored: string | null | Error, languages: string[]) =>
  run(stored, languages).filter((step) => !step.endsWith('formatter'));

describe('the early texts script (issue 29)', () => {
  it("preloads the language i18next will choose: the stored one first, then the browser's first of ours", () => {
    expect(linksAdded('sr', ['de-DE', 'en'])).toEqual([`modulepreload ${CHUNKS.sr}`]);
    expect(linksAdded(null, ['fr-FR', 'de-AT', 'en'])).toEqual([`modulepreload ${CHUNKS.de}`]);
    expect(linksAdded(null, ['fr-FR'])).toEqual([`modulepreload ${CHUNKS.en}`]);
  });

  it('adds nothing when storage is refused: the app fetches its texts itself', () => {
    expect(linksAdded(new Error('SecurityError'), ['de'])).toEqual([]);
  });

  it("sets up the browser's Intl data once the texts are asked for, a number and a date formatter", () => {
    expect(run('de', ['de'])).toEqual([`modulepreload ${CHUNKS.de}`, 'number formatter', 'date formatter']);
    expect(run(new Error('SecurityError'), ['de'])).toEqual(['number formatter', 'date formatter']);
  });
});
