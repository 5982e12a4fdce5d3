import { texts as de } from '../../web/app/i18n/texts.de';
import { texts as en } from '../../web/app/i18n/texts.en';
import { texts as sr } from '../../web/app/i18n/texts.sr';

/**
 * Issue 31: English left on a German or Serbian screen, found against the English texts themselves. Every English
 * text of the app is cut at its placeholders ({{name}}); a piece of two words or more whose text differs in the other
 * language (a text both languages write alike, a product name, is not English there) is English wherever it shows on
 * that language's screen. Single words are left to the walk's short list: 'Filter' or 'Dashboard' are German too.
 */
type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      found.set(path, value);
    } else {
      for (const [inner, text] of leaves(value, path)) {
        found.set(inner, text);
      }
    }
  }
  return found;
}

/** A piece worth looking for: two words of letters or more, not a unit or a number. */
const WORDS = /\p{L}{2,}[^\p{L}]+\p{L}{2,}/u;

function englishPieces(other: Tree): string[] {
  const otherLeaves = leaves(other);
  const otherText = [...otherLeaves.values()].join('\n');
  const pieces = new Set<string>();
  for (const [path, text] of leaves(en)) {
    if (otherLeaves.get(path) === text) {
      continue;
    }
    for (const piece of text.split(/\{\{[^}]*\}\}|\n|<\/?\d+>/)) {
      const trimmed = piece.trim().replace(/[.:,;]$/, '');
      if (WORDS.test(trimmed) && trimmed.length >= 8 && !otherText.includes(trimmed)) {
        pieces.add(trimmed);
      }
    }
  }
  // Longest first, so a finding names the whole passage rather than a part of it.
  return [...pieces].sort((a, b) => b.length - a.length);
}

const PIECES = { de: englishPieces(de), sr: englishPieces(sr) };

/** The English passages of the app's texts found in a German or Serbian screen's text. */
export function englishIn(language: 'de' | 'sr', screenText: string): string[] {
  const found: string[] = [];
  for (const piece of PIECES[language]) {
    if (screenText.includes(piece) && !found.some((longer) => longer.includes(piece))) {
      found.push(piece);
    }
  }
  return found;
}
