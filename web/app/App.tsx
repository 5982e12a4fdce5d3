import { Box } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { ZodError } from 'zod';
import { AfterFirstPaint } from '../components/AfterFirstPaint';
import { ErrorBoundary } from './ErrorBoundary';
import { CookieNotice } from './layout/CookieNotice';
import { Footer } from './layout/Footer';
import { TopNav } from './layout/TopNav';
import { NotificationProvider } from './notifications';
import { AppRoutes } from './routes';
import { SessionProvider } from './session';
import { AppThemeProvider } from './theme';

/** The app's query cache: a page load makes one before rendering, so a first screen can ask for its data early. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    // An answer that breaks its contract is a fault of ours, not a state to render: the failure boundary shows.
    defaultOptions: { queries: { retry: 1, throwOnError: (error) => error instanceof ZodError } },
  });
}

/** The providers every screen runs inside; tests mount screens in the same shell. */
/** `autoHideNotifications` false: the bars stay until clicked (component tests; see NotificationProvider). */
export function AppProviders({
  children,
  autoHideNotifications = true,
  queryClient: given,
}: {
  children: ReactNode;
  autoHideNotifications?: boolean;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        {/* The session shows the token-expired message, so the notification bar sits outside it. */}
        <NotificationProvider autoHide={autoHideNotifications}>
          <SessionProvider>{children}</SessionProvider>
        </NotificationProvider>
      </AppThemeProvider>
    </QueryClientProvider>
  );
}

export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <BrowserRouter>
      <AppShell queryClient={queryClient} />
    </BrowserRouter>
  );
}

/** The app inside a router: the browser's in App, a fixed address's when the landing page is prerendered. */
export function AppShell({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <ErrorBoundary>
        <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
          <TopNav />
          <Box component="main" sx={{ flexGrow: 1 }}>
            <AppRoutes />
          </Box>
          {/* The footer, below the fold on a first screen, and the cookie notice, fixed over the screen's foot, come
                after the first paint: not in its commit, the longest stretch of a phone's first load (issue 29). */}
          <AfterFirstPaint>
            <Footer />
            <CookieNotice />
          </AfterFirstPaint>
        </Box>
      </ErrorBoundary>
    </AppProviders>
  );
}
