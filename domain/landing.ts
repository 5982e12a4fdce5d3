import { type BrandId } from '../contracts/brands';
import { LANGUAGES } from '../contracts/users';

export type PageLanguage = (typeof LANGUAGES)[number];

/**
 * Issue 29: the landing page prerendered at build time, one file per brand and language in the built web app
 * (scripts/vite-prerender.ts writes them, the server sends one for `/`).
 */
export function prerenderedLandingFile(brandId: BrandId, language: PageLanguage): string {
  return `landing/${brandId}.${language}.html`;
}

/**
 * The language the web app will choose for a first visit, read from the request's Accept-Language: i18next takes the
 * browser's languages in order (navigator.languages, which Accept-Language mirrors) and the first of ours by its
 * primary subtag ('de-AT' is German), else English (web/app/i18n).
 */
export function languageOfAcceptLanguage(header: string | undefined): PageLanguage {
  const ranked = (header ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params
        .map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1])
        .find((value) => value !== undefined);
      return { code: tag.trim().slice(0, 2).toLowerCase(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.code).find(isPageLanguage) ?? 'en';
}

function isPageLanguage(code: string): code is PageLanguage {
  return (LANGUAGES as readonly string[]).includes(code);
}
