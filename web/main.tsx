import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createQueryClient } from './app/App';
import { brand } from './app/brand';
import { currentLanguage, initI18n } from './app/i18n';
import { preloadFirstScreen } from './app/routes';
import { STORAGE_KEYS, readStored } from './app/storage';

// Each brand's own name in the browser tab (index.html carries the default brand's).
document.title = brand.softwareName;

/**
 * Whether the page holds the prerendered landing page this visitor's first render draws (scripts/vite-prerender.ts:
 * signed out, light theme, SI units, at /, in the language the server chose from the browser's): then the app takes
 * it over (hydrates) rather than drawing it again.
 */
function prerenderFits(): boolean {
  return (
    document.documentElement.dataset.prerendered === currentLanguage() &&
    window.location.pathname === '/' &&
    readStored(STORAGE_KEYS.jwt) === null &&
    readStored(STORAGE_KEYS.theme) !== 'dark' &&
    readStored(STORAGE_KEYS.unitSystem) !== 'ip'
  );
}

// The first render waits for the language's texts (one small chunk), so it never shows text keys, and for a signed-in
// user's screen, so it draws that screen rather than a spinner first (issue 29). As a transition, React renders it in
// slices that leave the page able to answer input (one long task blocked a phone's CPU 0.5 s). The router takes the
// address as the render starts and listens to the history once it has committed: a script that changes the address
// must wait for the first screen (e2e/workflow.test.ts does).
// The screen's data is asked for as soon as its chunk has come, while the texts and the first render are under way
// (issue 29: started by the first commit, the dashboard's five requests made that commit a quarter longer).
const queryClient = createQueryClient();
const firstScreen = readStored(STORAGE_KEYS.jwt)
  ? preloadFirstScreen(window.location.pathname, queryClient)
  : undefined;
void Promise.allSettled([initI18n(), firstScreen]).finally(() => {
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
  startTransition(() => {
    if (prerenderFits()) {
      hydrateRoot(root, app);
      return;
    }
    // Not the page this visitor gets (or no prerender): drawn anew, and shown again if the guard hid it.
    root.replaceChildren();
    document.documentElement.removeAttribute('data-prerender-stale');
    createRoot(root).render(app);
  });
});
