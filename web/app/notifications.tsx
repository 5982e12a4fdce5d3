import { Alert, Button, Snackbar, type AlertColor } from '@mui/material';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

export interface Notification {
  message: string;
  /** success (default), info or error. */
  type?: Extract<AlertColor, 'success' | 'info' | 'error'>;
  /** Where to go on click or when it hides by itself. */
  navigateTo?: string;
  /** Navigation state passed along with navigateTo. */
  params?: unknown;
  /** Milliseconds until it hides; null keeps it open until clicked (or clicked away). */
  autoHideMs?: number | null;
  /** A button in the bar (e.g. reload after a stale save). */
  action?: { label: string; onClick: () => void };
}

/**
 * The notice for a 409 to a stale edit (see isStaleEdit): nothing was saved, so it stays until dismissed and offers
 * a reload, which reads the current version (the route's state survives the reload).
 */
export const staleEditNotice = (t: (key: string) => string): Notification => ({
  type: 'error',
  message: t('app.staleEdit'),
  autoHideMs: null,
  action: { label: t('app.reload'), onClick: () => window.location.reload() },
});

/** docs/rules.md#notifications: the bar hides after 2000 ms unless told otherwise. */
export const DEFAULT_AUTO_HIDE_MS = 2000;

const NotificationContext = createContext<(notification: Notification) => void>(() => {});

/** Shows a notification in the one global bar. */
export const useNotify = () => useContext(NotificationContext);

/**
 * The global notification bar (docs/rules.md#notifications): a type, a message, an optional navigation with state, an
 * auto-hide duration (default 2000 ms). It navigates on click or at timeout, and closes on click-away only when it
 * has no auto-hide. `autoHide` false keeps every bar open until clicked (the component tests: a bar that hides after
 * 2 s of real time can be gone before a loaded machine looks for it; notifications.test.tsx runs the timer on a fake
 * clock instead).
 */
export function NotificationProvider({
  children,
  autoHide = true,
}: {
  children: ReactNode;
  autoHide?: boolean;
}) {
  const navigate = useNavigate();
  const [current, setCurrent] = useState<(Notification & { key: number }) | null>(null);
  const [open, setOpen] = useState(false);

  const notify = useCallback((notification: Notification) => {
    setCurrent({ ...notification, key: Date.now() });
    setOpen(true);
  }, []);

  const finish = useCallback(() => {
    setOpen(false);
    if (current?.navigateTo) {
      void navigate(current.navigateTo, { state: current.params });
    }
  }, [current, navigate]);

  const autoHideMs = current?.autoHideMs === undefined ? DEFAULT_AUTO_HIDE_MS : current.autoHideMs;
  const value = useMemo(() => notify, [notify]);
  return (
    <NotificationContext.Provider value={value}>
      {children}
      <Snackbar
        key={current?.key}
        open={open}
        autoHideDuration={autoHide ? autoHideMs : null}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        // Below the top bar (56 px on phones, 64 px from 600 px), so the navigation stays usable.
        sx={{ top: { xs: 64, sm: 72 } }}
        onClose={(_, reason) => {
          if (reason === 'clickaway' && autoHideMs !== null) {
            return;
          }
          finish();
        }}
      >
        <Alert
          severity={current?.type ?? 'success'}
          variant="filled"
          onClick={finish}
          action={
            current?.action && (
              <Button color="inherit" size="small" onClick={current.action.onClick}>
                {current.action.label}
              </Button>
            )
          }
          data-testid="notification"
          sx={{ cursor: 'pointer', width: '100%' }}
        >
          {current?.message}
        </Alert>
      </Snackbar>
    </NotificationContext.Provider>
  );
}
