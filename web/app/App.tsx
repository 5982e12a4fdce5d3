import { Box } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { ZodError } from 'zod';
import { ErrorBoundary } from './ErrorBoundary';
import { CookieNotice } from './layout/CookieNotice';
import { Footer } from './layout/Footer';
import { TopNav } from './layout/TopNav';
import { NotificationProvider } from './notifications';
import { AppRoutes } from './routes';
import { SessionProvider } from './session';
import { AppThemeProvider } from './theme';

/** The providers every screen runs inside; tests mount screens in the same shell. */
/** `autoHideNotifications` false: the bars stay until clicked (component tests; see NotificationProvider). */
export function AppProviders({
  children,
  autoHideNotifications = true,
}: {
  children: ReactNode;
  autoHideNotifications?: boolean;
}) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        // An answer that breaks its contract is a fault of ours, not a state to render: the failure boundary shows.
        defaultOptions: { queries: { retry: 1, throwOnError: (error) => error instanceof ZodError } },
      }),
  );
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

export function App() {
  return (
    <BrowserRouter>
      <AppProviders>
        <ErrorBoundary>
          <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
            <TopNav />
            <Box component="main" sx={{ flexGrow: 1 }}>
              <AppRoutes />
            </Box>
            <Footer />
            <CookieNotice />
          </Box>
        </ErrorBoundary>
      </AppProviders>
    </BrowserRouter>
  );
}
