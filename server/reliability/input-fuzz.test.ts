import type { HTTPMethods } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../test/accounts';
import { ROUTE_CASES, type CaseRequest, type RouteCase } from '../test/route-cases';
import { changedTables, tableChecksums } from '../test/table-checksums';
import { createWorld, type World } from '../test/world';

/**
 * Issue 14's property-based fuzz: every write and calculation route (and every other route's query), called by a
 * caller allowed to call it, with its valid request broken by fast-check: wrong types, missing and unknown fields,
 * huge and non-finite numbers, huge strings, NUL, C0 controls, lone surrogates, prototype keys, deep nesting, wrong
 * content types and malformed JSON. No answer may be a 5xx, every 400 names a field, and a refused request (4xx)
 * changes no row of any table.
 *
 * FUZZ_RUNS sets the number of requests (default 300, a CI-sized run); FUZZ_SEED replays a run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);

let w: World;
beforeAll(async () => {
  w = await createWorld();
}, 120_000);
afterAll(() => w.close());

/** Raw JSON a JSON.stringify cannot write (non-finite, negative zero, beyond double, poisoned, deep). */
const RAW_VALUES = [
  '-0',
  '1e400',
  '-1e400',
  '1e-400',
  '123456789012345678901234567890',
  '9223372036854775807',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  `${'['.repeat(3000)}${']'.repeat(3000)}`,
  `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`,
] as const;
const RAW_MARK = '\u2063raw:';
const raw = (index: number) => `${RAW_MARK}${index}`;

const nastyString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfff',
    '\udc00\ud800',
    '\u001b[31m',
    'line\nbreak',
    '\u007f',
    'NaN',
    'Infinity',
    '-Infinity',
    '1e400',
    '2147483648',
    '-2147483649',
    '99999999999999999999',
    '1.5',
    '0x10',
    '2024-02-30',
    '0000-00-00',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '__proto__',
    'constructor',
    '😀'.repeat(500),
    'x'.repeat(100_000),
  ),
  fc.string({ maxLength: 40, unit: 'binary' }),
);
const nastyNumber = fc.oneof(
  fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, 5e-324, 1e-7),
  fc.double(),
  fc.integer(),
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.constantFrom(null, true, false, [], {}, [1, 2], { a: 1 }),
  fc.integer({ min: 0, max: RAW_VALUES.length - 1 }).map(raw),
);
const prototypeKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty');

type Json = unknown;
/** Every path into a JSON value: [] is the value itself. */
function pathsOf(value: Json, path: (string | number)[] = []): (string | number)[][] {
  const here = [path];
  if (Array.isArray(value)) {
    return [...here, ...value.flatMap((item, index) => pathsOf(item, [...path, index]))];
  }
  if (typeof value === 'object' && value !== null) {
    return [...here, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...path, key]))];
  }
  return here;
}

function withValue(
  root: Json,
  path: (string | number)[],
  change: (parent: Record<string | number, Json>, key: string | number) => void,
): Json {
  const copy = structuredClone(root);
  if (path.length === 0) {
    return copy;
  }
  let node = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) {
    node = node[key] as Record<string | number, Json>;
  }
  change(node, path[path.length - 1] as string | number);
  return copy;
}

type BodyMutation =
  | { kind: 'set'; pathIndex: number; value: unknown }
  | { kind: 'delete'; pathIndex: number }
  | { kind: 'addKey'; pathIndex: number; key: string; value: unknown }
  | { kind: 'replace'; value: unknown };
type RequestMutation =
  | { kind: 'body'; mutations: BodyMutation[] }
  | { kind: 'contentType'; contentType: string }
  | { kind: 'malformed'; cut: number; junk: string }
  | { kind: 'query'; paramIndex: number; value: string | null; duplicate: boolean }
  | { kind: 'pathParam'; value: string };

