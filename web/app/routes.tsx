import { Box, CircularProgress } from '@mui/material';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ADMIN_PANEL_PATH } from '../features/admin/paths';
// The landing page is most visitors' first screen: part of the first load, not a chunk fetched after it (issue 29).
import { LandingPage } from '../features/landing/LandingPage';
import { useSession } from './session';

/** The logged-in screens' paths (below): a visitor who opens one is sent to / rather than told it does not exist. */
const MEMBER_PATHS = [
  '/home',
  '/dashboard',
  '/create-project/*',
  '/project-item',
  '/project-item-revision',
  '/project-item-documentation',
  '/edit',
  '/account',
  '/mollier_chart',
  '/technicalCard',
  '/hydra/*',
  '/newTech',
  '/adminPanel',
  '/monitoring-system',
];

/**
 * A screen's chunk as React.lazy loads it, which a page load can also ask for before the first render (`preload`):
 * then the first render draws the screen itself rather than a spinner that it replaces at once (issue 29: on a phone
 * the dashboard's first paint was that spinner, and its whole render came after it as one long blocked stretch).
 */
function lazyScreen<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Screen(props: Props) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded screen later would remount it.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Screen, { preload });
}

/**
 * Every screen but the landing page is its own chunk, loaded when its route is first shown (issue 19: the landing
 * page loaded all of them, the data grid, charts and map among them, as one 2 MB file).
 */
const AccountPage = lazy(() =>
  import('../features/accounts/AccountPage').then((m) => ({ default: m.AccountPage })),
);
const AdminPanelPage = lazy(() =>
  import('../features/admin/AdminPanelPage').then((m) => ({ default: m.AdminPanelPage })),
);
const ConfiguratorPage = lazy(() =>
  import('../features/configurator/ConfiguratorPage').then((m) => ({ default: m.ConfiguratorPage })),
);
const CheckEmailPage = lazy(() =>
  import('../features/accounts/CheckEmailPage').then((m) => ({ default: m.CheckEmailPage })),
);
const EmailConfirmationPage = lazy(() =>
  import('../features/accounts/EmailConfirmationPage').then((m) => ({ default: m.EmailConfirmationPage })),
);
const LoginPage = lazy(() =>
  import('../features/accounts/LoginPage').then((m) => ({ default: m.LoginPage })),
);
const PasswordResetPage = lazy(() =>
  import('../features/accounts/PasswordResetPage').then((m) => ({ default: m.PasswordResetPage })),
);
const RegisterPage = lazy(() =>
  import('../features/accounts/RegisterPage').then((m) => ({ default: m.RegisterPage })),
);
const dashboardModule = () => import('../features/dashboard/DashboardPage');
const DashboardPage = lazyScreen(() => dashboardModule().then((m) => m.DashboardPage));
const DocumentationPage = lazy(() =>
  import('../features/documents/DocumentationPage').then((m) => ({ default: m.DocumentationPage })),
);
const TechnicalCardPage = lazy(() =>
  import('../features/documents/TechnicalCardPage').then((m) => ({ default: m.TechnicalCardPage })),
);
const AboutPage = lazy(() => import('../features/legal/AboutPage').then((m) => ({ default: m.AboutPage })));
const MollierPage = lazy(() =>
  import('../features/mollier/MollierPage').then((m) => ({ default: m.MollierPage })),
);
const PrivacyPolicyPage = lazy(() =>
  import('../features/legal/PrivacyPolicyPage').then((m) => ({ default: m.PrivacyPolicyPage })),
);
const ProjectFormPage = lazy(() =>
  import('../features/projects/ProjectFormPage').then((m) => ({ default: m.ProjectFormPage })),
);
const ProjectItemPage = lazyScreen(() =>
  import('../features/projects/ProjectItemPage').then((m) => m.ProjectItemPage),
);
const AhuTypePage = lazy(() =>
  import('../features/landing/AhuTypePage').then((m) => ({ default: m.AhuTypePage })),
);
/** Loaded after the landing is painted: the dialog opens 100 ms after arrival, the login form and captcha with it. */
const LoginDialog = lazy(() =>
  import('../features/accounts/LoginDialog').then((m) => ({ default: m.LoginDialog })),
);
const ChooseUnitPage = lazy(() =>
  import('../features/pool/ChooseUnitPage').then((m) => ({ default: m.ChooseUnitPage })),
);
const PoolCalculatorPage = lazy(() =>
  import('../features/pool/PoolCalculatorPage').then((m) => ({ default: m.PoolCalculatorPage })),
);
const PoolPositionPage = lazy(() =>
  import('../features/pool/PoolPositionPage').then((m) => ({ default: m.PoolPositionPage })),
);
const RevisionPage = lazyScreen(() =>
  import('../features/positions/RevisionPage').then((m) => m.RevisionPage),
);

