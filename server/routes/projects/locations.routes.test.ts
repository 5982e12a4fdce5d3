import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AqiCurrentResponse,
  AqiYearlyResponse,
  ConditionsResponse,
  ElectricityResponse,
  ElevationResponse,
  GeoReverseResponse,
  GeoSearchResponse,
} from '../../../contracts/locations';
import { bearer, confirmedUser, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { NOWHERE, startFakeProviders, type FakeProviders } from '../../test/fake-providers';

/**
 * The real provider clients against a local fake that replays recorded answers in the providers' formats
 * (server/providers/<name>/fixtures): normal answers, a timeout, a 429 and a 500, and the database cache.
 */
let fake: FakeProviders;
let t: TestApp;
let user: TestAccount;

beforeAll(async () => {
  fake = await startFakeProviders();
  t = await createTestApp({ env: { ...fake.env, PROVIDER_TIMEOUT_MS: String(PROVIDER_WAIT_MS) } });
  user = await confirmedUser(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.setMode('ok'));

const get = (url: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(user.tokens.token) });

// The providers' wait: long enough for the fake's year-long archive answer on a loaded 2-core CI box (300 ms cut one
// off mid-body at a load average of 9), short enough for the timeout cases.
const PROVIDER_WAIT_MS = 3_000;

describe('normal answers', () => {
  it('searches an address with Nominatim', async () => {
    const res = await get('/geo/search?q=Knez%20Mihailova%205%20Beograd');
    expect(res.statusCode, res.body).toBe(200);
    expect(GeoSearchResponse.parse(res.json()).data).toEqual([
      {
        lat: 44.8176,
        lng: 20.4569,
        displayName:
          'Кнез Михаилова 5, Стари град, Belgrade, City of Belgrade, Central Serbia, 11000, Serbia',
        address: 'Кнез Михаилова 5',
        city: 'Belgrade',
        postcode: '11000',
        country: 'Serbia',
        countryCode: 'RS',
      },
    ]);
    expect(
      GeoSearchResponse.parse((await get(`/geo/search?q=${encodeURIComponent(NOWHERE)}`)).json()).data,
    ).toEqual([]);
  });

  it('reverse-geocodes a point, and answers null where there is no address', async () => {
    const place = GeoReverseResponse.parse((await get('/geo/reverse?lat=44.81&lng=20.45')).json()).data;
    expect(place).toMatchObject({ lat: 44.81, lng: 20.45, city: 'Belgrade', countryCode: 'RS' });
    expect(GeoReverseResponse.parse((await get('/geo/reverse?lat=0&lng=-30')).json()).data).toBeNull();
  });

  it('sends at most one request a second to Nominatim', async () => {
    const before = fake.times('/nominatim/reverse').length;
    await Promise.all([get('/geo/reverse?lat=45.1&lng=20.1'), get('/geo/reverse?lat=45.2&lng=20.2')]);
    const [first, second] = fake.times('/nominatim/reverse').slice(before);
    // Starts are 1000 ms apart; arrival at the fake may jitter by a few tens of ms on a loaded machine, while
    // without the limiter both would arrive within a few ms of each other.
    expect(second! - first!).toBeGreaterThanOrEqual(900);
  });

  it('gives the elevation in whole metres', async () => {
    const res = await get('/geo/elevation?lat=44.8176&lng=20.4569');
    expect(ElevationResponse.parse(res.json()).data).toEqual({ elevation: 117 });
  });

  it('computes design conditions from the archive year', async () => {
    const res = await get('/project/location-params/conditions?lat=44.8176&lng=20.4569');
    expect(res.statusCode, res.body).toBe(200);
    const { basicDesignConditions: basic, monthlyDesign } = ConditionsResponse.parse(res.json()).data;
    expect(basic.summerDesignConditions.outdoorTemperature).toBeGreaterThan(28);
    expect(basic.summerDesignConditions.outdoorTemperature).toBeLessThan(38);
    expect(basic.summerDesignConditions.wetBulbTemperature).toBeLessThan(
      basic.summerDesignConditions.outdoorTemperature,
    );
    expect(basic.winterDesignConditions.outdoorTemperature).toBeLessThan(-3);
    expect(basic.distance).toBeLessThan(30);
    expect(basic.year).toBe(new Date().getUTCFullYear() - 1);
    expect(monthlyDesign.dryBulbTemperatures[0]).toBeLessThan(monthlyDesign.dryBulbTemperatures[6]!);
    expect(monthlyDesign.meanDailyTemperatureRange[3]).toBeCloseTo(10, 0);
  });

  it('gives the current AQI and the yearly statistics', async () => {
    const current = AqiCurrentResponse.parse(
      (await get('/project/location-params/aqiCurrent?lat=44.8&lng=20.5')).json(),
    );
    expect(current.data).toEqual({ usAqi: 87, europeanAqi: 52, time: '2026-11-21T10:00' });
    const yearly = AqiYearlyResponse.parse(
      (await get('/project/location-params/aqiYearly?lat=44.8&lng=20.5')).json(),
    ).data!;
    // 365 days in the fixture's 10-day pattern: 36 full cycles and 5 days (4 good, 1 moderate).
    expect(yearly).toMatchObject({
      qualityGood: 148,
      qualityModerate: 109,
      qualitySensitive: 36,
      qualityUnhealthy: 36,
      qualityUnhealthyV: 36,
      qualityHazardous: 0,
    });
    expect(yearly.history).toHaveLength(365);
    expect(yearly.yearlyAverage).toBeCloseTo((36 * 895 + 4 * 30 + 75) / 365, 1);
  });

  it('gives electricity prices from the bundled table, 404 for an unknown country', async () => {
    const res = await get('/project/location-params/electricity?countryShortCode=de');
    expect(ElectricityResponse.parse(res.json()).data).toMatchObject({ period: '2024-S2' });
    expect(res.json().data.source).toContain('nrg_pc_205');
    expect((await get('/project/location-params/electricity?countryShortCode=ZZ')).statusCode).toBe(404);
  });
});

describe('the cache', () => {
  it('serves a second identical look-up without asking the provider', async () => {
    const paths = ['/nominatim/search', '/v1/elevation', '/v1/archive', '/v1/air-quality'] as const;
    const calls = [
      '/geo/search?q=Cached%20street%201',
      '/geo/elevation?lat=45.25&lng=19.84',
      '/project/location-params/conditions?lat=45.25&lng=19.84',
      '/project/location-params/aqiCurrent?lat=45.25&lng=19.84',
    ];
    for (const call of calls) {
      expect((await get(call)).statusCode).toBe(200);
    }
    const before = paths.map((p) => fake.count(p));
    for (const call of calls) {
      expect((await get(call)).statusCode).toBe(200);
    }
    expect(paths.map((p) => fake.count(p))).toEqual(before);
  });
});

describe('failures give a clear 502 or 503', () => {
  const calls = [
    ['Nominatim', '/geo/search?q=Failing%20street'],
    ['Open-Meteo elevation', '/geo/elevation?lat=10.5&lng=10.5'],
    ['Open-Meteo weather archive', '/project/location-params/conditions?lat=10.5&lng=10.5'],
    ['Open-Meteo air quality', '/project/location-params/aqiYearly?lat=10.5&lng=10.5'],
  ] as const;

  it.each(calls)('%s: a timeout is a 503 naming the wait', async (provider, url) => {
    fake.setMode('timeout');
    const res = await get(url);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(
      `${provider} did not answer within ${PROVIDER_WAIT_MS} ms: please try again later or enter the values by hand`,
    );
  });

  it.each(calls)('%s: a 429 is a 503', async (provider, url) => {
    fake.setMode('429');
    const res = await get(url);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toContain(`${provider} refuses more requests for now (HTTP 429)`);
  });

  it.each(calls)('%s: a 500 is a 502', async (provider, url) => {
    fake.setMode('500');
    const res = await get(url);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toContain(`${provider} answered with an error (HTTP 500)`);
  });

  it('caches no failure: the next look-up asks again and succeeds', async () => {
    fake.setMode('500');
    expect((await get('/geo/elevation?lat=11.5&lng=11.5')).statusCode).toBe(502);
    fake.setMode('ok');
    expect((await get('/geo/elevation?lat=11.5&lng=11.5')).statusCode).toBe(200);
  });
});

describe('Photon as the geocoder', () => {
  let photonApp: TestApp;
  let photonUser: TestAccount;
  beforeAll(async () => {
    photonApp = await createTestApp({ env: { ...fake.env, GEOCODER: 'photon' } });
    photonUser = await confirmedUser(photonApp);
  });
  afterAll(() => photonApp.close());

  it('searches and reverse-geocodes', async () => {
    const search = await photonApp.app.inject({
      method: 'GET',
      url: '/api/geo/search?q=Feltre',
      headers: bearer(photonUser.tokens.token),
    });
    expect(GeoSearchResponse.parse(search.json()).data[0]).toEqual({
      lat: 46.0186,
      lng: 11.9103,
      displayName: 'Via Caduti 14 Settembre 52, 32032 Feltre, Italy',
      address: 'Via Caduti 14 Settembre 52',
      city: 'Feltre',
      postcode: '32032',
      country: 'Italy',
      countryCode: 'IT',
    });
    const reverse = await photonApp.app.inject({
      method: 'GET',
      url: '/api/geo/reverse?lat=46.0186&lng=11.9103',
      headers: bearer(photonUser.tokens.token),
    });
    expect(GeoReverseResponse.parse(reverse.json()).data?.city).toBe('Feltre');
  });
});
