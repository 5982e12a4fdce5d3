import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { BRANDS } from '../contracts/brands';
import { LANGUAGES } from '../contracts/users';
import { prerenderedLandingFile } from '../domain/landing';
import type * as Prerender from '../web/prerender';
import { preloadLikelyTexts, textsChunksOf } from './vite-early-texts';

/** Set on `<html>` by the start script below when the prerendered page is not the one this visitor's app will draw. */
const STALE_ATTRIBUTE = 'data-prerender-stale';

/**
 * Runs in the browser, in the prerendered page's head before its body is read: hides the prerendered page when this
 * visitor's app will draw another (signed in, dark theme, imperial units, or a language chosen here before that
 * differs from the browser's, which the server chose by), so it does not show for a moment before main.tsx replaces
 * it. main.tsx decides again with i18next's own answer. No imports, no TypeScript-only syntax: its text is the script.
 * The keys are web/app/storage.ts's STORAGE_KEYS and i18next's cache key, written out: importing storage.ts would
 * bring React into the build's configuration.
 */
export function markStalePrerender(attribute: string, languages: readonly string[]): void {
  try {
    const html = document.documentElement;
    const storage = window.localStorage;
    const stored = (storage.getItem('i18nextLng') ?? '').slice(0, 2).toLowerCase();
    const storedLanguage = languages.includes(stored) ? stored : null;
    if (
      storage.getItem('jwt') !== null ||
      storage.getItem('theme') === 'dark' ||
      storage.getItem('unitSystem') === 'ip' ||
      (storedLanguage !== null && storedLanguage !== html.dataset.prerendered)
    ) {
      html.setAttribute(attribute, '');
    }
  } catch {
    // Storage refused (a privacy mode): nothing stored can differ.
  }
}

/**
 * Runs in the browser: asks for the app (its entry module and the chunks it imports, as index.html would) once the
 * prerendered page has painted, so its 240 kB do not share a phone's line with the page and this script, which the
 * paint waits for; at once when the guard hid the page. A page that reports no paint (a tab opened in the background)
 * starts after a second.
 */
export function startAppAfterPaint(
  entry: string,
  preloads: string[],
  beforeStart: () => void,
  staleAttribute: string,
): void {
  let started = false;
  const start = () => {
    if (started) {
      return;
    }
    started = true;
    beforeStart();
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  };
  // A page the guard hid paints nothing worth waiting for.
  if (document.documentElement.hasAttribute(staleAttribute)) {
    start();
    return;
  }
  try {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) {
        start();
      }
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing: the timer below starts the app.
  }
  window.setTimeout(start, 1000);
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const EARLY_SCRIPT = /\s*<script async src="\/assets\/early-\w+\.js"><\/script>/;

/**
 * The prerendered pages' head script, from index.html as built: the guard and the start above (with the texts chunk
 * the early script would have asked for), and index.html without the tags the start replaces.
 */
export function startScriptOf(
  template: string,
  texts: Record<string, string>,
): { source: string; template: string } {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (entry === undefined || !EARLY_SCRIPT.test(template)) {
    throw new Error('prerender: index.html has no entry script or no early script');
  }
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const source =
    `(${markStalePrerender.toString()})(${JSON.stringify(STALE_ATTRIBUTE)}, ${JSON.stringify(LANGUAGES)});\n` +
    `(${startAppAfterPaint.toString()})(${JSON.stringify(entry)}, ${JSON.stringify(preloads)}, ` +
    `() => (${preloadLikelyTexts.toString()})(${JSON.stringify(texts)}), ${JSON.stringify(STALE_ATTRIBUTE)});\n`;
  return {
    source,
    template: template.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '').replace(EARLY_SCRIPT, ''),
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** index.html (less its scripts) with a prerendered page in it: language, title, styles, markup and start script. */
export function landingHtml(
  template: string,
  page: Prerender.PrerenderedLanding,
  language: string,
  startFile: string,
): string {
  const replaced = (text: string, from: string, to: string) => {
    if (!text.includes(from)) {
      throw new Error(`prerender: index.html has no ${from}`);
    }
    return text.replace(from, () => to);
  };
  let html = replaced(
    template,
    '<html lang="en">',
    `<html lang="${page.htmlLang}" data-prerendered="${language}">`,
  );
  html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`);
  html = replaced(
    html,
    '</head>',
    `  <script src="/${startFile}"></script>\n    <style>html[${STALE_ATTRIBUTE}] #root{visibility:hidden}</style>\n    ${page.styleTags}\n  </head>`,
  );
  return replaced(html, '<div id="root"></div>', `<div id="root">${page.rootHtml}</div>`);
}

/**
 * Issue 29: the landing page drawn by its script painted only once 240 kB of it had come (2.4 s on a phone's Fast 3G,
 * Lighthouse's first paint). This renders it at build time (web/prerender.tsx, built for Node beside the app) for
 * each brand and language into `landing/<brand>.<language>.html`, index.html with the page in it; the server sends
 * the one for the request's host and languages at `/`, and main.tsx hydrates it.
 */
export function prerenderLanding(): Plugin {
  let webRoot = '';
  return {
    name: 'airsizer-prerender-landing',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    configResolved(config) {
      webRoot = config.root;
    },
    async generateBundle(_options, bundle) {
      const template = bundle['index.html'];
      if (template?.type !== 'asset') {
        this.error('prerender: no index.html in the build');
      }
      const start = startScriptOf(String(template.source), textsChunksOf(bundle));
      const startFile = `assets/landing-start-${createHash('sha256').update(start.source).digest('hex').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName: startFile, source: start.source });

      // Inside the project, where Node finds the packages left outside the bundle.
      mkdirSync(resolve(webRoot, '../node_modules/.cache'), { recursive: true });
      const outDir = mkdtempSync(resolve(webRoot, '../node_modules/.cache/airsizer-prerender-'));
      try {
        await build({
          configFile: false,
          root: webRoot,
          logLevel: 'warn',
          plugins: [react()],
          // One file with the libraries in it: one copy of React and emotion, whose contexts the page's must share.
          // Not the country names' package, which requires its language files by name at run time.
          ssr: { noExternal: true, external: ['i18n-iso-countries'] },
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          build: {
            ssr: resolve(webRoot, 'prerender.tsx'),
            outDir,
            emptyOutDir: true,
            minify: false,
            rolldownOptions: { output: { codeSplitting: false, entryFileNames: 'prerender.mjs' } },
          },
        });
        const entry = pathToFileURL(join(outDir, 'prerender.mjs')).href;
        for (const brand of Object.values(BRANDS)) {
          // The page reads its brand from the host name; each import with its own query is a fresh copy of the app.
          (globalThis as { location?: { hostname: string } }).location = {
            hostname: brand.hostPrefix ?? 'localhost',
          };
          const app = (await import(`${entry}?brand=${brand.id}`)) as typeof Prerender;
          for (const language of LANGUAGES) {
            const page = await app.renderLanding(language);
            if (page.brandId !== brand.id) {
              this.error(`prerender: rendered ${page.brandId} for ${brand.id}`);
            }
            this.emitFile({
              type: 'asset',
              fileName: prerenderedLandingFile(brand.id, language),
              source: landingHtml(start.template, page, language, startFile),
            });
          }
        }
      } finally {
        delete (globalThis as { location?: unknown }).location;
        rmSync(outDir, { recursive: true, force: true });
      }
    },
  };
}
