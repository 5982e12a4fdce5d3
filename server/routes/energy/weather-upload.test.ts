import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnnualResponse, WeatherUploadResponse, WeatherYearResponse } from '../../../contracts/energy';
import { ErrorEnvelope } from '../../../contracts/envelope';
import { PositionSavedResponse } from '../../../contracts/positions';
import { ProjectCreatedResponse } from '../../../contracts/projects';
import { csvText, epwText, testYear } from '../../../engine/test/weather-files';
import { findWeatherYear } from '../../repositories/weather-years.repository';
import { bearer, confirmedUser, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { startFakeProviders, type FakeProviders } from '../../test/fake-providers';
import { positionPayload } from '../../test/positions';
import { projectPayload } from '../../test/projects';

/** Issue 25: a user's own hourly year (EPW or CSV) for a project, stored and used by the annual energy. */
let fake: FakeProviders;
let t: TestApp;
let owner: TestAccount;
let other: TestAccount;

beforeAll(async () => {
  fake = await startFakeProviders();
  t = await createTestApp({ env: { ...fake.env, PROVIDER_TIMEOUT_MS: '10000' } });
  [owner, other] = await Promise.all([confirmedUser(t), confirmedUser(t)]);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const call = (account: TestAccount, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(account.tokens.token), payload });

async function position(): Promise<{ id: number; projectId: number }> {
  const project = await call(owner, '/project/create-project', projectPayload());
  expect(project.statusCode, project.body).toBe(201);
  const projectId = ProjectCreatedResponse.parse(project.json()).data.id;
  const saved = await call(owner, '/project/item/calculate', positionPayload(projectId));
  expect(saved.statusCode, saved.body).toBe(201);
  return { id: PositionSavedResponse.parse(saved.json()).data.data, projectId };
}

describe('POST /project/item/annual/weather (upload the project year)', () => {
  it('stores an EPW year, names it "uploaded: <file>" and the annual energy and the hourly year run on it', async () => {
    const { id, projectId } = await position();
    const upload = await call(owner, '/project/item/annual/weather', {
      id,
      fileName: 'novi-sad.epw',
      format: 'epw',
      content: epwText(),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const info = WeatherUploadResponse.parse(upload.json()).data.weather;
    expect(info).toMatchObject({ source: 'uploaded', kind: 'uploaded', label: 'uploaded: novi-sad.epw' });

    const stored = await findWeatherYear(t.database.db, projectId);
    expect(stored?.weather.kind).toBe('uploaded');
    expect(stored?.weather.tDb[0]).toBeCloseTo(testYear().tDb[0]!, 1);

    const annual = await call(owner, '/project/item/annual', { id });
    expect(annual.statusCode, annual.body).toBe(200);
    expect(AnnualResponse.parse(annual.json()).data.weather.label).toBe('uploaded: novi-sad.epw');
    const hours = await t.app.inject({
      method: 'GET',
      url: `/api/project/item/annual/weather?id=${id}`,
      headers: bearer(owner.tokens.token),
    });
    expect(WeatherYearResponse.parse(hours.json()).data.weather.kind).toBe('uploaded');
  });

  it('stores a CSV year; a malformed file answers 400 naming the line and the rule and stores nothing', async () => {
    const { id, projectId } = await position();
    const ok = await call(owner, '/project/item/annual/weather', {
      id,
      fileName: 'hours.csv',
      format: 'csv',
      content: csvText(),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const before = await findWeatherYear(t.database.db, projectId);
    expect(before?.weather.method).toBe('uploaded: hours.csv');

    const lines = csvText().split('\n');
    lines[41] = '3,150';
    const bad = await call(owner, '/project/item/annual/weather', {
      id,
      fileName: 'bad.csv',
      format: 'csv',
      content: lines.join('\n'),
    });
    expect(bad.statusCode, bad.body).toBe(400);
    const answer = ErrorEnvelope.parse(bad.json());
    expect(answer.message).toBe('body.content: line 42: relative humidity 150 % is outside 0..100 %');
    expect(answer.data).toMatchObject({
      field: 'body.content',
      key: 'weatherFile.outOfRange',
      params: { line: 42, column: 'relative humidity', value: 150, min: 0, max: 100, unit: '%' },
    });
    // Nothing stored: the project keeps the CSV year it had.
    const after = await findWeatherYear(t.database.db, projectId);
    expect(after?.weather.method).toBe('uploaded: hours.csv');
    expect(after?.storedAt.getTime()).toBe(before?.storedAt.getTime());
  });

  it("answers 404 for another user's position and 400 for an unknown format", async () => {
    const { id } = await position();
    const foreign = await call(other, '/project/item/annual/weather', {
      id,
      fileName: 'x.csv',
      format: 'csv',
      content: csvText(),
    });
    expect(foreign.statusCode).toBe(404);
    const format = await call(owner, '/project/item/annual/weather', {
      id,
      fileName: 'x.xls',
      format: 'xls',
      content: 'a',
    });
    expect(format.statusCode).toBe(400);
    expect(format.json()).toMatchObject({ data: { field: 'body.format' } });
  });
});
