import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DecodeResponse, MessageResponse, type TokenPair } from '../../contracts/auth';
import { RoleSchema, type Role } from '../../contracts/users';
import { ApiError } from '../api/errors';
import { apiCall, onSessionExpired, onTokensRefreshed, refreshSession, storeTokens } from '../api/client';
import { PROFILE_QUERY_KEY, fetchProfile } from '../features/accounts/profile';
import { setUnitSystem } from './units';
import { useNotify } from './notifications';
import { STORAGE_KEYS, readStored, writeStored } from './storage';

/** docs/rules.md#session: after the token-expired message the user is logged out 2000 ms later and sent to /login. */
export const TOKEN_EXPIRED_LOGOUT_MS = 2000;

interface Session {
  isLoggedIn: boolean;
  userName: string | null;
  /** The role the current access token names (the login's, then each refresh's); null when logged out. */
  role: Role | null;
  /** docs/rules.md#login, on 200: stores the pair, loads the profile, takes its first name and language. */
  signIn: (tokens: TokenPair) => Promise<void>;
  /** Ends the session on the server (best effort) and forgets the tokens, the user name and every loaded answer. */
  logout: () => Promise<void>;
  setUserName: (name: string) => void;
}

const SessionContext = createContext<Session>({
  isLoggedIn: false,
  userName: null,
  role: null,
  signIn: async () => {},
  logout: async () => {},
  setUserName: () => {},
});

export const useSession = () => useContext(SessionContext);

/** The payload of an access token, unverified (the server checks it on every call), or null when unreadable. */
function tokenPayload(token: string): Record<string, unknown> | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) {
      return null;
    }
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The `exp` claim of an access token in Unix seconds, or null when it cannot be read. */
export function tokenExpiry(token: string): number | null {
  const exp = tokenPayload(token)?.exp;
  return typeof exp === 'number' ? exp : null;
}

/**
 * The `role` claim of an access token; 'user' when it cannot be read. It only decides what the interface offers:
 * the server answers every admin call by the token it verifies.
 */
export function tokenRole(token: string): Role {
  const parsed = RoleSchema.safeParse(tokenPayload(token)?.role);
  return parsed.success ? parsed.data : 'user';
}

/**
 * docs/rules.md#session, start-up: whether the stored session still holds. A token whose `exp` has not passed is
 * checked by the server (`POST /auth/decode`, which also catches a rotated key); an expired or refused one gets one
 * refresh. A server that cannot be reached ends nothing: the session is judged again at its next call.
 */
async function storedSessionHolds(token: string): Promise<boolean> {
  const expiry = tokenExpiry(token);
  if (expiry !== null && expiry * 1000 > Date.now()) {
    try {
      await apiCall('POST', '/auth/decode', DecodeResponse, { token }, { refreshOn401: false });
      return true;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) {
        return true;
      }
      if (readStored(STORAGE_KEYS.jwt) !== token) {
        return true; // a call of the screen refreshed meanwhile
      }
    }
  }
  return (await refreshSession()) !== 'refused';
}

/**
 * The session (docs/rules.md#session): the jwt, refresh token and user name in local storage; a stored token marks
 * the user as logged in and is checked at start-up; a refused refresh shows the token-expired message and logs out.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [token, setToken] = useState(() => readStored(STORAGE_KEYS.jwt));
  const [userName, setUserNameState] = useState(() => readStored(STORAGE_KEYS.userName));
  const expiring = useRef(false);

  const forget = useCallback(() => {
    for (const key of [STORAGE_KEYS.jwt, STORAGE_KEYS.refreshToken, STORAGE_KEYS.userName]) {
      writeStored(key, null);
    }
    queryClient.clear();
    setUserNameState(null);
    setToken(null);
  }, [queryClient]);

  const logout = useCallback(async () => {
    const refreshToken = readStored(STORAGE_KEYS.refreshToken);
    if (refreshToken !== null && readStored(STORAGE_KEYS.jwt) !== null) {
      // Best effort: the tokens are forgotten here whatever the server says, and an unrevoked refresh token lapses.
      await apiCall('POST', '/auth/logout', MessageResponse, { refreshToken }, { refreshOn401: false }).catch(
        () => undefined,
      );
    }
    forget();
  }, [forget]);

  const setUserName = useCallback((name: string) => {
    writeStored(STORAGE_KEYS.userName, name);
    setUserNameState(name);
  }, []);

  const signIn = useCallback(
    async (tokens: TokenPair) => {
      storeTokens(tokens);
      const profile = await fetchProfile().catch(() => null);
      if (profile) {
        queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
        writeStored(STORAGE_KEYS.userName, profile.firstName);
        setUserNameState(profile.firstName);
        setUnitSystem(profile.unitSystem);
        await i18n.changeLanguage(profile.language);
      }
      setToken(tokens.token);
    },
    [queryClient, i18n],
  );

  useEffect(
    () =>
      onSessionExpired(() => {
        if (expiring.current || readStored(STORAGE_KEYS.jwt) === null) {
          return;
        }
        expiring.current = true;
        notify({ message: t('snackbar.tokenExpired'), type: 'error' });
        window.setTimeout(() => {
          expiring.current = false;
          forget();
          void navigate('/login', { replace: true });
        }, TOKEN_EXPIRED_LOGOUT_MS);
      }),
    [forget, navigate, notify, t],
  );

  // A refreshed token may name a new role (an administrator changed it): the interface follows it.
  useEffect(() => onTokensRefreshed(setToken), []);

  // Once per page load, for the token stored then (navigate changes identity as the route changes).
  const startUpChecked = useRef(false);
  useEffect(() => {
    if (startUpChecked.current) {
      return;
    }
    startUpChecked.current = true;
    const stored = readStored(STORAGE_KEYS.jwt);
    if (stored === null) {
      return;
    }
    void storedSessionHolds(stored).then((holds) => {
      if (!holds) {
        forget();
        void navigate('/login', { replace: true });
      }
    });
  }, [forget, navigate]);

  const value = useMemo(
    () => ({
      isLoggedIn: token !== null,
      userName: token ? userName : null,
      role: token ? tokenRole(token) : null,
      signIn,
      logout,
      setUserName,
    }),
    [token, userName, signIn, logout, setUserName],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
