import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next, useTranslation } from 'react-i18next';
import { configuratorDe } from './configurator.de';
import { configuratorEn } from './configurator.en';
import { configuratorSr } from './configurator.sr';
import { de } from './de';
import { documentsDe } from './documents.de';
import { documentsEn } from './documents.en';
import { documentsSr } from './documents.sr';
import { en } from './en';
import { messagesDe } from './messages.de';
import { messagesEn } from './messages.en';
import { messagesSr } from './messages.sr';
import { positionsDe } from './positions.de';
import { positionsEn } from './positions.en';
import { positionsSr } from './positions.sr';
import { sr } from './sr';

export const LANGUAGES = ['en', 'de', 'sr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The BCP 47 tag of each language for `<html lang>`: Serbian is written in Latin script here. */
const HTML_LANGS: Record<Language, string> = { en: 'en', de: 'de', sr: 'sr-Latn' };

/** Every language's whole text tree; a test checks that all have the same keys. */
export const RESOURCES: Record<Language, object> = {
  en: { ...en, ...messagesEn, ...configuratorEn, ...positionsEn, ...documentsEn },
  de: { ...de, ...messagesDe, ...configuratorDe, ...positionsDe, ...documentsDe },
  sr: { ...sr, ...messagesSr, ...configuratorSr, ...positionsSr, ...documentsSr },
};

/** Part 1: detected from local storage, then the browser, page, path and sub-domain; cached in local storage. */
export function initI18n(): typeof i18n {
  if (!i18n.isInitialized) {
    // The page's language follows the app's, for screen readers, hyphenation and the browser's own controls.
    i18n.on('languageChanged', () => {
      document.documentElement.lang = HTML_LANGS[currentLanguage()];
    });
    void i18n
      .use(LanguageDetector)
      .use(initReactI18next)
      .init({
        resources: Object.fromEntries(LANGUAGES.map((lng) => [lng, { translation: RESOURCES[lng] }])),
        supportedLngs: [...LANGUAGES],
        nonExplicitSupportedLngs: true,
        load: 'languageOnly',
        fallbackLng: 'en',
        interpolation: { escapeValue: false },
        detection: {
          order: ['localStorage', 'navigator', 'htmlTag', 'path', 'subdomain'],
          caches: ['localStorage'],
        },
      });
  }
  return i18n;
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
