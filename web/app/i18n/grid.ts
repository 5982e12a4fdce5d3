import type { GridLocaleText } from '@mui/x-data-grid';
import { deDE as gridDe, enUS as gridEn } from '@mui/x-data-grid/locales';
import { srRSGrid } from './grid.sr';
import { currentLanguage, type Language } from './index';

/** The data grid's own texts (pagination, filter panel, column menu) per language. */
const GRID_TEXTS: Record<Language, Partial<GridLocaleText>> = {
  en: gridEn.components.MuiDataGrid.defaultProps.localeText,
  de: gridDe.components.MuiDataGrid.defaultProps.localeText,
  sr: srRSGrid,
};

/**
 * A grid's texts in the language: its pack, with the grid's own words over it (its empty message). Every grid passes
 * this as `localeText`; the theme does not carry the pack, so only screens with a grid load the grid (issue 19).
 */
export function gridLocaleText(
  overrides: Partial<GridLocaleText> = {},
  language = currentLanguage(),
): Partial<GridLocaleText> {
  return { ...GRID_TEXTS[language], ...overrides };
}
