import i18n, { type BackendModule, type InitOptions } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next, useTranslation } from 'react-i18next';
import { loadMaterialLocale } from './mui';

export const LANGUAGES = ['en', 'de', 'sr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The BCP 47 tag of each language for `<html lang>`: Serbian is written in Latin script here. */
const HTML_LANGS: Record<Language, string> = { en: 'en', de: 'de', sr: 'sr-Latn' };

/**
 * Every language's whole text tree, each a chunk of its own loaded when the language is first shown (issue 19: the
 * three made a third of the landing page's script). A test checks that all have the same keys.
 */
export const loadTexts: Record<Language, () => Promise<object>> = {
  en: () => import('./texts.en').then((m) => m.texts),
  de: () => import('./texts.de').then((m) => m.texts),
  sr: () => import('./texts.sr').then((m) => m.texts),
};

const isLanguage = (code: string): code is Language => (LANGUAGES as readonly string[]).includes(code);

/** i18next's loader of a language's texts (one namespace, `translation`). */
const textsBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, callback) => {
    if (!isLanguage(language)) {
      callback(new Error(`no texts for ${language}`), false);
      return;
    }
    // MUI's own texts come with ours, so the theme has them when the language shows.
    Promise.all([loadTexts[language](), loadMaterialLocale(language)]).then(
      ([texts]) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** i18next's options shared by the browser (initI18n) and the prerendered landing page (initI18nFor). */
const OPTIONS = {
  supportedLngs: [...LANGUAGES],
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  // English only for a language we do not have: ours have the same keys (a test checks), so showing German
  // needs no English texts loaded behind it.
  fallbackLng: { ...Object.fromEntries(LANGUAGES.map((lng) => [lng, []])), default: ['en'] },
  interpolation: { escapeValue: false },
  // A change of units (app/units.ts) re-renders what a change of language does.
  react: { bindI18n: 'languageChanged unitsChanged' },
} satisfies InitOptions;

/**
 * docs/rules.md#languages: detected from local storage, then the browser, page, path and sub-domain; cached in local storage. Resolves
 * when the language's texts are loaded (render after it, or the first paint shows keys).
 */
export function initI18n(): Promise<unknown> {
  if (i18n.isInitialized) {
    return Promise.resolve();
  }
  // The page's language follows the app's, for screen readers, hyphenation and the browser's own controls.
  i18n.on('languageChanged', () => {
    document.documentElement.lang = HTML_LANGS[currentLanguage()];
  });
  return i18n
    .use(textsBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      ...OPTIONS,
      detection: {
        order: ['localStorage', 'navigator', 'htmlTag', 'path', 'subdomain'],
        caches: ['localStorage'],
      },
    });
}

/** Prerendering the landing page at build time (web/prerender.tsx): `language`'s texts, no detection, no browser. */
export async function initI18nFor(language: Language): Promise<void> {
  const [texts] = await Promise.all([loadTexts[language](), loadMaterialLocale(language)]);
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({ ...OPTIONS, lng: language, resources: {} });
  }
  i18n.addResourceBundle(language, 'translation', texts);
  await i18n.changeLanguage(language);
}

/** The `<html lang>` of a language. */
export function htmlLang(language: Language): string {
  return HTML_LANGS[language];
}

/** The current language as one of ours ('de-AT' reads as 'de'). */
export function currentLanguage(): Language {
  const lng = (i18n.resolvedLanguage ?? i18n.language ?? 'en').slice(0, 2);
  return (LANGUAGES as readonly string[]).includes(lng) ? (lng as Language) : 'en';
}

/** The current language, re-rendering the caller when it changes. */
export function useLanguage(): Language {
  useTranslation();
  return currentLanguage();
}
