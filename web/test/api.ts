import { vi } from 'vitest';

/** One call the app made, as the mocked server saw it. */
export interface RecordedCall {
  method: string;
  /** After /api, with the query. */
  path: string;
  body: unknown;
  authorization: string | null;
  brand: string | null;
}

export interface Reply {
  status?: number;
  body: unknown;
}

type Route = Reply | ((call: RecordedCall) => Reply | Promise<Reply>);

/** A success in the answer wrapper (docs/rules.md#api-wrapper). */
export const ok = (data: unknown, message = 'Your request has been successful!'): Reply => ({
  status: 200,
  body: { status: 200, message, data },
});

/** A failure in the answer wrapper, naming the field (and the message key) where the server would. */
export const failure = (status: number, message: string, field?: string, key?: string): Reply => ({
  status,
  body: { status, message, data: field ? { field, ...(key ? { key } : {}) } : null },
});

/** The client settings of `GET /api/client-config`, with the captcha asked for. */
export const clientConfig = (provider: 'altcha' | 'recaptcha' = 'altcha'): Reply =>
  ok({
    version: '0.1.0',
    monitoringUrl: 'https://grafana.com/',
    tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    tileAttribution: 'OpenStreetMap',
    captcha: { provider, siteKey: provider === 'recaptcha' ? 'site-key' : null },
  });

/** An access token (unsigned: the tests' server never checks it) whose `exp` is `expiresInS` from now. */
export function accessToken(expiresInS: number, subject = 'user'): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const exp = Math.floor(Date.now() / 1000) + expiresInS;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: subject, exp })}.signature`;
}

/**
 * Replaces fetch with a server answering by "METHOD /path" (the path after /api; a key with the query wins over one
 * without) and records every call. An unknown call gets a 404.
 */
export function mockApi(routes: Record<string, Route>) {
  const calls: RecordedCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    const headers = new Headers(init?.headers);
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      path: path + url.search,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: headers.get('Authorization'),
      brand: headers.get('X-Brand'),
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`] ?? routes[`${call.method} ${path}`];
    const reply =
      route === undefined
        ? failure(404, `no mock for ${call.method} ${call.path}`)
        : typeof route === 'function'
          ? await route(call)
          : route;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return {
    calls,
    /** The calls to "METHOD /path", query ignored. */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path.split('?')[0]}` === key),
  };
}
