import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../test/accounts';
import { ROUTE_CASES, type RouteCase } from '../test/route-cases';
import { createWorld, type World } from '../test/world';

/**
 * Issue 14's authorization matrix: every route of the OpenAPI document (and every API route Fastify knows), called
 * as an anonymous caller, as a foreign user on the owner's real resources, and as ordinary users on the admin
 * routes. A route without a case in server/test/route-cases.ts fails the suite, so a new route needs its case.
 */
let w: World;
beforeAll(async () => {
  w = await createWorld();
}, 120_000);
afterAll(() => w.close());

/** 'METHOD /api/path' of every documented route, and of every registered one (':id' written '{id}'). */
function allRoutes(world: World): string[] {
  const document = world.t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
  const registered = world.t.app.apiRoutes.map((route) => route.replace(/:(\w+)/g, '{$1}'));
  return [...new Set([...documented, ...registered])].sort();
}

interface Call {
  route: string;
  as: 'anonymous' | 'foreign' | 'owner';
  expected: number;
  status: number;
  body: string;
}

describe('authorization matrix over the OpenAPI document', () => {
  it('answers every route as its case expects: 401 anonymous, 404 foreign, 403 ordinary user on admin routes', async () => {
    const routes = allRoutes(w);
    const missing = routes.filter((route) => !ROUTE_CASES[route]);
    const stale = Object.keys(ROUTE_CASES).filter((route) => !routes.includes(route));
    expect(missing, 'routes without a case in server/test/route-cases.ts').toEqual([]);
    expect(stale, 'cases of routes that no longer exist').toEqual([]);

    const calls: Call[] = [];
    const send = async (route: string, as: Call['as'], expected: number) => {
      const routeCase = ROUTE_CASES[route] as RouteCase;
      const [method] = route.split(' ');
      const account = as === 'anonymous' ? null : as === 'foreign' ? w.foreign : w.owner;
      const request = routeCase.request(w);
      const res = await w.t.app.inject({
        ...request,
        method: method as HTTPMethods,
        headers: { ...(request.headers ?? {}), ...(account ? bearer(account.tokens.token) : {}) },
      });
      calls.push({ route, as, expected, status: res.statusCode, body: res.body.slice(0, 200) });
    };

    // A call that may end the caller's session goes last, so it cannot turn the other calls into 401s.
    const ordered = [...routes].sort(
      (a, b) => Number(!!ROUTE_CASES[a]?.endsSession) - Number(!!ROUTE_CASES[b]?.endsSession),
    );
    for (const route of ordered) {
      const routeCase = ROUTE_CASES[route] as RouteCase;
      switch (routeCase.access) {
        case 'public':
          await send(route, 'anonymous', routeCase.expected ?? 200);
          break;
        case 'own':
          await send(route, 'anonymous', 401);
          await send(route, 'foreign', 404);
          break;
        case 'self':
          await send(route, 'anonymous', 401);
          await send(route, 'foreign', routeCase.expected ?? 200);
          break;
        case 'admin':
          await send(route, 'anonymous', 401);
          await send(route, 'foreign', 403);
          await send(route, 'owner', 403);
          break;
      }
    }

    const counts: Record<string, number> = {};
    for (const c of calls) {
      counts[c.status] = (counts[c.status] ?? 0) + 1;
    }
    console.info(
      `authorization matrix: ${routes.length} routes, ${calls.length} requests, statuses ${JSON.stringify(counts)}`,
    );
    const wrong = calls.filter((c) => c.status !== c.expected);
    expect(
      wrong.map((c) => `${c.route} as ${c.as}: ${c.status}, expected ${c.expected} (${c.body})`),
    ).toEqual([]);

    // The foreign user's calls changed nothing of the owner's: the resources are all still there.
    for (const url of [
      `/api/project/one?id=${w.projectId}`,
      `/api/project/items/one?id=${w.positionId}`,
      `/api/project/items/hydra/one?id=${w.poolId}`,
    ]) {
      expect(
        (await w.t.app.inject({ method: 'GET', url, headers: bearer(w.owner.tokens.token) })).statusCode,
      ).toBe(200);
    }
  });
});
