import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router';
import { AppProviders } from '../app/App';

/** Shows the current path and its navigation state, so a test can see where the app navigated and with what. */
function PathProbe() {
  const location = useLocation();
  return (
    <output data-testid="path" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </output>
  );
}

/** Mounts a piece of the app inside its real providers at `path` (a path, or a path with navigation state). */
export function renderInApp(ui: ReactNode, path: InitialEntry = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <PathProbe />
      </AppProviders>
    </MemoryRouter>,
  );
}
