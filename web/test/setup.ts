import { cleanup } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, vi } from 'vitest';
import { initI18n } from '../app/i18n';

await initI18n();
// The app loads a language's texts when it is first shown; the tests have all three at hand, so switching the
// language is immediate as it is for a language already seen.
await i18n.loadLanguages(['en', 'de', 'sr']);
// jsdom has no layout, so no scrolling: the login's scroll to the top is a no-op here.
window.scrollTo = () => {};
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.restoreAllMocks();
});
