import { cleanup, configure } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, vi } from 'vitest';
import { initI18n } from '../app/i18n';

// findBy and waitFor wait 1 s by default: too short for a lazy chunk or a form's render on a loaded 2-core CI box
// (5 of 301 tests failed under load with it; at a load of 30 a render took over 10 s), so every wait of the suite
// gets 30 s, well inside the 120 s per test. A wait ends as soon as its condition holds.
configure({ asyncUtilTimeout: 30_000 });

await initI18n();
// The app loads a language's texts when it is first shown; the tests have all three at hand, so switching the
// language is immediate as it is for a language already seen.
await i18n.loadLanguages(['en', 'de', 'sr']);
// jsdom has no layout, so no scrolling: the login's scroll to the top is a no-op here.
window.scrollTo = () => {};
afterEach(() => {
  cleanup();
  // A test that fakes the clock hands the real one back even when it failed half way.
  vi.useRealTimers();
  window.localStorage.clear();
  vi.restoreAllMocks();
});