/**
 * The member screens a page load most often opens (a bookmark, a reload), by path: main.tsx loads one first, and
 * where the screen's data does not depend on the address's state (the dashboard's does not), asks for it too.
 */
// The first render waits for the chunk, not the data: it draws the dashboard's frame while the answers come.
const firstDashboard = (queryClient: QueryClient) =>
  DashboardPage.preload().then(() => dashboardModule().then((m) => m.startDashboardQueries(queryClient)));
const FIRST_SCREENS: Record<string, (queryClient: QueryClient) => Promise<unknown>> = {
  '/home': firstDashboard,
  '/dashboard': firstDashboard,
  '/project-item': () => ProjectItemPage.preload(),
  '/project-item-revision': () => RevisionPage.preload(),
};

/** The chunk of the screen `pathname` opens for a signed-in user, if it is one of the usual first ones. */
export function preloadFirstScreen(pathname: string, queryClient: QueryClient): Promise<unknown> {
  return FIRST_SCREENS[pathname]?.(queryClient) ?? Promise.resolve();
}
const MonitoringRedirect = lazy(() =>
  import('../features/placeholders/MonitoringRedirect').then((m) => ({ default: m.MonitoringRedirect })),
);
const NotFoundPage = lazy(() =>
  import('../features/placeholders/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);
const ScreenHeading = lazy(() =>
  import('../features/placeholders/ScreenHeading').then((m) => ({ default: m.ScreenHeading })),
);

/**
 * The route table (docs/rules.md#routes), split by login state. Readings taken: the AHU type page, the about page and
 * the privacy policy are reachable in both states (the logged-out landing links to the first, the footer and
 * cookie notice to the others); an unknown path shows a not-found page (issue 18); /checkemail is open to both (a
 * logged-in user's password-change mail leads there). /login shows the login screen to visitors, since the
 * expired-session flow sends logged-out users there (the original lists it among the logged-in routes only).
 */
export function AppRoutes() {
  const { isLoggedIn, role } = useSession();
  const both = (
    <>
      <Route path="/ahu-type/:ahuType" element={<AhuTypePage />} />
      <Route path="/email/confirmation" element={<EmailConfirmationPage />} />
      <Route path="/email/confirmation/:id" element={<EmailConfirmationPage />} />
      <Route path="/email/confirmation/:id/:token" element={<EmailConfirmationPage />} />
      <Route path="/password-reset/reset/:id/:token" element={<PasswordResetPage kind="change" />} />
      <Route path="/forgot-password/reset/:id/:token" element={<PasswordResetPage kind="forgot" />} />
      <Route path="/about" element={<AboutPage />} />
      <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
      <Route path="/checkemail" element={<CheckEmailPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </>
  );
  if (!isLoggedIn) {
    return (
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path="/" element={<LandingPage loginDialog={<LoginDialog />} />} />
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
          {/* A visitor at a screen that needs a login goes to /, where the login dialog opens. */}
          {MEMBER_PATHS.map((path) => (
            <Route key={path} path={path} element={<Navigate to="/" replace />} />
          ))}
          {both}
        </Routes>
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        {/* A logged-in user who reaches the login screen goes to / with history replaced. */}
        <Route path="/login" element={<Navigate to="/" replace />} />
        <Route path="/home" element={<DashboardPage />} />
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="/create-project" element={<ProjectFormPage key="create" mode="create" />} />
        <Route path="/create-project/configurator" element={<ConfiguratorPage />} />
        <Route path="/create-project/choose-unit" element={<ChooseUnitPage />} />
        <Route path="/project-item" element={<ProjectItemPage />} />
        <Route path="/project-item-revision" element={<RevisionPage />} />
        <Route path="/project-item-documentation" element={<DocumentationPage />} />
        <Route path="/edit" element={<ProjectFormPage key="edit" mode="edit" />} />
        <Route path="/account" element={<AccountPage />} />
        <Route path="/mollier_chart" element={<MollierPage />} />
        <Route path="/technicalCard" element={<TechnicalCardPage />} />
        <Route path="/hydra" element={<PoolCalculatorPage />} />
        <Route path="/hydra/project-item" element={<PoolPositionPage />} />
        <Route path="/newTech" element={<ScreenHeading screen="newTech" />} />
        {/* Issue 10: administrators only; anyone else who types the address goes to /. */}
        <Route
          path={ADMIN_PANEL_PATH}
          element={role === 'admin' ? <AdminPanelPage /> : <Navigate to="/" replace />}
        />
        <Route path="/monitoring-system" element={<MonitoringRedirect />} />
        {both}
      </Routes>
    </Suspense>
  );
}

/** What shows while a screen's chunk loads (usually a few milliseconds from the cache). */
function PageLoading() {
  // A screen's height: the footer stays below it rather than jumping down when the screen comes (issue 29).
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8, minHeight: '100vh' }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}
