import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnnualResponse, WeatherUploadResponse, WeatherYearResponse } from '../../../contracts/energy';
import { PositionSavedResponse } from '../../../contracts/positions';
import { ProjectCreatedResponse } from '../../../contracts/projects';
import { era5Year, referenceYear, type WeatherYear } from '../../../engine/energy';
import { roundTo } from '../../../engine/numbers';
import { epwText } from '../../../engine/test/weather-files';
import { archiveAnswer } from '../../providers/climate/fixtures/archive';
import { claim, releaseClaim } from '../../repositories/provider-cache.repository';
import { findWeatherYear } from '../../repositories/weather-years.repository';
import { REFERENCE_YEARS } from '../../services/locations.service';
import { bearer, confirmedUser, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { startFakeProviders, type FakeProviders } from '../../test/fake-providers';
import { positionPayload } from '../../test/positions';
import { projectPayload } from '../../test/projects';

/**
 * Issue 25: the reference year (EN ISO 15927-4) of the ten ERA5 years up to the last complete one, made off the request
 * path: the first answer at a location is the last complete ERA5 year (one archive call), a read that finds it has the
 * reference year made in the background, and the reads after that answer it. The archive is the local fake.
 */
let fake: FakeProviders;
let t: TestApp;
let owner: TestAccount;
const logLines: string[] = [];

beforeAll(async () => {
  fake = await startFakeProviders();
  t = await createTestApp({
    // A generous timeout: on a loaded machine a slow fake must not turn into a synthetic year.
    env: { ...fake.env, PROVIDER_TIMEOUT_MS: '10000', WEATHER_REFERENCE_YEAR: 'true', LOG_LEVEL: 'warn' },
    logStream: { write: (line: string) => void logLines.push(line) },
  });
  owner = await confirmedUser(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.setMode('ok');
  fake.failArchiveYears([]);
});

const last = new Date().getUTCFullYear() - 1;
const first = last - REFERENCE_YEARS + 1;
const allYears = Array.from({ length: REFERENCE_YEARS }, (_, i) => first + i);
/** The background work's time is the machine's: wait for its outcome as long as a loaded machine may need. */
const BACKGROUND = { timeout: 120_000, interval: 200 };

const call = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(owner.tokens.token), payload });

async function position(lat: number, lng: number): Promise<{ id: number; projectId: number }> {
  const project = await call('/project/create-project', projectPayload({ markerPosition: { lat, lng } }));
  expect(project.statusCode, project.body).toBe(201);
  const projectId = ProjectCreatedResponse.parse(project.json()).data.id;
  const saved = await call('/project/item/calculate', positionPayload(projectId));
  expect(saved.statusCode, saved.body).toBe(201);
  return { id: PositionSavedResponse.parse(saved.json()).data.data, projectId };
}

async function annual(id: number) {
  const res = await call('/project/item/annual', { id });
  expect(res.statusCode, res.body).toBe(200);
  return AnnualResponse.parse(res.json()).data;
}

/** The calendar years the archive was asked for at latitude `lat`, in the order asked. */
const asked = (lat: number) =>
  fake
    .queries('/v1/archive')
    .filter((q) => Number(q.get('latitude')) === lat)
    .map((q) => Number(q.get('start_date')!.slice(0, 4)));

/** The years each month was taken from, as the method names them ('... (2016, 2016, ..., 2025)'). */
const monthYears = (method: string) => /\(([\d, ]+)\)$/.exec(method)![1]!.split(', ').map(Number);

/** The fake archive's year at (lat, lng) as the climate service reads and rounds it. */
function fakeYear(lat: number, lng: number, year: number): WeatherYear {
  const { hourly } = archiveAnswer(lat, lng, year);
  const weather = era5Year(
    {
      time: hourly.time,
      tDb: hourly.temperature_2m,
      tDp: hourly.dew_point_2m,
      pressure: hourly.surface_pressure.map((p) => p * 100),
    },
    year,
  );
  return rounded(weather);
}
const rounded = (weather: WeatherYear): WeatherYear => ({
  ...weather,
  tDb: weather.tDb.map((v) => Math.round(v * 100) / 100),
  w: weather.w.map((v) => Math.round(v * 1e6) / 1e6),
});

