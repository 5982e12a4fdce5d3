import i18n from 'i18next';
import type { z } from 'zod';
import { TokenPairResponse, type TokenPair } from '../../contracts/auth';
import { BRAND_HEADER } from '../../contracts/brands';
import { brand } from '../app/brand';
import { STORAGE_KEYS, readStored, writeStored } from '../app/storage';
import { ApiError } from './errors';
import { localizedServerMessage } from './server-messages';

/**
 * A failed call: the HTTP status, the server's message (the original's client reads `message` from the wrapper) and,
 * on a 400 or 409, the field the server named.
 */
/** A 409 to an edit read at an older version than the stored one (another tab or user saved in between). */
export const isStaleEdit = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 409 && error.field === 'body.version';

/** The status mapping (docs/rules.md#status-mapping): the server's message where it sent one, else the fallback. */
function fallbackMessage(status: number): string {
  if (status === 500) {
    return 'Internal server error!';
  }
  return 'Status code not recognized!';
}

export interface CallOptions {
  /**
   * On a 401 to a call that carried a token: refresh the session once and retry (docs/rules.md#session). Off for the
   * calls that check or end the session themselves.
   */
  refreshOn401?: boolean;
}

/**
 * Calls the API: every request carries X-Brand and, when a token is stored, the bearer token; the answer's wrapper is
 * parsed with the contract's schema, so the web app reads exactly what the server promised.
 */
export async function apiCall<S extends z.ZodType>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  schema: S,
  body?: unknown,
  options?: CallOptions,
): Promise<z.infer<S>> {
  const response = await send(method, path, body, 'application/json', options);
  return schema.parse(await response.json());
}

/** Calls the API for a file (a PDF, a zip) and returns it as it came, typed by the server's content type. */
export async function apiBlob(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Blob> {
  const response = await send(method, path, body, '*/*');
  return response.blob();
}

/** Calls the API for binary data (a glTF model) that the caller parses itself. */
export async function apiBinary(path: string): Promise<ArrayBuffer> {
  const response = await send('GET', path, undefined, '*/*');
  return response.arrayBuffer();
}

/** Calls the API for a file (a PDF, a zip) and saves it under `fileName`. */
export async function apiDownload(
  method: 'GET' | 'POST',
  path: string,
  fileName: string,
  body?: unknown,
): Promise<void> {
  saveBlob(await apiBlob(method, path, body), fileName);
}

/** Saves `blob` as a file named `fileName` (a download the browser offers). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** The stored token pair, as login and refresh hand it out. */
export function storeTokens(tokens: TokenPair): void {
  writeStored(STORAGE_KEYS.jwt, tokens.token);
  writeStored(STORAGE_KEYS.refreshToken, tokens.refreshToken);
}

/** What became of a refresh: a new pair is stored, the server refused the refresh token, or it could not be asked. */
export type RefreshOutcome = 'refreshed' | 'refused' | 'unreachable';

let refreshInFlight: Promise<RefreshOutcome> | null = null;

/**
 * Trades the stored refresh token for a new pair (`POST /auth/refresh`). Callers that ask while a refresh is under way
 * share it: refresh tokens rotate, and the server revokes the whole session when one is shown twice
 * (docs/rules.md#security).
 */
export function refreshSession(): Promise<RefreshOutcome> {
  refreshInFlight ??= requestNewTokens().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

async function requestNewTokens(): Promise<RefreshOutcome> {
  const refreshToken = readStored(STORAGE_KEYS.refreshToken);
  if (!refreshToken) {
    return 'refused';
  }
  let response: Response;
  try {
    response = await fetch('/api/auth/refresh', {
      method: 'POST',
      headers: { [BRAND_HEADER]: brand.id, Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: readStored(STORAGE_KEYS.jwt) ?? undefined, refreshToken }),
    });
  } catch {
    return 'unreachable';
  }
  if (response.status === 401 || response.status === 400) {
    return 'refused';
  }
  if (!response.ok) {
    return 'unreachable';
  }
  const parsed = TokenPairResponse.safeParse(await response.json().catch(() => null));
  if (!parsed.success) {
    return 'unreachable';
  }
  storeTokens(parsed.data.data);
  tokensRefreshedHandler?.(parsed.data.data.token);
  return 'refreshed';
}

let tokensRefreshedHandler: ((token: string) => void) | null = null;

/**
 * Who hears of the access token a refresh stored (the session: the server refuses a token whose role is no longer the
 * account's, so the new one may name another role); returns an undo.
 */
export function onTokensRefreshed(handler: (token: string) => void): () => void {
  tokensRefreshedHandler = handler;
  return () => {
    if (tokensRefreshedHandler === handler) {
      tokensRefreshedHandler = null;
    }
  };
}

let sessionExpiredHandler: (() => void) | null = null;

/** Who hears that a refresh was refused (the session: the token-expired message and logout, docs/rules.md#session);
 * returns an undo. */
export function onSessionExpired(handler: () => void): () => void {
  sessionExpiredHandler = handler;
  return () => {
    if (sessionExpiredHandler === handler) {
      sessionExpiredHandler = null;
    }
  };
}

async function send(
  method: string,
  path: string,
  body: unknown,
  accept: string,
  options: CallOptions = {},
): Promise<Response> {
  const sentToken = readStored(STORAGE_KEYS.jwt);
  let response = await fetchWithToken(method, path, body, accept, sentToken);
  if (response.status === 401 && sentToken !== null && options.refreshOn401 !== false) {
    // Another call may have refreshed while this one was under way: then its new token is simply used.
    const storedToken = readStored(STORAGE_KEYS.jwt);
    const outcome = storedToken !== null && storedToken !== sentToken ? 'refreshed' : await refreshSession();
    if (outcome === 'refreshed') {
      response = await fetchWithToken(method, path, body, accept, readStored(STORAGE_KEYS.jwt));
    } else if (outcome === 'refused') {
      sessionExpiredHandler?.();
    }
  }
  if (!response.ok) {
    throw await apiErrorOf(response);
  }
  return response;
}

function fetchWithToken(
  method: string,
  path: string,
  body: unknown,
  accept: string,
  token: string | null,
): Promise<Response> {
  const headers: Record<string, string> = { [BRAND_HEADER]: brand.id, Accept: accept };
  if (token) {
    headers.Authorization = `Bearer ${token}`;
  }
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
  }
  return fetch(`/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function apiErrorOf(response: Response): Promise<ApiError> {
  const json: unknown = await response.json().catch(() => null);
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null;
  const sent =
    isObject(json) && typeof json.message === 'string' ? json.message : fallbackMessage(response.status);
  // The fixed messages in the interface language (docs/rules.md#bad-input: in the user's language where a key
  // exists).
  const message = i18n.isInitialized ? localizedServerMessage((key) => i18n.t(key), sent) : sent;
  const field =
    isObject(json) && isObject(json.data) && typeof json.data.field === 'string'
      ? json.data.field
      : undefined;
  const key =
    isObject(json) && isObject(json.data) && typeof json.data.key === 'string' ? json.data.key : undefined;
  const params =
    isObject(json) && isObject(json.data) && isObject(json.data.params)
      ? Object.fromEntries(
          Object.entries(json.data.params).filter(
            (entry): entry is [string, string | number] =>
              typeof entry[1] === 'string' || typeof entry[1] === 'number',
          ),
        )
      : undefined;
  return new ApiError(response.status, message, field, key, params);
}
