import { createHash } from 'node:crypto';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;

/** The language chunks of web/app/i18n (texts.en.ts, ...), by language. */
const TEXTS_MODULE = /[\\/]web[\\/]app[\\/]i18n[\\/]texts\.(\w+)\.ts$/;

/**
 * Runs in the browser, as its own small script: asks for the texts chunk of the language i18next will most likely
 * choose (web/app/i18n/index.ts: the one a former visit stored, else the browser's first of ours, else English), so
 * it arrives beside the app's chunks, not after them. Only a guess: i18next decides, and a wrong guess costs one
 * fetch. No imports, no TypeScript-only syntax: its text is the script.
 */
export function preloadLikelyTexts(chunks: Record<string, string>): void {
  try {
    const candidates = [window.localStorage.getItem('i18nextLng') ?? '', ...navigator.languages];
    const language =
      candidates.map((tag) => tag.slice(0, 2).toLowerCase()).find((code) => code in chunks) ?? 'en';
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = chunks[language]!;
    document.head.appendChild(link);
  } catch {
    // Storage refused (a privacy mode): the app fetches its texts itself.
  }
}

/**
 * Runs in the browser after the texts are asked for: makes a number and a date formatter, so the page's first figure
 * does not pay for setting up the browser's Intl data (the first formatter of a page took 27 ms here, 0.11 s at a
 * phone's 4x slower CPU, as one blocked stretch in the dashboard's first render). Whatever the language: the set-up
 * is the browser's, shared by every locale after it. The script runs while the app's chunks are still coming.
 */
export function warmIntl(): void {
  try {
    new Intl.NumberFormat().format(1234.5);
    new Intl.DateTimeFormat().format(0);
  } catch {
    // No Intl: the app's own formatting says so where it matters.
  }
}

/** The early script's text: its functions with the built chunks' names. */
export function earlyScriptSource(chunks: Record<string, string>): string {
  return `(${preloadLikelyTexts.toString()})(${JSON.stringify(chunks)});\n(${warmIntl.toString()})();\n`;
}

/** The built texts chunk of each language, by language ('en' -> '/assets/texts.en-<hash>.js'). */
export function textsChunksOf(bundle: OutputBundle): Record<string, string> {
  const chunks: Record<string, string> = {};
  for (const output of Object.values(bundle)) {
    const language =
      output.type === 'chunk' ? TEXTS_MODULE.exec(output.facadeModuleId ?? '')?.[1] : undefined;
    if (language) {
      chunks[language] = `/${output.fileName}`;
    }
  }
  return chunks;
}

/**
 * Issue 29: the first render waits for the language's texts, which the app could ask for only once all its chunks had
 * come and run (one more round trip before the first paint on a phone). This writes `assets/early-<hash>.js`, the
 * functions above with the built chunks' names, and loads it `async` from index.html (the policy allows only scripts
 * of our own origin, so not inline).
 */
export function earlyTexts(): Plugin {
  return {
    name: 'airsizer-early-texts',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = textsChunksOf(bundle);
      const html = bundle['index.html'];
      if (!chunks.en || html?.type !== 'asset') {
        this.error('early texts: no English texts chunk or no index.html in the build');
      }
      const source = earlyScriptSource(chunks);
      const fileName = `assets/early-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      html.source = String(html.source).replace(
        '</title>',
        `</title>\n    <script async src="/${fileName}"></script>`,
      );
    },
  };
}
