import { Navigate, Route, Routes } from 'react-router';
import { AccountPage } from '../features/accounts/AccountPage';
import { ADMIN_PANEL_PATH, AdminPanelPage } from '../features/admin/AdminPanelPage';
import { ConfiguratorPage } from '../features/configurator/ConfiguratorPage';
import { CheckEmailPage } from '../features/accounts/CheckEmailPage';
import { EmailConfirmationPage } from '../features/accounts/EmailConfirmationPage';
import { LoginPage } from '../features/accounts/LoginPage';
import { PasswordResetPage } from '../features/accounts/PasswordResetPage';
import { RegisterPage } from '../features/accounts/RegisterPage';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { DocumentationPage } from '../features/documents/DocumentationPage';
import { TechnicalCardPage } from '../features/documents/TechnicalCardPage';
import { AboutPage } from '../features/legal/AboutPage';
import { MollierPage } from '../features/mollier/MollierPage';
import { PrivacyPolicyPage } from '../features/legal/PrivacyPolicyPage';
import { ProjectFormPage } from '../features/projects/ProjectFormPage';
import { ProjectItemPage } from '../features/projects/ProjectItemPage';
import { AhuTypePage } from '../features/landing/AhuTypePage';
import { LandingPage } from '../features/landing/LandingPage';
import { ChooseUnitPage } from '../features/pool/ChooseUnitPage';
import { PoolCalculatorPage } from '../features/pool/PoolCalculatorPage';
import { PoolPositionPage } from '../features/pool/PoolPositionPage';
import { RevisionPage } from '../features/positions/RevisionPage';
import { MonitoringRedirect } from '../features/placeholders/MonitoringRedirect';
import { ScreenHeading } from '../features/placeholders/ScreenHeading';
import { NotFoundPage } from '../features/placeholders/NotFoundPage';
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
 * The route table of part 1 section 2, split by login state. Readings taken: the AHU type page, the about page and
 * the privacy policy are reachable in both states (the logged-out landing links to the first, the footer and
 * cookie notice to the others); an unknown path shows a not-found page (issue 18); /checkemail is open to both (a
 * logged-in user's password-change mail leads there). /login shows the login screen to visitors, since the
 * expired-session flow sends logged-out users there (part 1 lists it among the logged-in routes only).
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
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        {/* A visitor at a screen that needs a login goes to /, where the login dialog opens. */}
        {MEMBER_PATHS.map((path) => (
          <Route key={path} path={path} element={<Navigate to="/" replace />} />
        ))}
        {both}
      </Routes>
    );
  }
  return (
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
  );
}
