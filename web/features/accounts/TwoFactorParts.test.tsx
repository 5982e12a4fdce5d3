import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TotpQrCode } from './TwoFactorParts';

/**
 * Issue 28: the otpauth link as a QR code. Read back from the drawn SVG: the structure ISO/IEC 18004 fixes (the three
 * finder patterns in their corners, the timing rows, the quiet zone), which a mirrored or shifted drawing would break.
 */
const URI =
  'otpauth://totp/AirSizer:ana%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=AirSizer';
const QUIET = 4;

function drawnModules(): { size: number; dark: (x: number, y: number) => boolean } {
  render(<TotpQrCode uri={URI} label="QR code" />);
  const svg = screen.getByRole('img', { name: 'QR code' });
  const size = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  const squares = new Set(
    [
      ...svg
        .querySelector('path')!
        .getAttribute('d')!
        .matchAll(/M(\d+) (\d+)h1v1h-1z/g),
    ].map(([, x, y]) => `${x},${y}`),
  );
  return { size, dark: (x, y) => squares.has(`${x},${y}`) };
}

/** A finder pattern with its top-left module at (x0, y0): a dark 7x7 ring, a light ring, a dark 3x3 core. */
function isFinder(dark: (x: number, y: number) => boolean, x0: number, y0: number): boolean {
  for (let y = 0; y < 7; y++) {
    for (let x = 0; x < 7; x++) {
      const ring = Math.max(Math.abs(x - 3), Math.abs(y - 3));
      if (dark(x0 + x, y0 + y) !== (ring !== 2)) {
        return false;
      }
    }
  }
  return true;
}

describe('the TOTP QR code', () => {
  it('draws a QR symbol of the link: a version size, three finder patterns, timing rows and a quiet zone', () => {
    const { size, dark } = drawnModules();
    const modules = size - 2 * QUIET;
    // 21 + 4 (version - 1) modules a side; this link (~100 characters at level M) needs version 5 or 6.
    expect((modules - 17) % 4).toBe(0);
    expect((modules - 17) / 4).toBeGreaterThanOrEqual(5);
    expect(isFinder(dark, QUIET, QUIET)).toBe(true);
    expect(isFinder(dark, size - QUIET - 7, QUIET)).toBe(true);
    expect(isFinder(dark, QUIET, size - QUIET - 7)).toBe(true);
    // No fourth finder in the bottom-right corner: the drawing is neither mirrored nor rotated.
    expect(isFinder(dark, size - QUIET - 7, size - QUIET - 7)).toBe(false);
    // The timing patterns alternate dark and light between the finders, in row 6 and column 6.
    for (let i = 8; i < modules - 8; i++) {
      expect(dark(QUIET + i, QUIET + 6)).toBe(i % 2 === 0);
      expect(dark(QUIET + 6, QUIET + i)).toBe(i % 2 === 0);
    }
    for (let i = 0; i < size; i++) {
      for (const edge of [0, QUIET - 1, size - QUIET, size - 1]) {
        expect(dark(i, edge) || dark(edge, i)).toBe(false);
      }
    }
  });
});