describe('the reference year off the request path (issue 25)', () => {
  it('answers the last complete ERA5 year first, then the reference year of the ten years up to it', async () => {
    const [lat, lng] = [45.5, 21];
    const { id } = await position(lat, lng);
    const firstAnswer = await annual(id);
    expect(firstAnswer.weather).toMatchObject({
      source: 'era5',
      kind: 'era5',
      year: last,
      label: `ERA5 ${last}`,
    });
    // One archive call for the first answer: the last complete year.
    expect(asked(lat)).toEqual([last]);

    // That read stored the ERA5 year; the reads after it find it and have the reference year made in the background.
    await vi.waitFor(async () => expect((await annual(id)).weather.kind).toBe('reference'), BACKGROUND);
    const later = await annual(id);
    expect(later.weather).toMatchObject({
      source: 'era5',
      kind: 'reference',
      year: null,
      label: `Reference year (ISO 15927-4, years ${first}-${last})`,
    });
    const months = monthYears(later.weather.method);
    expect(months).toHaveLength(12);
    for (const year of months) {
      expect(allYears).toContain(year);
    }
    // Each of the ten years asked once: the last for the first answer, the nine before it in the background.
    expect([...asked(lat)].sort()).toEqual(allYears);

    // The stored hours are the reference year of the archive's ten years at this cell.
    const expected = rounded(referenceYear(allYears.map((year) => fakeYear(lat, lng, year))).weather);
    expect(later.weather.method).toBe(expected.method);
    const hours = await t.app.inject({
      method: 'GET',
      url: `/api/project/item/annual/weather?id=${id}`,
      headers: bearer(owner.tokens.token),
    });
    const data = WeatherYearResponse.parse(hours.json()).data;
    expect(data.weather).toEqual(later.weather);
    expect(data.tDbC).toEqual(expected.tDb.map((v) => roundTo(v, 2)));
    expect(data.wKgPerKg).toEqual(expected.w.map((v) => roundTo(v, 5)));

    // Stored: later reads ask no provider and answer it, the provider down or not.
    fake.setMode('500');
    expect((await annual(id)).weather).toEqual(later.weather);
    expect(asked(lat)).toHaveLength(REFERENCE_YEARS);
  });

  it('keeps the ERA5 year when the archive fails for one of the years, logs it, and a later read tries again', async () => {
    const [lat, lng] = [45.75, 21.5];
    const failing = last - 4;
    fake.failArchiveYears([failing]);
    const { id, projectId } = await position(lat, lng);
    expect((await annual(id)).weather).toMatchObject({ kind: 'era5', year: last });
    // This read finds the ERA5 year: the background asks the years from the first and fails at `failing`.
    expect((await annual(id)).weather.kind).toBe('era5');
    await vi.waitFor(
      () =>
        expect(
          logLines.some(
            (line) =>
              line.includes('reference year failed in the background') && line.includes(`"key":${id}`),
          ),
        ).toBe(true),
      BACKGROUND,
    );
    expect(asked(lat)).toContain(failing);
    // No 5xx: the ERA5 year stays, stored.
    expect((await annual(id)).weather).toMatchObject({ kind: 'era5', year: last });
    expect((await findWeatherYear(t.database.db, projectId))?.weather.kind).toBe('era5');

    // The archive answers again: a later read tries again, and the reference year replaces the ERA5 one.
    fake.failArchiveYears([]);
    await vi.waitFor(async () => expect((await annual(id)).weather.kind).toBe('reference'), BACKGROUND);
    expect(asked(lat).filter((year) => year === failing).length).toBeGreaterThanOrEqual(2);
    expect((await annual(id)).weather.label).toBe(`Reference year (ISO 15927-4, years ${first}-${last})`);
  });

  it('never replaces a year the user uploads, even while the reference year is being made', async () => {
    const [lat, lng] = [46, 22];
    const p = await position(lat, lng);
    const q = await position(lat, lng);
    expect((await annual(p.id)).weather.kind).toBe('era5');
    expect((await annual(q.id)).weather.kind).toBe('era5');
    // The archive holds its answers: P's reference year waits in its first call, Q's behind it.
    const release = fake.holdArchive();
    expect((await annual(p.id)).weather.kind).toBe('era5');
    expect((await annual(q.id)).weather.kind).toBe('era5');
    await vi.waitFor(() => expect(asked(lat)).toContain(first), BACKGROUND);

    // Meanwhile the user uploads P's year.
    const upload = await call('/project/item/annual/weather', {
      id: p.id,
      fileName: 'novi-sad.epw',
      format: 'epw',
      content: epwText(),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    expect(WeatherUploadResponse.parse(upload.json()).data.weather.kind).toBe('uploaded');
    release();

    // One job at a time, in order: once Q has its reference year, P's job has ended, and P keeps the upload.
    await vi.waitFor(async () => expect((await annual(q.id)).weather.kind).toBe('reference'), BACKGROUND);
    expect((await annual(p.id)).weather).toMatchObject({ kind: 'uploaded', label: 'uploaded: novi-sad.epw' });
    expect((await findWeatherYear(t.database.db, p.projectId))?.weather.kind).toBe('uploaded');
    // The location's reference year was made once for both projects: each year asked once.
    expect([...asked(lat)].sort()).toEqual(allYears);
  });

  it("makes a location's reference year in one process at a time: a claim held elsewhere leaves the ERA5 year", async () => {
    const [lat, lng] = [46.5, 22.5];
    const p = await position(lat, lng);
    const q = await position(46.75, 22.75);
    expect((await annual(p.id)).weather.kind).toBe('era5');
    expect((await annual(q.id)).weather.kind).toBe('era5');
    // Another server process on the same database is making this cell's reference year.
    const key = `claim:climate-reference:${first}-${last}:46.50,22.50`;
    const db = t.database.db;
    expect(
      await claim(db, { key, provider: 'another process', expiresAt: new Date(Date.now() + 600_000) }),
    ).toBe(true);
    expect((await annual(p.id)).weather.kind).toBe('era5');
    expect((await annual(q.id)).weather.kind).toBe('era5');
    // Q's job runs after P's: once Q has its reference year, P's job has ended without asking the archive.
    await vi.waitFor(async () => expect((await annual(q.id)).weather.kind).toBe('reference'), BACKGROUND);
    expect((await annual(p.id)).weather.kind).toBe('era5');
    expect(asked(lat)).toEqual([last]);

    // The other process is done: a later read makes it here.
    await releaseClaim(db, key);
    await vi.waitFor(async () => expect((await annual(p.id)).weather.kind).toBe('reference'), BACKGROUND);
    expect([...asked(lat)].sort()).toEqual(allYears);
  });

  it('claims a key until it expires or is released', async () => {
    const db = t.database.db;
    const key = 'claim:test';
    const entry = (ms: number) => ({ key, provider: 'test', expiresAt: new Date(Date.now() + ms) });
    expect(await claim(db, entry(600_000))).toBe(true);
    expect(await claim(db, entry(600_000))).toBe(false);
    await releaseClaim(db, key);
    expect(await claim(db, entry(-1_000))).toBe(true);
    // An expired claim is taken over.
    expect(await claim(db, entry(600_000))).toBe(true);
    expect(await claim(db, entry(600_000))).toBe(false);
  });
});
