import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppProviders } from '../app/App';

/** Shows the current path, so a test can see where the app navigated. */
function PathProbe() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

/** Mounts a piece of the app inside its real providers at `path`. */
export function renderInApp(ui: ReactNode, path = '/') {
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
