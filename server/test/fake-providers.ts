import { readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { historyAnswer } from '../providers/air-quality/fixtures/history';
import { archiveAnswer } from '../providers/climate/fixtures/archive';

/** How the fake answers every provider path: normally, never in time, 429 or 500. */
export type FakeMode = 'ok' | 'timeout' | '429' | '500';

export interface FakeProviders {
  /** http://127.0.0.1:port */
  url: string;
  /** The environment that points the server's providers at this fake. */
  env: Record<string, string>;
  setMode(mode: FakeMode): void;
  /** Requests received per path (/nominatim/search ...) since the start. */
  count(path: string): number;
  /** Start times of requests per path, ms. */
  times(path: string): number[];
  /** The query of each request per path since the start, in order. */
  queries(path: string): URLSearchParams[];
  /** Calendar years the archive answers 500 for while the mode is 'ok' (issue 25: one of a reference year's years). */
  failArchiveYears(years: number[]): void;
  /** Holds the archive's answers until the function returned is called (then they and later ones go at once). */
  holdArchive(): () => void;
  close(): Promise<void>;
}

const fixture = (path: string): unknown =>
  JSON.parse(readFileSync(new URL(`../providers/${path}`, import.meta.url), 'utf8'));

/** A 1x1 light grey PNG: the map tiles of the browser tests (TILE_URL = `${url}/tiles/{z}/{x}/{y}.png`). */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPo6OgAAAMEAYFL09IQAAAAAElFTkSuQmCC',
  'base64',
);

/** A query naming this finds nothing; reverse geocoding at latitude 0 finds nothing (open sea). */
export const NOWHERE = 'nowhere at all';

/**
 * A local stand-in for Nominatim, Photon and Open-Meteo (archive, elevation, air quality) that replays recorded
 * answers in their documented formats (server/providers/<name>/fixtures). Tests and the browser tests' server point
 * their provider URLs here; the mode can be switched in code or with `POST /__control?mode=...` (the browser tests).
 */
export async function startFakeProviders(): Promise<FakeProviders> {
  let mode: FakeMode = 'ok';
  const received = new Map<string, number[]>();
  const queries = new Map<string, URLSearchParams[]>();
  let failingYears: number[] = [];
  let held: (() => void)[] | undefined;
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (url.pathname === '/__control') {
      mode = (url.searchParams.get('mode') as FakeMode | null) ?? 'ok';
      response.end(JSON.stringify({ mode }));
      return;
    }
    received.set(url.pathname, [...(received.get(url.pathname) ?? []), Date.now()]);
    queries.set(url.pathname, [...(queries.get(url.pathname) ?? []), url.searchParams]);
    if (url.pathname === '/v1/archive' && held) {
      held.push(() => respond(url, response));
      return;
    }
    respond(url, response);
  });
  const respond = (url: URL, response: ServerResponse) => {
    const year = Number(url.searchParams.get('start_date')?.slice(0, 4));
    if (mode === 'ok' && url.pathname === '/v1/archive' && failingYears.includes(year)) {
      response.statusCode = 500;
      response.end(JSON.stringify({ error: true, reason: 'Server error' }));
      return;
    }
    if (mode === 'timeout') {
      // Never answers in time; the socket is destroyed when the fake closes.
      return;
    }
    if (mode !== 'ok') {
      response.statusCode = Number(mode);
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({ error: true, reason: mode === '429' ? 'Too many requests' : 'Server error' }),
      );
      return;
    }
    if (url.pathname.startsWith('/tiles/')) {
      response.setHeader('content-type', 'image/png');
      response.end(TILE);
      return;
    }
    const body = answer(url);
    if (body === undefined) {
      response.statusCode = 404;
      response.end();
      return;
    }
    response.setHeader('content-type', 'application/json; charset=utf-8');
    response.end(JSON.stringify(body));
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    env: {
      NOMINATIM_URL: `${url}/nominatim`,
      PHOTON_URL: `${url}/photon`,
      OPEN_METEO_ARCHIVE_URL: `${url}/v1/archive`,
      OPEN_METEO_ELEVATION_URL: `${url}/v1/elevation`,
      OPEN_METEO_AIR_QUALITY_URL: `${url}/v1/air-quality`,
      TILE_URL: `${url}/tiles/{z}/{x}/{y}.png`,
    },
    setMode: (next) => {
      mode = next;
    },
    count: (path) => received.get(path)?.length ?? 0,
    times: (path) => received.get(path) ?? [],
    queries: (path) => queries.get(path) ?? [],
    failArchiveYears: (years) => {
      failingYears = years;
    },
    holdArchive: () => {
      held = [];
      return () => {
        const waiting = held ?? [];
        held = undefined;
        waiting.forEach((answer) => answer());
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function answer(url: URL): unknown {
  const q = url.searchParams;
  const lat = Number(q.get('lat') ?? q.get('latitude'));
  const lng = Number(q.get('lon') ?? q.get('longitude'));
  switch (url.pathname) {
    case '/nominatim/search':
      return q.get('q')?.toLowerCase().includes(NOWHERE)
        ? []
        : fixture('geocoding/fixtures/nominatim-search.json');
    case '/nominatim/reverse':
      return lat === 0
        ? fixture('geocoding/fixtures/nominatim-reverse-nothing.json')
        : {
            ...(fixture('geocoding/fixtures/nominatim-reverse.json') as object),
            lat: String(lat),
            lon: String(lng),
          };
    case '/photon/api':
      return q.get('q')?.toLowerCase().includes(NOWHERE)
        ? { type: 'FeatureCollection', features: [] }
        : fixture('geocoding/fixtures/photon-search.json');
    case '/photon/reverse':
      return fixture('geocoding/fixtures/photon-reverse.json');
    case '/v1/elevation': {
      // The recorded value at the recorded point; elsewhere it changes with the position, so a dragged marker shows.
      const recorded = (fixture('elevation/fixtures/elevation.json') as { elevation: number[] })
        .elevation[0]!;
      return { elevation: [recorded + Math.abs(Math.round((lat - 44.8176) * 10_000))] };
    }
    case '/v1/archive':
      return archiveAnswer(lat, lng, Number(q.get('start_date')?.slice(0, 4)));
    case '/v1/air-quality':
      return q.has('current')
        ? fixture('air-quality/fixtures/current.json')
        : historyAnswer(lat, lng, q.get('start_date') ?? '', q.get('end_date') ?? '');
    default:
      return undefined;
  }
}
