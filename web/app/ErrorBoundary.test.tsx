import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../test/render';
import { ErrorBoundary } from './ErrorBoundary';

function Broken(): never {
  throw new Error('render failure');
}

describe('the top-level failure boundary', () => {
  it("shows a centred 'Something went wrong.' when a screen fails to render", () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderInApp(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Something went wrong.');
    quiet.mockRestore();
  });
});
