import { deDE as materialDe, enUS as materialEn, srRS as materialSr } from '@mui/material/locale';
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
 * The theme arguments that put MUI's and the charts' own texts into `language`. The data grid's texts are not here:
 * each grid passes them (grid.ts), so the landing page does not load the grid for its texts (issue 19).
 */
export function muiLocales(language: Language): object[] {
  const material = { en: materialEn, de: materialDe, sr: materialSr }[language];
  const charts = {
    components: { MuiChartsLocalizationProvider: { defaultProps: { localeText: CHARTS_TEXTS[language] } } },
  };
  return [material, charts];
}
