import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * Content wider than a phone's screen (a table, a chart) scrolls sideways in this box, never wider than its place,
 * rather than the page; the box takes the keyboard's focus so a keyboard can scroll it too (WCAG 2.1.1, axe's
 * scrollable-region-focusable) and is a named region for screen readers.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ overflowX: 'auto', maxWidth: '100%' }} tabIndex={0} role="region" aria-label={label}>
      {children}
    </Box>
  );
}
