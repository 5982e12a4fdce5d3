import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../test/render';
import { DEFAULT_AUTO_HIDE_MS, staleEditNotice, useNotify, type Notification } from './notifications';

function Trigger({ notification }: { notification: Notification }) {
  const notify = useNotify();
  return <button onClick={() => notify(notification)}>show</button>;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
});
afterEach(() => {
  vi.useRealTimers();
});

/** These tests are about the auto-hide, which the component tests turn off (web/test/render.tsx). */
const AUTO_HIDE = { autoHideNotifications: true };

const show = () => fireEvent.click(screen.getByText('show'));
/** Moves the fake clock inside React's act (synchronous, so nothing to await). */
const advance = (ms: number) => void act(() => vi.advanceTimersByTime(ms));

describe('the global notification bar (docs/rules.md#notifications)', () => {
  it('is a success by default and hides after 2000 ms, then navigates', () => {
    expect(DEFAULT_AUTO_HIDE_MS).toBe(2000);
    renderInApp(<Trigger notification={{ message: 'Saved', navigateTo: '/home' }} />, '/', AUTO_HIDE);
    show();
    expect(screen.getByTestId('notification').className).toContain('Success');
    advance(1900);
    expect(screen.getByTestId('path').textContent).toBe('/');
    advance(200);
    expect(screen.getByTestId('path').textContent).toBe('/home');
  });

  it('navigates with its params on click', () => {
    renderInApp(
      <Trigger
        notification={{ message: 'Go', type: 'info', navigateTo: '/project-item', autoHideMs: null }}
      />,
      '/',
      AUTO_HIDE,
    );
    show();
    expect(screen.getByTestId('notification').className).toContain('Info');
    fireEvent.click(screen.getByText('Go'));
    expect(screen.getByTestId('path').textContent).toBe('/project-item');
  });

  it('ignores a click-away while it hides by itself', () => {
    renderInApp(<Trigger notification={{ message: 'Wait', type: 'error' }} />, '/', AUTO_HIDE);
    show();
    advance(10);
    fireEvent.click(document.body);
    advance(500);
    expect(screen.queryByText('Wait')).not.toBeNull();
  });

  it('closes on a click-away when it has no auto-hide', () => {
    renderInApp(
      <Trigger notification={{ message: 'Sticky', autoHideMs: null, navigateTo: '/about' }} />,
      '/',
      AUTO_HIDE,
    );
    show();
    advance(10_000);
    expect(screen.getByTestId('path').textContent).toBe('/');
    advance(10);
    fireEvent.click(document.body);
    expect(screen.getByTestId('path').textContent).toBe('/about');
  });

  it('offers a reload on a stale edit (409) and stays until dismissed', () => {
    const reload = vi.fn();
    const notice = staleEditNotice((key) => `[${key}]`);
    expect(notice).toMatchObject({ type: 'error', message: '[app.staleEdit]', autoHideMs: null });
    expect(notice.action?.label).toBe('[app.reload]');
    renderInApp(
      <Trigger notification={{ ...notice, action: { label: 'Reload', onClick: reload } }} />,
      '/',
      AUTO_HIDE,
    );
    show();
    advance(10_000);
    expect(screen.getByTestId('notification').textContent).toContain('[app.staleEdit]');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
