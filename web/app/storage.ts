import { useCallback, useState } from 'react';

/**
 * The browser's local storage keys, in one place. docs/rules.md#session: jwt token, refresh token, user name,
 * language (kept by i18next), theme, units (SI or IP), and the open/closed panel flag (the cookie consent is a cookie).
 */
export const STORAGE_KEYS = {
  jwt: 'jwt',
  refreshToken: 'refreshToken',
  userName: 'userName',
  theme: 'theme',
  unitSystem: 'unitSystem',
  panelOpen: 'panelOpen',
} as const;

export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) {
      window.localStorage.removeItem(key);
    } else {
      window.localStorage.setItem(key, value);
    }
  } catch {
    // Private modes may refuse storage; the app keeps working for this page view.
  }
}

/** React state mirrored in local storage under `key`. */
export function useStoredState<T extends string>(key: string, fallback: T, parse: (raw: string) => T | null) {
  const [value, setValue] = useState<T>(() => {
    const raw = readStored(key);
    return (raw !== null ? parse(raw) : null) ?? fallback;
  });
  const set = useCallback(
    (next: T) => {
      writeStored(key, next);
      setValue(next);
    },
    [key],
  );
  return [value, set] as const;
}

/** The open/closed panel flag (navigation drawer on small screens), kept across reloads. */
export function usePanelOpen() {
  return useStoredState<'open' | 'closed'>(STORAGE_KEYS.panelOpen, 'closed', (raw) =>
    raw === 'open' || raw === 'closed' ? raw : null,
  );
}
