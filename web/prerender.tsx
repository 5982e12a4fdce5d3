import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppShell } from './app/App';
import { brand } from './app/brand';
import { htmlLang, initI18nFor, type Language } from './app/i18n';

/** One prerendered landing page: what goes into index.html's #root and head (scripts/vite-prerender.ts). */
export interface PrerenderedLanding {
  brandId: string;
  title: string;
  htmlLang: string;
  /** The page's markup, as the browser's first render draws it (main.tsx hydrates it). */
  rootHtml: string;
  /** Emotion's style elements for that markup, which the browser's emotion cache takes up as already inserted. */
  styleTags: string;
}

/**
 * Issue 29: the landing page as a visitor's first render draws it (signed out, light theme, SI units, at /), rendered
 * at build time for this bundle's brand and `language`. Its first paint then needs the HTML, not the 240 kB of script
 * that draw it (2.4 s of a phone's Fast 3G); the script hydrates what is there.
 */
export async function renderLanding(language: Language): Promise<PrerenderedLanding> {
  await initI18nFor(language);
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const rootHtml = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <StaticRouter location="/">
          <AppShell />
        </StaticRouter>
      </CacheProvider>
    </StrictMode>,
  );
  return {
    brandId: brand.id,
    title: brand.softwareName,
    htmlLang: htmlLang(language),
    rootHtml,
    styleTags: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(rootHtml)),
  };
}
