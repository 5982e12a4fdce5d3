import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { initI18n } from '../app/i18n';

initI18n();
// jsdom has no layout, so no scrolling: the login's scroll to the top is a no-op here.
window.scrollTo = () => {};
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.restoreAllMocks();
});
