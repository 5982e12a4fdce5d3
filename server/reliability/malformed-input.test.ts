import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_RULE, MAX_ID } from '../../contracts/fields';
import { POOL_TEMPERATURE_RULE } from '../../contracts/pool';
import { bearer } from '../test/accounts';
import { poolPayload } from '../test/pool';
import { projectPayload } from '../test/projects';
import { mollierBody, ROUTE_CASES } from '../test/route-cases';
import { changedTables, tableChecksums } from '../test/table-checksums';
import { createWorld, type World } from '../test/world';

/**
 * Issue 14's malformed requests that answered 500, or a 400 that did not name the field and the rule, each as it was
 * reported; every one must now be a 400 naming the request field, with nothing written.
 */
let w: World;
beforeAll(async () => {
  w = await createWorld();
}, 120_000);
afterAll(() => w.close());

async function refused(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object | string,
  headers: Record<string, string> = {},
) {
  const before = await tableChecksums(w.t.database.db);
  const res = await w.t.app.inject({
    method,
    url,
    headers: { ...bearer(w.owner.tokens.token), ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
  expect(changedTables(before, await tableChecksums(w.t.database.db))).toEqual([]);
  return { status: res.statusCode, body: res.json<{ message: string; data: { field?: string } | null }>() };
}

describe('ids of 2^31 and above', () => {
  it.each([
    ['GET', `/api/project/one?id=${2 ** 31}`, 'querystring.id'],
    ['DELETE', `/api/project/delete?id=${2 ** 31}`, 'querystring.id'],
    ['GET', `/api/project/items?id=99999999999999999999`, 'querystring.id'],
    ['GET', `/api/project/items/calculations?id=1&revNum=${2 ** 31}`, 'querystring.revNum'],
    ['GET', `/api/project/items/hydra/all?projectId=${2 ** 32}`, 'querystring.projectId'],
    ['GET', `/api/project/items/document/zip?id=${2 ** 31}&revNum=1`, 'querystring.id'],
  ] as const)('%s %s answers 400 naming %s', async (method, url, field) => {
    const { status, body } = await refused(method, url);
    expect(status).toBe(400);
    expect(body.data?.field).toBe(field);
    expect(body.message).toContain(`${field}: must be at most ${MAX_ID}`);
  });

  it('in a body too: a project edit, a revision activation', async () => {
    const edit = await refused('PUT', '/api/project/edit', { ...projectPayload(), id: 2 ** 31 });
    expect(edit).toMatchObject({ status: 400, body: { data: { field: 'body.id' } } });
    const activate = await refused('POST', '/api/project/item/revision/activate', { id: 2 ** 40 });
    expect(activate).toMatchObject({ status: 400, body: { data: { field: 'body.id' } } });
  });
});

describe('NUL, control characters and lone surrogates in text', () => {
  it.each([
    ['name', 'Office\u0000Block'],
    ['city', 'Beo\u0000grad'],
    ['address', 'x\ud800'],
    ['customerName', 'Klima\u001b[31m'],
  ])('a project %s of %j answers 400 naming it', async (field, value) => {
    const { status, body } = await refused(
      'POST',
      '/api/project/create-project',
      projectPayload({ [field]: value }),
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({
      message: `body.${field}: ${CONTROL_CHARACTER_RULE}`,
      data: { field: `body.${field}` },
    });
  });

  it('keeps line breaks in the project description, but not NUL', async () => {
    const ok = await w.t.app.inject({
      method: 'POST',
      url: '/api/project/create-project',
      headers: bearer(w.foreign.tokens.token),
      payload: projectPayload({ description: 'Line one\nLine two' }),
    });
    expect(ok.statusCode).toBe(201);
    const { status } = await refused(
      'POST',
      '/api/project/create-project',
      projectPayload({ description: 'a\u0000' }),
    );
    expect(status).toBe(400);
  });

  it('a lone surrogate in a first name answers 400 naming it, on edit and at registration', async () => {
    const edit = await refused('PUT', '/api/users/edit', {
      title: 'mr',
      firstName: 'Ana\udc00',
      lastName: 'B',
    });
    expect(edit).toMatchObject({ status: 400, body: { data: { field: 'body.firstName' } } });
    const mailLine = await refused('PUT', '/api/users/edit', {
      title: 'mr',
      firstName: 'Ana,\n\nURGENT: your account was locked',
      lastName: 'B',
    });
    expect(mailLine).toMatchObject({ status: 400, body: { data: { field: 'body.firstName' } } });
  });

  it('NUL in a dashboard filter value answers 400 naming val', async () => {
    const { status, body } = await refused('GET', '/api/home/basicChart?col=name&op=contains&val=a%00b');
    expect(status).toBe(400);
    expect(body.data?.field).toBe('querystring.val');
  });
});

describe('pool positions', () => {
  it('a non-integer projectId on hydra create answers 400 naming it', async () => {
    const { status, body } = await refused('POST', '/api/project/item/hydra/create', poolPayload(1.5));
    expect(status).toBe(400);
    expect(body).toMatchObject({
      message: 'body.projectId: must be a whole number',
      data: { field: 'body.projectId' },
    });
  });

  it('a pool temperature outside the model answers 400 naming the temperature and its range', async () => {
    const hot = await refused(
      'POST',
      '/api/project/item/hydra/create',
      poolPayload(w.projectId, { waterTemperature: 70 }),
    );
    expect(hot).toMatchObject({
      status: 400,
      body: { message: `body.waterTemperature: ${POOL_TEMPERATURE_RULE}` },
    });
  });

  it('a water temperature of 1.5 C names the water temperature and why, not the mandatory fields', async () => {
    const { status, body } = await refused(
      'POST',
      '/api/project/item/hydra/create',
      poolPayload(w.projectId, { waterTemperature: 1.5 }),
    );
    expect(status).toBe(400);
    expect(body.data?.field).toBe('body.waterTemperature');
    expect(body.message).toMatch(/^body\.waterTemperature: gives a required air volume under 100 m3\/h/);
  });
});

describe('dashboard filters are parsed strictly', () => {
  it.each([
    ['createdAt', 'is', '2023-02-30', 'must be a calendar date YYYY-MM-DD'],
    ['createdAt', 'after', '0000-01-01', 'must be a calendar date YYYY-MM-DD'],
    ['numberOfUnits', '>', '1.5', `must be a whole number 0-${MAX_ID}`],
    ['numberOfUnits', '=', '1e20', `must be a whole number 0-${MAX_ID}`],
    ['id', 'isAnyOf', '1,2147483648', `must be a comma-separated list of ids 1-${MAX_ID}`],
  ])('%s %s %s answers 400: %s', async (col, op, val, rule) => {
    for (const chart of ['basicChart', 'unitTypesChart', 'unitCostsChart']) {
      const { status, body } = await refused(
        'GET',
        `/api/home/${chart}?col=${col}&op=${encodeURIComponent(op)}&val=${encodeURIComponent(val)}`,
      );
      expect(status).toBe(400);
      expect(body).toMatchObject({ message: `querystring.val: ${rule}`, data: { field: 'querystring.val' } });
    }
  });
});

describe('messages name the request field and the rule', () => {
  it('a Mollier point with a dry bulb of the wrong type names the point and its field', async () => {
    const request = mollierBody();
    const points = request.points.map((point, index) => (index === 0 ? { ...point, tDb: 'warm' } : point));
    const { status, body } = await refused('POST', '/api/mollier/pdf', { ...request, points });
    expect(status).toBe(400);
    expect(body.data?.field).toBe('body.points.0.tDb');
    expect(body.message).toBe('body.points.0.tDb: tDb must be a number');
  });

  it('a Mollier point the engine refuses names that point and field, not the engine quantity', async () => {
    const request = mollierBody();
    const points = request.points.map((point, index) => (index === 1 ? { ...point, rh: 1.7 } : point));
    const { status, body } = await refused('POST', '/api/mollier/pdf', { ...request, points });
    expect(status).toBe(400);
    expect(body.data?.field).toBe('body.points.1.rh');
    expect(body.message).toMatch(/^body\.points\.1\.rh: is outside the calculation's valid range/);
  });

  it('a __proto__ key answers 400 naming the key, and pollutes nothing', async () => {
    const text = JSON.stringify(projectPayload()).replace(
      '"markerPosition":{',
      '"markerPosition":{"__proto__":{"polluted":true},',
    );
    const { status, body } = await refused('POST', '/api/project/create-project', text, {
      'content-type': 'application/json',
    });
    expect(status).toBe(400);
    expect(body.data?.field).toBe('body.markerPosition.__proto__');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const constructor = await refused('POST', '/api/calc/select', '{"constructor":{"prototype":{"x":1}}}', {
      'content-type': 'application/json',
    });
    expect(constructor).toMatchObject({
      status: 400,
      body: { data: { field: 'body.constructor.prototype' } },
    });
  });

  it('malformed JSON names the body and where it breaks', async () => {
    const { status, body } = await refused('POST', '/api/project/create-project', '{"name": "x",', {
      'content-type': 'application/json',
    });
    expect(status).toBe(400);
    expect(body.data?.field).toBe('body');
    expect(body.message).toMatch(/^body: must be valid JSON \(/);
    // The answer never quotes the text back: a broken login body may hold a password.
    const login = await refused('POST', '/api/auth', '{"email":"a@b.c","password":Secret#2024x}', {
      'content-type': 'application/json',
    });
    expect(login.status).toBe(400);
    expect(login.body.message).not.toContain('Secret');
  });
});

/** Every path to a text in a JSON value, as 'a.b.0.c'. */
function textPaths(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') {
    return [path.join('.')];
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => textPaths(item, [...path, key]));
  }
  return [];
}

function withText(body: object, path: string, text: string): object {
  const copy = structuredClone(body) as Record<string, unknown>;
  const keys = path.split('.');
  let node = copy;
  for (const key of keys.slice(0, -1)) {
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1] as string] = text;
  return copy;
}

describe('every text field of every request body refuses NUL and a lone surrogate', () => {
  it('answers 400 naming the field, for each text of each route case with a body', async () => {
    const unnamed: string[] = [];
    let checked = 0;
    for (const [route, routeCase] of Object.entries(ROUTE_CASES)) {
      const request = routeCase.request(w);
      if (typeof request.payload !== 'object' || routeCase.endsSession) {
        continue;
      }
      const [method] = route.split(' ') as ['POST' | 'PUT'];
      const caller = routeCase.access === 'admin' ? w.admin : w.owner;
      for (const path of textPaths(request.payload)) {
        for (const bad of ['a\u0000b', 'a\ud800b']) {
          checked += 1;
          const res = await w.t.app.inject({
            method,
            url: request.url,
            headers: routeCase.access === 'public' ? {} : bearer(caller.tokens.token),
            payload: withText(request.payload, path, bad),
          });
          const field = res.json<{ data?: { field?: string } | null }>().data?.field;
          if (res.statusCode !== 400 || field !== `body.${path}`) {
            unnamed.push(
              `${route} body.${path} = ${JSON.stringify(bad)}: ${res.statusCode} ${res.body.slice(0, 160)}`,
            );
          }
        }
      }
    }
    console.info(`text fields: ${checked} requests with NUL or a lone surrogate`);
    expect(unnamed).toEqual([]);
  });
});