const bodyMutation: fc.Arbitrary<BodyMutation> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({ kind: fc.constant('set' as const), pathIndex: fc.nat(), value: nastyValue }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), pathIndex: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('addKey' as const),
      pathIndex: fc.nat(),
      key: fc.oneof(prototypeKey, fc.string({ maxLength: 12 })),
      value: nastyValue,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('replace' as const), value: nastyValue }) },
);
const requestMutation: fc.Arbitrary<RequestMutation> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('body' as const),
      mutations: fc.array(bodyMutation, { minLength: 1, maxLength: 3 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('contentType' as const),
      contentType: fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'application/json; charset=latin1',
        'application/octet-stream',
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('malformed' as const),
      cut: fc.nat(),
      junk: fc.constantFrom('', ',', '}', '\u0000', '\ufeff', 'NaN', '/*x*/', '"'),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('query' as const),
      paramIndex: fc.nat(),
      value: fc.oneof(nastyString, fc.constant(null)),
      duplicate: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('pathParam' as const), value: nastyString }) },
);

function serialize(body: Json): string {
  return JSON.stringify(body).replace(
    new RegExp(`"${RAW_MARK}(\\d+)"`, 'g'),
    (_, index: string) => RAW_VALUES[Number(index)] ?? 'null',
  );
}

function mutateBody(body: Json, mutation: BodyMutation): Json {
  if (mutation.kind === 'replace') {
    return mutation.value;
  }
  const paths = pathsOf(body);
  const path = paths[mutation.pathIndex % paths.length] ?? [];
  if (mutation.kind === 'set') {
    return path.length === 0
      ? mutation.value
      : withValue(body, path, (parent, key) => (parent[key] = mutation.value));
  }
  if (mutation.kind === 'delete') {
    return path.length === 0 ? undefined : withValue(body, path, (parent, key) => void delete parent[key]);
  }
  const objectPaths = paths.filter((p) => {
    let node: Json = body;
    for (const key of p) {
      node = (node as Record<string | number, Json>)[key];
    }
    return typeof node === 'object' && node !== null && !Array.isArray(node);
  });
  const target = objectPaths[mutation.pathIndex % Math.max(objectPaths.length, 1)] ?? [];
  const copy = structuredClone(body) as Record<string, Json>;
  let node = copy;
  for (const key of target) {
    node = node[key] as Record<string, Json>;
  }
  if (typeof node === 'object' && node !== null) {
    // defineProperty: an own '__proto__' key, as JSON.parse makes it, not a prototype change.
    Object.defineProperty(node, mutation.key, {
      value: mutation.value,
      enumerable: true,
      configurable: true,
      writable: true,
    });
  }
  return copy;
}

/** The broken request, as inject options. Query mutations on a body route break its body instead, and so on. */
function broken(base: CaseRequest, mutation: RequestMutation): CaseRequest {
  const url = new URL(base.url, 'http://x');
  const hasBody = base.payload !== undefined;
  const params = [...url.searchParams.keys()];
  if (mutation.kind === 'query' && params.length > 0) {
    const name = params[mutation.paramIndex % params.length] as string;
    const query = params
      .filter((p) => p !== name || mutation.value !== null)
      .map((p) => {
        if (p !== name) {
          return `${p}=${encodeURIComponent(url.searchParams.get(p) ?? '')}`;
        }
        const value = encodeValue(mutation.value ?? '');
        return mutation.duplicate ? `${p}=${value}&${p}=${url.searchParams.get(p) ?? ''}` : `${p}=${value}`;
      })
      .join('&');
    return { ...base, url: `${url.pathname}?${query}` };
  }
  if (mutation.kind === 'pathParam' && /\/users\/[^/]+\//.test(url.pathname)) {
    return {
      ...base,
      url: url.pathname.replace(/\/users\/[^/]+\//, `/users/${encodeValue(mutation.value)}/`) + url.search,
    };
  }
  if (!hasBody) {
    // A route without a body: break its query, or send it a body it must ignore or refuse.
    return params.length > 0
      ? broken(base, { kind: 'query', paramIndex: 0, value: 'x'.repeat(3), duplicate: true })
      : {
          ...base,
          payload: serialize({ __proto__: 1 }),
          headers: { ...base.headers, 'content-type': 'application/json' },
        };
  }
  if (mutation.kind === 'contentType') {
    return {
      ...base,
      payload: serialize(base.payload),
      headers: { ...base.headers, 'content-type': mutation.contentType },
    };
  }
  if (mutation.kind === 'malformed') {
    const text = serialize(base.payload);
    const at = mutation.cut % text.length;
    return {
      ...base,
      payload: `${text.slice(0, at)}${mutation.junk}`,
      headers: { ...base.headers, 'content-type': 'application/json' },
    };
  }
  const mutations =
    mutation.kind === 'body' ? mutation.mutations : [{ kind: 'set', pathIndex: 1, value: '\u0000' } as const];
  const body = mutations.reduce<Json>((current, m) => mutateBody(current, m), base.payload);
  return {
    ...base,
    payload: body === undefined ? '' : serialize(body),
    headers: { ...base.headers, 'content-type': 'application/json' },
  };
}

/** A query value as sent: percent-escapes given as such (a raw %00, an encoded lone surrogate) stay raw. */
function encodeValue(value: string): string {
  return /^%[0-9A-F]{2}/.test(value)
    ? value
    : encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '%ED%A0%80'));
}

