import AccountCircle from '@mui/icons-material/AccountCircle';
import ArrowBack from '@mui/icons-material/ArrowBack';
import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';
import MenuIcon from '@mui/icons-material/Menu';
import {
  AppBar,
  Box,
  Button,
  Drawer,
  IconButton,
  Link,
  List,
  ListItemButton,
  ListItemText,
  Menu,
  MenuItem,
  Toolbar,
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { LanguageResponse, UnitSystemResponse } from '../../../contracts/users';
import { apiCall } from '../../api/client';
import { OPEN_LOGIN_STATE } from '../../features/accounts/login-state';
import { brand } from '../brand';
import type { Language } from '../i18n';
import { useSession } from '../session';
import { usePanelOpen } from '../storage';
import { useThemeMode } from '../theme';
import { currentUnitSystem, setUnitSystem } from '../units';
import { LanguagePicker } from './LanguagePicker';

const VISITOR_LINKS = [
  { key: 'aboutUs', href: brand.links.aboutUs },
  { key: 'blog', href: brand.links.blog },
  { key: 'contact', href: brand.links.contact },
  { key: 'serviceAndTools', href: brand.links.serviceAndTools },
] as const;

/** Internal paths route in the app; the brand's external pages open in a new tab. */
function linkProps(href: string) {
  return href.startsWith('/')
    ? { component: RouterLink, to: href }
    : { href, target: '_blank', rel: 'noopener noreferrer' };
}

/** Hidden below a breakpoint; written as a max-width query so that tests without media queries (jsdom) see it. */
const hiddenBelow = (breakpoint: 'sm' | 'md') => (theme: Theme) => ({
  [theme.breakpoints.down(breakpoint)]: { display: 'none' },
});

/**
 * The top navigation (docs/rules.md#shell). Below 900 px the visitor links move into the menu drawer, below 600 px
 * the language picker and the theme toggle too, and the user menu shows its icon only (the name heads the menu), so
 * nothing sits off-screen down to 320 px.
 */
export function TopNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { isLoggedIn, userName, role, logout } = useSession();
  const { mode, toggle } = useThemeMode();
  const [panel, setPanel] = usePanelOpen();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  // What CSS hides below a breakpoint is not rendered there either (issue 29: a phone's first screen built the
  // visitor links, the language picker and the toggles it then hid); unknown media queries (jsdom) render them. A
  // first render draws the browser's answer at once; hydrating the prerendered landing page, which has them all (CSS
  // hides them), it draws them too, then drops them.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));

  const go = (path: string) => {
    setMenuAnchor(null);
    void navigate(path);
  };
  const logOutAndLeave = async () => {
    setMenuAnchor(null);
    await logout();
    void navigate('/');
  };
  /** docs/rules.md#languages: when logged in, a change of language is also stored for the user (their mails come in
   * it). */
  const storeLanguage = (language: Language) => {
    void apiCall('PUT', `/users/language?lang=${language}`, LanguageResponse).catch(() => undefined);
  };

  /** Issue 30: SI or IP on every screen and document; stored for the user when logged in. */
  const units = currentUnitSystem();
  const otherUnits = units === 'si' ? 'ip' : 'si';
  const switchUnits = () => {
    setUnitSystem(otherUnits);
    if (isLoggedIn) {
      void apiCall('PUT', `/users/units?system=${otherUnits}`, UnitSystemResponse).catch(() => undefined);
    }
  };

  const languageAndTheme = (
    <>
      <LanguagePicker onChange={isLoggedIn ? storeLanguage : undefined} />
      <Tooltip title={t(`nav.units.${otherUnits}`)}>
        <Button
          color="inherit"
          onClick={switchUnits}
          data-testid="units-toggle"
          aria-label={t(`nav.units.${otherUnits}`)}
          sx={{ minWidth: 0, px: 1 }}
        >
          {units === 'si' ? 'SI' : 'IP'}
        </Button>
      </Tooltip>
      <Tooltip title={mode === 'light' ? t('nav.themeDark') : t('nav.themeLight')}>
        <IconButton
          color="inherit"
          onClick={toggle}
          data-testid="theme-toggle"
          aria-label={mode === 'light' ? t('nav.themeDark') : t('nav.themeLight')}
        >
          {mode === 'light' ? <DarkMode /> : <LightMode />}
        </IconButton>
      </Tooltip>
    </>
  );

  return (
    <AppBar position="sticky" color="primary" enableColorOnDark>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
        <IconButton
          color="inherit"
          aria-label={t('nav.openMenu')}
          onClick={() => setPanel('open')}
          data-testid="nav-menu"
          // Visitors need it below 900 px (their links), users below 600 px (language and theme).
          sx={{ display: { xs: 'inline-flex', sm: isLoggedIn ? 'none' : 'inline-flex', md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        {pathname !== '/' && (
          <Tooltip title={t('nav.back')}>
            <IconButton
              color="inherit"
              aria-label={t('nav.back')}
              onClick={() => void navigate(-1)}
              data-testid="back"
            >
              <ArrowBack />
            </IconButton>
          </Tooltip>
        )}
        <Link
          component={RouterLink}
          to="/"
          color="inherit"
          underline="none"
          data-testid="logo"
          sx={{ minWidth: 0, overflow: 'hidden' }}
        >
          <Typography variant="h6" component="span" noWrap sx={{ fontWeight: 700, letterSpacing: 0.5 }}>
            {brand.name}
          </Typography>
        </Link>
        <Box sx={{ flexGrow: 1, display: 'flex', gap: 1, ml: { xs: 0, sm: 2 } }}>
          {!isLoggedIn &&
            !narrow &&
            VISITOR_LINKS.map((link) => (
              <Button key={link.key} color="inherit" sx={hiddenBelow('md')} {...linkProps(link.href)}>
                {t(`nav.${link.key}`)}
              </Button>
            ))}
        </Box>
        {/* On a phone they are in the drawer only. */}
        {!phone && (
          <Box sx={[{ display: 'flex', alignItems: 'center', gap: 1 }, hiddenBelow('sm')]}>
            {languageAndTheme}
          </Box>
        )}
        {isLoggedIn ? (
          <>
            <Button
              color="inherit"
              startIcon={<AccountCircle />}
              aria-label={t('nav.userMenu')}
              onClick={(event) => setMenuAnchor(event.currentTarget)}
              data-testid="user-menu"
              sx={(theme) => ({
                flexShrink: 0,
                textTransform: 'none',
                [theme.breakpoints.down('sm')]: { minWidth: 0, '& .MuiButton-startIcon': { mr: 0 } },
              })}
            >
              <Box component="span" sx={hiddenBelow('sm')}>
                {userName}
              </Box>
            </Button>
            <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
              <MenuItem disabled divider sx={{ display: { sm: 'none' } }}>
                {userName}
              </MenuItem>
              <MenuItem onClick={() => go('/account')} data-testid="menu-account">
                {t('nav.account')}
              </MenuItem>
              <MenuItem onClick={() => go('/home')} data-testid="menu-dashboard">
                {t('nav.dashboard')}
              </MenuItem>
              <MenuItem onClick={() => go('/mollier_chart')} data-testid="menu-mollier">
                {t('nav.mollierChart')}
              </MenuItem>
              {role === 'admin' && (
                <MenuItem onClick={() => go('/adminPanel')} data-testid="menu-admin">
                  {t('nav.adminPanel')}
                </MenuItem>
              )}
              <MenuItem onClick={() => void logOutAndLeave()} data-testid="menu-logout">
                {t('nav.logout')}
              </MenuItem>
            </Menu>
          </>
        ) : (
          <Button
            color="inherit"
            variant="outlined"
            // docs/rules.md#shell: goes to /, or opens the login dialog when already there.
            onClick={() =>
              pathname === '/' ? void navigate('/', { state: OPEN_LOGIN_STATE, replace: true }) : go('/')
            }
            data-testid="login-button"
            sx={{ flexShrink: 0 }}
          >
            {t('nav.login')}
          </Button>
        )}
      </Toolbar>
      <Drawer open={panel === 'open'} onClose={() => setPanel('closed')}>
        <List sx={{ width: 240 }} data-testid="nav-drawer">
          {!isLoggedIn &&
            VISITOR_LINKS.map((link) => (
              <ListItemButton key={link.key} onClick={() => setPanel('closed')} {...linkProps(link.href)}>
                <ListItemText primary={t(`nav.${link.key}`)} />
              </ListItemButton>
            ))}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1 }}>{languageAndTheme}</Box>
        </List>
      </Drawer>
    </AppBar>
  );
}
