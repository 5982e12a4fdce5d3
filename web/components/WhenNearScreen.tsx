import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below (or above) the screen a part starts to load: a flick of the thumb, so it is there as it arrives. */
const AHEAD = '300px';

/**
 * Its children once they come within a screen's reach, and until then an empty place of their height (issue 29: the
 * dashboard's map, below the fold on a phone, made a fifth of its first load's work). Like an image's
 * loading="lazy": once shown, they stay. A browser without IntersectionObserver shows them at once.
 */
export function WhenNearScreen({
  height,
  testId,
  children,
}: {
  height: number;
  testId?: string;
  children: ReactNode;
}) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = place.current;
    if (near || !element) {
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => setNear(entries.some((entry) => entry.isIntersecting)),
      {
        rootMargin: AHEAD,
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={place} style={{ height }} data-testid={testId} />;
}
