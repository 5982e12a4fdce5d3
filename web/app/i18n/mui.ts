import { deDE as materialDe, enUS as materialEn, srRS as materialSr } from '@mui/material/locale';
import type { ChartsLocaleText } from '@mui/x-charts/locales';
import type { GridLocaleText } from '@mui/x-data-grid';
import { deDE as gridDe, enUS as gridEn } from '@mui/x-data-grid/locales';
import { srRSGrid } from './grid.sr';
import { currentLanguage, type Language } from './index';

/** The Intl locale of each language: British English keeps the spec's DD/MM/YYYY; Serbian in Latin script. */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE', sr: 'sr-Latn-RS' };

/** MUI X Charts 9 ships neither German nor Serbian: the texts a chart of ours can show. */
const CHARTS_TEXTS: Record<Language, Partial<ChartsLocaleText>> = {
  en: {},
  de: { loading: 'Daten werden geladen…', noData: 'Keine Daten vorhanden' },
  sr: { loading: 'Učitavanje podataka…', noData: 'Nema podataka za prikaz' },
};

const gridLocalization = (localeText: Partial<GridLocaleText>) => ({
  components: { MuiDataGrid: { defaultProps: { localeText } } },
});

const GRID_TEXTS: Record<Language, Partial<GridLocaleText>> = {
  en: gridEn.components.MuiDataGrid.defaultProps.localeText,
  de: gridDe.components.MuiDataGrid.defaultProps.localeText,
  sr: srRSGrid,
};

/**
 * A grid's own texts over the language's pack. A grid's `localeText` prop replaces the theme's whole pack rather than
 * merging with it, so a grid that words one text itself (its empty message) passes the pack along with it.
 */
export function gridLocaleText(
  overrides: Partial<GridLocaleText>,
  language = currentLanguage(),
): Partial<GridLocaleText> {
  return { ...GRID_TEXTS[language], ...overrides };
}

/** The theme arguments that put MUI's, the data grid's and the charts' own texts into `language`. */
export function muiLocales(language: Language): object[] {
  const material = { en: materialEn, de: materialDe, sr: materialSr }[language];
  const grid = language === 'sr' ? gridLocalization(srRSGrid) : language === 'de' ? gridDe : gridEn;
  const charts = {
    components: { MuiChartsLocalizationProvider: { defaultProps: { localeText: CHARTS_TEXTS[language] } } },
  };
  return [material, grid, charts];
}
