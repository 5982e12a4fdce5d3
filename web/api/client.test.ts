import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope } from '../../contracts/envelope';
import { INVALID_FLOW_MESSAGE } from '../../contracts/calc';
import { MANDATORY_FIELDS_MESSAGE } from '../../contracts/positions';
import { STORAGE_KEYS, readStored, writeStored } from '../app/storage';
import { accessToken, failure, mockApi, ok, type RecordedCall } from '../test/api';
import { ApiError } from './errors';
import { apiCall, onSessionExpired, onTokensRefreshed } from './client';

const Answer = envelope(z.object({ n: z.number() }));
const OLD_TOKEN = accessToken(-60, 'old');
const NEW_TOKEN = accessToken(900, 'new');

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function storeSession() {
  writeStored(STORAGE_KEYS.jwt, OLD_TOKEN);
  writeStored(STORAGE_KEYS.refreshToken, 'refresh-1');
}

/** A data call that answers 401 to the old token and its number to the new one. */
const dataCall = (call: RecordedCall) =>
  call.authorization === `Bearer ${NEW_TOKEN}`
    ? ok({ n: Number(call.path.split('/').pop()) })
    : failure(401, 'Invalid or expired token');

let undoHandler = () => {};
afterEach(() => undoHandler());

describe('the API client on a 401 (docs/rules.md#session)', () => {
  it('refreshes once for five concurrent calls with an expired token, and all five succeed on the retry', async () => {
    storeSession();
    const api = mockApi({
      'POST /auth/refresh': async () => {
        await delay(30); // the other calls' 401s arrive while the refresh is under way
        return ok({ token: NEW_TOKEN, refreshToken: 'refresh-2' });
      },
      ...Object.fromEntries([1, 2, 3, 4, 5].map((n) => [`GET /data/${n}`, dataCall])),
    });

    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => apiCall('GET', `/data/${n}`, Answer)));

    expect(answers.map((answer) => answer.data.n)).toEqual([1, 2, 3, 4, 5]);
    expect(api.callsTo('POST /auth/refresh')).toHaveLength(1);
    expect(api.callsTo('POST /auth/refresh')[0]!.body).toEqual({
      token: OLD_TOKEN,
      refreshToken: 'refresh-1',
    });
    for (const n of [1, 2, 3, 4, 5]) {
      expect(api.callsTo(`GET /data/${n}`).map((call) => call.authorization)).toEqual([
        `Bearer ${OLD_TOKEN}`,
        `Bearer ${NEW_TOKEN}`,
      ]);
    }
    expect([readStored(STORAGE_KEYS.jwt), readStored(STORAGE_KEYS.refreshToken)]).toEqual([
      NEW_TOKEN,
      'refresh-2',
    ]);
  });

  it('tells the session the refreshed token, whose role may have changed', async () => {
    storeSession();
    const heard: string[] = [];
    undoHandler = onTokensRefreshed((token) => heard.push(token));
    mockApi({
      'POST /auth/refresh': ok({ token: NEW_TOKEN, refreshToken: 'refresh-2' }),
      'GET /data/1': dataCall,
    });
    expect((await apiCall('GET', '/data/1', Answer)).data.n).toBe(1);
    expect(heard).toEqual([NEW_TOKEN]);
  });

  it('retries with the new token, without a second refresh, when the 401 arrives after another call refreshed', async () => {
    storeSession();
    const api = mockApi({
      'POST /auth/refresh': ok({ token: NEW_TOKEN, refreshToken: 'refresh-2' }),
      'GET /data/1': dataCall,
      'GET /data/2': async (call) => {
        await delay(50); // this 401 comes back after call 1 has refreshed
        return dataCall(call);
      },
    });
    const answers = await Promise.all([apiCall('GET', '/data/1', Answer), apiCall('GET', '/data/2', Answer)]);
    expect(answers.map((answer) => answer.data.n)).toEqual([1, 2]);
    expect(api.callsTo('POST /auth/refresh')).toHaveLength(1);
  });

  it('retries a call once only: a second 401 is the answer', async () => {
    storeSession();
    const api = mockApi({
      'POST /auth/refresh': ok({ token: NEW_TOKEN, refreshToken: 'refresh-2' }),
      'GET /forbidden': failure(401, 'Invalid or expired token'),
    });
    await expect(apiCall('GET', '/forbidden', Answer)).rejects.toMatchObject({ status: 401 });
    expect(api.callsTo('GET /forbidden')).toHaveLength(2);
    expect(api.callsTo('POST /auth/refresh')).toHaveLength(1);
  });

  it('reports a refused refresh once to the session, however many calls were waiting, and fails them', async () => {
    storeSession();
    let expired = 0;
    undoHandler = onSessionExpired(() => {
      expired += 1;
    });
    const api = mockApi({
      'POST /auth/refresh': async () => {
        await delay(20);
        return failure(401, 'Invalid or expired token');
      },
      'GET /data/1': dataCall,
      'GET /data/2': dataCall,
      'GET /data/3': dataCall,
    });
    const results = await Promise.allSettled([1, 2, 3].map((n) => apiCall('GET', `/data/${n}`, Answer)));
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(api.callsTo('POST /auth/refresh')).toHaveLength(1);
    // Each waiting call tells the session; the session acts on the first (session.test.tsx).
    expect(expired).toBeGreaterThanOrEqual(1);
  });

  it('does not log out when the refresh could not reach the server', async () => {
    storeSession();
    let expired = 0;
    undoHandler = onSessionExpired(() => {
      expired += 1;
    });
    mockApi({ 'POST /auth/refresh': failure(503, 'Service unavailable'), 'GET /data/1': dataCall });
    await expect(apiCall('GET', '/data/1', Answer)).rejects.toBeInstanceOf(ApiError);
    expect(expired).toBe(0);
    expect(readStored(STORAGE_KEYS.refreshToken)).toBe('refresh-1');
  });

  it('does not refresh for a call made without a token', async () => {
    const api = mockApi({ 'POST /auth': failure(401, 'Wrong credentials entered!') });
    await expect(apiCall('POST', '/auth', Answer, { email: 'ana@example.com' })).rejects.toMatchObject({
      status: 401,
      message: 'Wrong credentials entered!',
    });
    expect(api.callsTo('POST /auth/refresh')).toHaveLength(0);
  });

  it('does not refresh for a call that checks or ends the session itself', async () => {
    storeSession();
    const api = mockApi({ 'POST /auth/logout': failure(401, 'Invalid or expired token') });
    await expect(
      apiCall('POST', '/auth/logout', Answer, { refreshToken: 'refresh-1' }, { refreshOn401: false }),
    ).rejects.toMatchObject({ status: 401 });
    expect(api.callsTo('POST /auth/refresh')).toHaveLength(0);
  });

  it('sends X-Brand on every call, the refresh included, and reads the field of a 400', async () => {
    storeSession();
    const api = mockApi({
      'POST /auth/refresh': ok({ token: NEW_TOKEN, refreshToken: 'refresh-2' }),
      'GET /data/1': dataCall,
      'POST /auth/register': failure(400, 'body.tin: must contain digits only', 'body.tin'),
    });
    await apiCall('GET', '/data/1', Answer);
    await expect(apiCall('POST', '/auth/register', Answer, {})).rejects.toMatchObject({
      status: 400,
      field: 'body.tin',
    });
    expect(api.calls.map((call) => call.brand)).toEqual(['airsizer', 'airsizer', 'airsizer', 'airsizer']);
  });

  it('says the fixed messages in the interface language, after the field they name; other rules as sent', async () => {
    storeSession();
    mockApi({
      'POST /project/item/calculate': failure(400, MANDATORY_FIELDS_MESSAGE, 'name'),
      'PUT /project/item/configurator': failure(
        400,
        `body.flowSupplyM3h: ${INVALID_FLOW_MESSAGE}`,
        'body.flowSupplyM3h',
      ),
      'POST /calc/select': failure(400, 'body.elevationM: must be at most 11000', 'body.elevationM'),
    });
    await i18n.changeLanguage('de');
    try {
      await expect(apiCall('POST', '/project/item/calculate', Answer, {})).rejects.toMatchObject({
        message: i18n.t('snackbar.mandatoryFields'),
      });
      await expect(apiCall('PUT', '/project/item/configurator', Answer, {})).rejects.toMatchObject({
        message: `body.flowSupplyM3h: ${i18n.t('snackbar.invalidFlow')}`,
        field: 'body.flowSupplyM3h',
      });
      await expect(apiCall('POST', '/calc/select', Answer, {})).rejects.toMatchObject({
        message: 'body.elevationM: must be at most 11000',
      });
      expect(i18n.t('snackbar.mandatoryFields')).not.toBe(MANDATORY_FIELDS_MESSAGE);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
