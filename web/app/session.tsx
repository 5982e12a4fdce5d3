import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { STORAGE_KEYS, readStored, writeStored } from './storage';

interface Session {
  isLoggedIn: boolean;
  userName: string | null;
  logout: () => void;
}

const SessionContext = createContext<Session>({ isLoggedIn: false, userName: null, logout: () => {} });

export const useSession = () => useContext(SessionContext);

/**
 * The session as part 1 stores it: a jwt and refresh token and the user name in local storage; a stored token marks
 * the user as logged in. Logging in, the start-up token check and refresh arrive with the accounts work.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState(() => readStored(STORAGE_KEYS.jwt));
  const logout = useCallback(() => {
    for (const key of [STORAGE_KEYS.jwt, STORAGE_KEYS.refreshToken, STORAGE_KEYS.userName]) {
      writeStored(key, null);
    }
    setToken(null);
  }, []);
  const value = useMemo(
    () => ({
      isLoggedIn: token !== null,
      userName: token ? readStored(STORAGE_KEYS.userName) : null,
      logout,
    }),
    [token, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