describe('property-based fuzz of the write and calculation routes', () => {
  it(`answers ${RUNS} broken requests with no 5xx, a field on every 400 and no row changed by a refused one`, async () => {
    const routes = Object.keys(ROUTE_CASES).filter(
      (route) => !route.includes('/document/') && !route.includes('download'),
    );
    const samples = fc.sample(fc.tuple(fc.constantFrom(...routes), requestMutation), {
      numRuns: RUNS,
      seed: SEED,
    });
    const started = Date.now();
    const statuses: Record<string, number> = {};
    const failures: string[] = [];
    let rowsChangedByRefused = 0;
    let before = await tableChecksums(w.t.database.db);

    for (const [route, mutation] of samples) {
      const routeCase = ROUTE_CASES[route] as RouteCase;
      const [method] = route.split(' ');
      const caller =
        routeCase.access === 'public'
          ? null
          : routeCase.access === 'admin'
            ? w.admin
            : routeCase.endsSession
              ? w.bystander
              : w.owner;
      const request = broken(routeCase.request(w), mutation);
      const res = await w.t.app.inject({
        ...request,
        method: method as HTTPMethods,
        headers: { ...request.headers, ...(caller ? bearer(caller.tokens.token) : {}) },
      });
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
      const describe = () =>
        `${route} ${request.url.slice(0, 120)} ${(typeof request.payload === 'string' ? request.payload : JSON.stringify(request.payload ?? '')).slice(0, 160)} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
      if (res.statusCode >= 500) {
        failures.push(`5xx: ${describe()}`);
      }
      if (res.statusCode === 400) {
        const field: unknown = res.json<{ data?: { field?: unknown } }>().data?.field;
        if (typeof field !== 'string' || field === '') {
          failures.push(`400 without a field: ${describe()}`);
        }
      }
      const after = await tableChecksums(w.t.database.db);
      if (res.statusCode >= 400) {
        const changed = changedTables(before, after);
        if (changed.length > 0) {
          rowsChangedByRefused += 1;
          failures.push(`refused but changed ${changed.join(', ')}: ${describe()}`);
        }
      }
      before = after;
    }

    const seconds = (Date.now() - started) / 1000;
    const fiveXx = Object.entries(statuses)
      .filter(([status]) => Number(status) >= 500)
      .reduce((sum, [, n]) => sum + n, 0);
    console.info(
      `input fuzz (seed ${SEED}): ${samples.length} requests over ${routes.length} routes in ${seconds.toFixed(1)} s; ` +
        `statuses ${JSON.stringify(statuses)}; 5xx ${fiveXx}; refused requests that changed rows ${rowsChangedByRefused}`,
    );
    expect(failures.slice(0, 30), `${failures.length} failures (FUZZ_SEED=${SEED} replays them)`).toEqual([]);
  }, 3_600_000);
});
