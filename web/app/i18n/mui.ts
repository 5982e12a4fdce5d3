import type { ChartsLocaleText } from '@mui/x-charts/locales';
import type { Language } from './index';

/** The Intl locale of each language: British English keeps the spec's DD/MM/YYYY; Serbian in Latin script. */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE', sr: 'sr-Latn-RS' };

/** MUI X Charts 9 ships neither German nor Serbian: the texts a chart of ours can show. */
const CHARTS_TEXTS: Record<Language, Partial<ChartsLocaleText>> = {
  en: {},
  de: { loading: 'Daten werden geladen…', noData: 'Keine Daten vorhanden' },
  sr: { loading: 'Učitavanje podataka…', noData: 'Nema podataka za prikaz' },
};

/**
 * MUI's own texts in German and Serbian, each loaded with the language's texts (index.ts); English is MUI's default.
 * Not part of the first load: a locale's module formats numbers as it loads, and a browser's first Intl call costs a
 * phone 0.1-0.2 s that the landing page does not otherwise spend (issue 29).
 */
const materialLocales: Partial<Record<Language, object>> = {};

export async function loadMaterialLocale(language: Language): Promise<void> {
  if (language === 'de') {
    materialLocales.de = (await import('./mui.de')).materialLocale;
  } else if (language === 'sr') {
    materialLocales.sr = (await import('./mui.sr')).materialLocale;
  }
}

/**
 * The theme arguments that put MUI's and the charts' own texts into `language`. The data grid's texts are not here:
 * each grid passes them (grid.ts), so the landing page does not load the grid for its texts (issue 19).
 */
export function muiLocales(language: Language): object[] {
  const material = materialLocales[language] ?? {};
  const charts = {
    components: { MuiChartsLocalizationProvider: { defaultProps: { localeText: CHARTS_TEXTS[language] } } },
  };
  return [material, charts];
}
