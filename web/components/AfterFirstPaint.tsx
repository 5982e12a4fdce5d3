import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * True once the page has painted its first content (issue 29): what is not needed for that paint (the landing page's
 * login dialog, the footer below the fold) is rendered after it, as a transition in slices, so the first paint and
 * its commit carry only what the first screen shows.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setPainted(true));
    if (performance.getEntriesByName('first-contentful-paint').length > 0) {
      show();
      return;
    }
    const canObserve =
      typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint');
    const observer = canObserve ? new PerformanceObserver(show) : undefined;
    observer?.observe({ type: 'paint' });
    // A browser that reports no paint (or a hidden tab, which paints nothing) still gets them.
    const fallback = window.setTimeout(show, canObserve ? 1000 : 0);
    return () => {
      observer?.disconnect();
      window.clearTimeout(fallback);
    };
  }, []);
  return painted;
}

/** Its children once the page has painted its first content (see useAfterFirstPaint). */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : null;
}
