import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BasicChartResponse,
  UnitCostsChartResponse,
  UnitTypesChartResponse,
} from '../../../contracts/dashboard';
import {
  PROJECT_MESSAGES,
  ProjectCreatedResponse,
  ProjectListResponse,
  ProjectResponse,
  type ProjectInputBody,
} from '../../../contracts/projects';
import { administrator, bearer, confirmedUser, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { projectPayload } from '../../test/projects';

let t: TestApp;
let owner: TestAccount;
let other: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  [owner, other, admin] = await Promise.all([confirmedUser(t), confirmedUser(t), administrator(t)]);
});
afterAll(() => t.close());

const create = (account: TestAccount, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/project/create-project',
    headers: bearer(account.tokens.token),
    payload,
  });

async function createdId(account: TestAccount, overrides: Partial<ProjectInputBody> = {}): Promise<number> {
  const res = await create(account, projectPayload(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return ProjectCreatedResponse.parse(res.json()).data.id;
}

const get = (account: TestAccount, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(account.tokens.token) });

describe('projects: create, read, edit, delete', () => {
  it('creates with the defaults AHU1 and 22R&D0006, totals 0, and reads it back with its customer', async () => {
    const id = await createdId(owner);
    const res = await get(owner, `/api/project/one?id=${id}`);
    expect(res.statusCode).toBe(200);
    const project = ProjectResponse.parse(res.json()).data;
    expect(project).toMatchObject({
      id,
      number: 'AHU1',
      costDriver: '22R&D0006',
      name: 'Office Block A',
      latitude: 44.8176,
      longitude: 20.4569,
      totalPrice: 0,
      numberOfUnits: 0,
      timeZone: -60,
      aqiQualityGood: 146,
      customer: { erpId: 'ERP-1', name: 'Klima d.o.o.', representative: null },
    });
  });

  it("answers 404 for another user's project on read, edit and delete", async () => {
    const id = await createdId(owner);
    expect((await get(other, `/api/project/one?id=${id}`)).statusCode).toBe(404);
    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/project/edit',
      headers: bearer(other.tokens.token),
      payload: { ...projectPayload(), id },
    });
    expect(edit.statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/project/delete?id=${id}`,
      headers: bearer(other.tokens.token),
    });
    expect(del.statusCode).toBe(404);
    expect((await get(owner, `/api/project/one?id=${id}`)).statusCode).toBe(200);
  });

  it('edits the whole project and deletes it', async () => {
    const id = await createdId(owner);
    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/project/edit',
      headers: bearer(owner.tokens.token),
      payload: { ...projectPayload({ name: 'Renamed', customerName: 'New customer' }), id },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data.data).toMatchObject({ name: 'Renamed', customer: { name: 'New customer' } });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/project/delete?id=${id}`,
      headers: bearer(owner.tokens.token),
    });
    expect(del.statusCode).toBe(200);
    expect((await get(owner, `/api/project/one?id=${id}`)).statusCode).toBe(404);
  });

  it('lists only the caller’s projects; the admin variants answer admins only', async () => {
    const id = await createdId(other, { name: 'Other user project' });
    const mine = ProjectListResponse.parse((await get(owner, '/api/project/all')).json()).data.data;
    expect(mine.some((p) => p.id === id)).toBe(false);
    expect((await get(owner, `/api/project/oneByAdmin?projectId=${id}`)).statusCode).toBe(403);
    expect((await get(owner, '/api/project/allAdmin')).statusCode).toBe(403);
    const byAdmin = await get(admin, `/api/project/oneByAdmin?projectId=${id}`);
    expect(ProjectResponse.parse(byAdmin.json()).data.name).toBe('Other user project');
    const all = ProjectListResponse.parse((await get(admin, '/api/project/allAdmin')).json()).data.data;
    expect(all.some((p) => p.id === id)).toBe(true);
  });

  it('pages, sorts and filters the list on the server, with the filtered total beside each page', async () => {
    const pager = await confirmedUser(t);
    for (const name of ['Paged C', 'Paged A', 'Paged B', 'Other D']) {
      await createdId(pager, { name });
    }
    const page = async (query: string) => {
      const res = await get(pager, `/api/project/all?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return ProjectListResponse.parse(res.json()).data;
    };
    const first = await page('pageSize=10&sortBy=name&sortOrder=asc&col=name&op=contains&val=Paged');
    expect(first.total).toBe(3);
    expect(first.data.map((p) => p.name)).toEqual(['Paged A', 'Paged B', 'Paged C']);
    const second = await page('page=1&pageSize=10&sortBy=name&sortOrder=desc');
    expect(second).toEqual({ data: [], total: 4 });
    // Without pageSize the whole list, newest first, as before.
    expect((await page('')).data.map((p) => p.name)).toEqual(['Other D', 'Paged B', 'Paged A', 'Paged C']);
    const wrong = await get(pager, '/api/project/all?pageSize=7');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('pageSize');
    expect((await get(pager, '/api/project/all?sortBy=monthlyDesign')).statusCode).toBe(400);
  });

  it('needs a bearer token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/project/all' })).statusCode).toBe(401);
  });
});

describe('projects: the rules of docs/rules.md#project-rules', () => {
  const rejected = async (overrides: Record<string, unknown>, field: string, message: string) => {
    const res = await create(owner, { ...projectPayload(), ...overrides });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(`body.${field}: ${message}`);
  };

  it.each(['a\\b', 'a/b', 'a:b', 'a*b', 'a?b', 'a"b', 'a<b', 'a>b', 'a|b', '', '   ', 'x'.repeat(51)])(
    'refuses the name %j',
    (name) => rejected({ name }, 'name', PROJECT_MESSAGES.name),
  );

  it('accepts a name of 50 characters', async () => {
    expect((await create(owner, projectPayload({ name: 'x'.repeat(50) }))).statusCode).toBe(201);
  });

  it.each([
    ['summerOutdoorTemperature', -31],
    ['summerOutdoorTemperature', 56],
    ['winterOutdoorTemperature', -30.5],
    ['winterOutdoorTemperature', 55.1],
  ])('refuses %s = %d (outside -30..55)', (field, value) =>
    rejected({ [field]: value }, field, PROJECT_MESSAGES.temperature),
  );

  it('accepts the bounds -30 and 55', async () => {
    const res = await create(
      owner,
      projectPayload({ summerOutdoorTemperature: 55, winterOutdoorTemperature: -30 }),
    );
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ['summerOutdoorHumidity', -1],
    ['winterOutdoorHumidity', 101],
  ])('refuses %s = %d (outside 0..100)', (field, value) =>
    rejected({ [field]: value }, field, PROJECT_MESSAGES.humidity),
  );

  it.each([
    'summerOutdoorTemperature',
    'elevation',
    'summerWetBulbTemperature',
    'summerDewPointTemperature',
    'summerOutdoorHumidity',
    'elPriceBusiness',
    'elPriceHome',
    'aqiCurrent',
    'aqiYearlyAverage',
    'winterOutdoorTemperature',
    'winterOutdoorHumidity',
    'city',
  ])('requires %s', (field) => rejected({ [field]: undefined }, field, PROJECT_MESSAGES.required));
});

describe('dashboard: summary, charts and filters', () => {
  let dashboardUser: TestAccount;
  const ids: number[] = [];

  beforeAll(async () => {
    dashboardUser = await confirmedUser(t);
    ids.push(await createdId(dashboardUser, { name: 'Belgrade One' }));
    ids.push(await createdId(dashboardUser, { name: 'Novi Sad Two', city: 'Novi Sad' }));
    ids.push(
      await createdId(dashboardUser, {
        name: 'Feltre Three',
        country: 'Italy',
        countryCode: 'IT',
        city: 'Feltre',
        markerPosition: { lat: 46.0186, lng: 11.9103 },
      }),
    );
  });

  const summary = async (query = '') =>
    BasicChartResponse.parse((await get(dashboardUser, `/api/home/basicChart${query}`)).json()).data.data;

  it('sums the caller’s projects', async () => {
    expect(await summary()).toEqual({ numberOfProjects: 3, numberOfUnits: 0, sumOfCosts: 0 });
  });

  it('gives one cost row per country and the regions', async () => {
    const costs = UnitCostsChartResponse.parse((await get(dashboardUser, '/api/home/unitCostsChart')).json());
    expect(costs.data.data.map((row) => row.country)).toEqual(['Italy', 'Serbia']);
    const types = UnitTypesChartResponse.parse((await get(dashboardUser, '/api/home/unitTypesChart')).json());
    expect(types.data.data.regions).toEqual([{ region: 'Europe', count: 3 }]);
  });

  it('filters: country contains, id isAnyOf and contains, numbers, dates', async () => {
    expect((await summary('?col=country&op=contains&val=ital')).numberOfProjects).toBe(1);
    expect((await summary('?col=name&op=contains&val=NOVI')).numberOfProjects).toBe(1);
    expect((await summary(`?col=id&op=isAnyOf&val=${ids[0]},${ids[2]}`)).numberOfProjects).toBe(2);
    expect((await summary(`?col=id&op=contains&val=${ids[1]}`)).numberOfProjects).toBeGreaterThanOrEqual(1);
    expect((await summary('?col=totalPrice&op=>&val=0')).numberOfProjects).toBe(0);
    expect((await summary('?col=numberOfUnits&op==&val=0')).numberOfProjects).toBe(3);
    const today = new Date().toISOString().slice(0, 10);
    expect((await summary(`?col=createdAt&op=is&val=${today}`)).numberOfProjects).toBe(3);
    expect((await summary(`?col=createdAt&op=before&val=${today}`)).numberOfProjects).toBe(0);
    expect((await summary(`?col=createdAt&op=onOrAfter&val=${today}`)).numberOfProjects).toBe(3);
    expect((await summary('?col=id&op=contains&val=')).numberOfProjects).toBe(3);
  });

  it('counts projects per region by the continent boxes, and never more than six rows', async () => {
    const user = await confirmedUser(t);
    const points = [
      { lat: 44.8, lng: 20.46 }, // Belgrade: Europe
      { lat: 41.0, lng: 29.0 }, // Istanbul, east of the Bosporus box: Asia
      { lat: 30.04, lng: 31.24 }, // Cairo: Africa
      { lat: 24.7, lng: 46.7 }, // Riyadh: Asia
      { lat: 40.7, lng: -74.0 }, // New York: North America
      { lat: -23.5, lng: -46.6 }, // Sao Paulo: South America
      { lat: -33.9, lng: 151.2 }, // Sydney: Oceania
      { lat: 35.7, lng: 139.7 }, // Tokyo: Asia
      { lat: 55.75, lng: 37.6 }, // Moscow: Europe
    ];
    for (const [i, markerPosition] of points.entries()) {
      await createdId(user, { name: `Point ${i}`, markerPosition });
    }
    const types = UnitTypesChartResponse.parse((await get(user, '/api/home/unitTypesChart')).json()).data
      .data;
    expect(types.regions).toEqual([
      { region: 'Europe', count: 2 },
      { region: 'Africa', count: 1 },
      { region: 'Asia', count: 3 },
      { region: 'North America', count: 1 },
      { region: 'South America', count: 1 },
      { region: 'Oceania', count: 1 },
    ]);
    // No positions: the nine projects are named with no flow (at most CHART_AIRFLOW_PROJECTS), none left over.
    expect(types.airflow).toHaveLength(9);
    expect(types.airflowRest).toEqual({ projects: 0, supply: 0, exhaust: 0 });
  });

  it('refuses an operator the column does not take', async () => {
    const res = await get(dashboardUser, '/api/home/basicChart?col=country&op=>&val=1');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('querystring.op');
  });
});
