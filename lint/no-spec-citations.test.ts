import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The rules the code follows live in the repository (docs/rules.md), so a comment, a test title or a message names
 * its rule by anchor (`docs/rules.md#wizard-step-1`), never by a part or section of a specification the repository
 * does not hold ("part 2 section 5", "the seeds"). docs/ itself may speak of the original product's documents.
 */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', 'data', 'outbox', 'coverage', 'docs', '.git']);
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|sql|md|html|css|ya?ml|conf|sh)$/;
const THIS_FILE = relative(ROOT, fileURLToPath(import.meta.url));

/** A citation of the specification: "part 2", "part 1, section 5", "the seeds", "seeds'", "spec part". A standard's
 * own part (VDI 2089 part 1, EN 13053 part 2, Annex I part 2) is a published source, not the specification. */
const CITATIONS: { name: string; pattern: RegExp }[] = [
  {
    name: 'part N',
    pattern: /(?<!(?:VDI|EN|ISO|IEC|ASHRAE) \d[\d-]* |Annex [IVX]+ )\bparts? [1-5]\b(?!\d)/i,
  },
  { name: 'section N of a part', pattern: /\bpart [1-5],? sections?\b/i },
  { name: 'the seeds', pattern: /\bthe seeds\b|\bseeds['’]|\ba seeds\b/i },
  { name: 'spec part', pattern: /\bspec(?:ification)? (?:part|section|README)\b/i },
];

function sourceFiles(directory: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRECTORIES.has(entry.name) && !(directory === ROOT && entry.name.startsWith('.'))) {
        files.push(...sourceFiles(join(directory, entry.name)));
      }
    } else if (TEXT_FILE.test(entry.name)) {
      files.push(join(directory, entry.name));
    }
  }
  return files;
}

/** The anchors of a Markdown page: explicit `<a id="...">` and GitHub's heading slugs. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const match of markdown.matchAll(/<a id="([^"]+)"><\/a>/g)) {
    anchors.add(match[1] as string);
  }
  for (const match of markdown.matchAll(/^#{1,6} (.+)$/gm)) {
    const text = (match[1] as string).replace(/<a id="[^"]+"><\/a>/g, '');
    anchors.add(
      text
        .trim()
        .toLowerCase()
        .replace(/[^\w\- ]/g, '')
        .replace(/ /g, '-'),
    );
  }
  return anchors;
}

const files = sourceFiles(ROOT)
  .map((path) => relative(ROOT, path))
  .filter((path) => path !== THIS_FILE);

describe('no source file cites the specification (docs/rules.md holds its rules)', () => {
  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files).toContain('contracts/positions.ts');
  });

  it('has no "part N section M", "the seeds" or "spec part" outside docs/', () => {
    const citations: string[] = [];
    for (const file of files) {
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          for (const { name, pattern } of CITATIONS) {
            if (pattern.test(line)) {
              citations.push(`${file}:${index + 1} (${name}): ${line.trim()}`);
            }
          }
        });
    }
    expect(citations).toEqual([]);
  });

  it('names only anchors docs/rules.md has', () => {
    const anchors = anchorsOf(readFileSync(join(ROOT, 'docs', 'rules.md'), 'utf8'));
    const unknown: string[] = [];
    for (const file of files) {
      for (const match of readFileSync(join(ROOT, file), 'utf8').matchAll(/docs\/rules\.md#([\w-]+)/g)) {
        if (!anchors.has(match[1] as string)) {
          unknown.push(`${file}: #${match[1]}`);
        }
      }
    }
    expect(unknown).toEqual([]);
  });

  it('catches a citation and lets a standard part through', () => {
    const cites = (line: string) => CITATIONS.some(({ pattern }) => pattern.test(line));
    expect(cites('// the wizard rules of part 2 section 5')).toBe(true);
    expect(cites('/** Part 1, section 5: tax id and postcode accept numbers only. */')).toBe(true);
    expect(cites("the seeds' message and the reason")).toBe(true);
    expect(cites('the defaults of part 3 give 1500 m3/h')).toBe(true);
    expect(cites('after VDI 2089 part 1 (2010)')).toBe(false);
    expect(cites('EU 1253/2014 Annex I part 2')).toBe(false);
    expect(cites('// docs/rules.md#wizard-step-5')).toBe(false);
    expect(anchorsOf('## Positions and the wizard\n\n### <a id="wizard-step-1"></a>Step 1')).toEqual(
      new Set(['positions-and-the-wizard', 'wizard-step-1', 'step-1']),
    );
  });
});
