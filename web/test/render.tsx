import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router';
import { AppProviders } from '../app/App';

/** How long a lazy chunk (the data grid's, issue 29) may take to load on a busy machine: a limit, not a timing relied on. */
export const CHUNK_ARRIVES_MS = 15_000;

/** Shows the current path and its navigation state, so a test can see where the app navigated and with what. */
function PathProbe() {
  const location = useLocation();
  return (
    <output data-testid="path" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </output>
  );
}

export interface RenderOptions {
  /**
   * Whether the notification bar hides by itself (the app's 2 s). Off by default: a bar that hides on real time can
   * be gone before a loaded machine looks for it, so in the tests it stays until clicked. A test of the auto-hide
   * turns it on and moves a fake clock (notifications.test.tsx).
   */
  autoHideNotifications?: boolean;
}

/** The app's providers as the component tests mount them (see RenderOptions). */
export function TestProviders({
  children,
  autoHideNotifications = false,
}: { children: ReactNode } & RenderOptions) {
  return <AppProviders autoHideNotifications={autoHideNotifications}>{children}</AppProviders>;
}

/** Mounts a piece of the app inside its real providers at `path` (a path, or a path with navigation state). */
export function renderInApp(ui: ReactNode, path: InitialEntry = '/', options: RenderOptions = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <TestProviders {...options}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <PathProbe />
      </TestProviders>
    </MemoryRouter>,
  );
}
