import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { brand } from './brand';
import { useLanguage } from './i18n';
import { muiLocales } from './i18n/mui';
import { STORAGE_KEYS, useStoredState } from './storage';

export type ThemeMode = 'light' | 'dark';

const ThemeModeContext = createContext<{ mode: ThemeMode; toggle: () => void }>({
  mode: 'light',
  toggle: () => {},
});

export const useThemeMode = () => useContext(ThemeModeContext);

/** The brand's light or dark theme; the choice is kept in local storage. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useStoredState<ThemeMode>(STORAGE_KEYS.theme, 'light', (raw) =>
    raw === 'light' || raw === 'dark' ? raw : null,
  );
  const language = useLanguage();
  const theme = useMemo(() => {
    const palette = brand.theme[mode];
    // MUI's, the data grid's and the charts' own texts (pagination, filter panel, column menu) in the app's language.
    return createTheme(
      {
        palette: {
          mode,
          // WCAG AA: text on a coloured surface (top bar, contained buttons) takes white only where it reaches 4.5:1.
          contrastThreshold: 4.5,
          primary: { main: palette.primary },
          secondary: { main: palette.secondary },
          background: { default: palette.background, paper: palette.paper },
        },
        shape: { borderRadius: 8 },
        // Issue 31: a German compound longer than a phone's line ('Schwimmbadentfeuchtung' in an h4) breaks rather
        // than widening the page; headings a step smaller below 600 px.
        typography: {
          h4: { fontSize: 'clamp(1.5rem, 1.1rem + 1.5vw, 2.125rem)' },
        },
        components: {
          MuiCssBaseline: { styleOverrides: { body: { overflowWrap: 'break-word' } } },
        },
        // docs/rules.md#formats: the mobile breakpoint is 600 px, MUI's `sm`.
        breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
      },
      ...muiLocales(language),
    );
  }, [mode, language]);
  const value = useMemo(
    () => ({ mode, toggle: () => setMode(mode === 'light' ? 'dark' : 'light') }),
    [mode, setMode],
  );
  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </ThemeModeContext.Provider>
  );
}
