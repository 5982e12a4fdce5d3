import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRAND_IDS, BRANDS } from '../contracts/brands';
import { LANGUAGES } from '../contracts/users';
import { prerenderedLandingFile } from '../domain/landing';

/**
 * The built web app's chunks import each other without a cycle. Two vendor chunks that imported each other once
 * made every grid screen fail in the browser ("z is not a function": a chunk ran before the one it needs); a cycle is
 * cheaper to name here than to find from a failed journey. (The e2e set-up builds dist/web when it is missing.)
 */
const ASSETS = 'dist/web/assets';

/** Each chunk's static imports of other chunks, read from the minified `from"./x.js"` clauses. */
function staticImports(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of readdirSync(ASSETS).filter((name) => name.endsWith('.js'))) {
    const text = readFileSync(join(ASSETS, file), 'utf8');
    graph.set(
      file,
      [...text.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)].map((match) => match[1]!),
    );
  }
  return graph;
}

/** The first cycle found by a depth-first walk, as the chunks along it; none: []. */
function firstCycle(graph: Map<string, string[]>): string[] {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (chunk: string): string[] => {
    if (path.includes(chunk)) {
      return [...path.slice(path.indexOf(chunk)), chunk];
    }
    if (done.has(chunk)) {
      return [];
    }
    path.push(chunk);
    for (const next of graph.get(chunk) ?? []) {
      const cycle = visit(next);
      if (cycle.length > 0) {
        return cycle;
      }
    }
    path.pop();
    done.add(chunk);
    return [];
  };
  for (const chunk of graph.keys()) {
    const cycle = visit(chunk);
    if (cycle.length > 0) {
      return cycle;
    }
  }
  return [];
}

describe('the built web app', () => {
  it('has chunks whose static imports form no cycle', () => {
    const graph = staticImports();
    expect(graph.size).toBeGreaterThan(10);
    expect(firstCycle(graph)).toEqual([]);
  });

  it('finds a cycle when there is one (the check bites)', () => {
    const graph = new Map([
      ['a.js', ['b.js']],
      ['b.js', ['c.js']],
      ['c.js', ['a.js']],
    ]);
    expect(firstCycle(graph)).toEqual(['a.js', 'b.js', 'c.js', 'a.js']);
  });

  it("loads the early texts script from index.html, naming each language's built texts chunk (issue 29)", () => {
    const html = readFileSync('dist/web/index.html', 'utf8');
    const early = /<script async src="\/(assets\/early-\w+\.js)"><\/script>/.exec(html)?.[1];
    expect(early).toBeDefined();
    const script = readFileSync(join('dist/web', early!), 'utf8');
    for (const language of ['en', 'de', 'sr']) {
      const chunk = new RegExp(`"${language}":"/(assets/texts\\.${language}-[\\w-]+\\.js)"`).exec(
        script,
      )?.[1];
      expect(readdirSync(ASSETS)).toContain(chunk?.slice('assets/'.length));
    }
  });

  it('holds the landing page prerendered for each brand and language, started by a script after its paint (issue 29)', () => {
    const shell = readFileSync('dist/web/index.html', 'utf8');
    const entry = /<script type="module" crossorigin src="([^"]+)">/.exec(shell)?.[1];
    const preloads = [...shell.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (m) => m[1],
    );
    expect(entry).toBeDefined();
    for (const brand of BRAND_IDS) {
      for (const language of LANGUAGES) {
        const html = readFileSync(join('dist/web', prerenderedLandingFile(brand, language)), 'utf8');
        expect(html).toContain(`data-prerendered="${language}"`);
        expect(html).toContain(`<title>${BRANDS[brand].softwareName}</title>`);
        // The markup, the emotion styles the browser's cache takes up, and no script the paint would wait for but one.
        // (React puts a preload of the language's flag image first where the flag is a file, not inline.)
        expect(html).toMatch(
          /<div id="root">(?:<link rel="preload" as="image" [^>]+>)?<div class="MuiBox-root css-\w+">/,
        );
        expect(html).toMatch(/<style data-emotion="css [\w ]+">/);
        expect(html).not.toContain('type="module"');
        expect(html).not.toContain('modulepreload');
        const start = /<script src="\/(assets\/landing-start-\w+\.js)"><\/script>/.exec(html)?.[1];
        const script = readFileSync(join('dist/web', start!), 'utf8');
        for (const file of [entry!, ...preloads]) {
          expect(script).toContain(`"${file}"`);
        }
      }
    }
  });
});
