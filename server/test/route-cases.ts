import { randomUUID } from 'node:crypto';
import { type MollierPdfRequest } from '../../contracts/mollier';
import { pointDefinitions } from '../../domain/mollier';
import { appendPoint, applyProcess, defaultPoints, MOLLIER_DEFAULT_CONTEXT } from '../../engine/processes';
import { GOOD_PASSWORD, individualRegistration, uniqueEmail } from './accounts';
import { coilVal, fanVal, recVal, selectBody } from './calc-bodies';
import { poolPayload } from './pool';
import { positionPayload } from './positions';
import { projectPayload } from './projects';
import type { World } from './world';
import { csvText } from '../../engine/test/weather-files';

/**
 * Who may call a route:
 * - public: anyone; the case gives the status an anonymous caller gets with the case's request;
 * - own: a signed-in user, on a resource of their own: the request names the owner's resource, so a foreign user
 *   gets 404 (never a hint that it exists) and an anonymous caller 401;
 * - self: a signed-in user, on their own account or no resource at all (lists, calculations): the foreign user gets
 *   `foreign`, their own answer;
 * - admin: administrators only: an ordinary user gets 403, an anonymous caller 401.
 */
export type Access = 'public' | 'own' | 'self' | 'admin';

export interface RouteCase {
  access: Access;
  /** public: the anonymous caller's status; self: the foreign user's status. */
  expected?: number;
  /** A valid request addressing the owner's resources (or a harmless one for public calls). */
  request(world: World): CaseRequest;
  /** The call may end the caller's session (logout): suites make it last, or with an account they can spare. */
  endsSession?: true;
}

/** A request as the suites send it through app.inject (the method comes from the route). */
export interface CaseRequest {
  url: string;
  /** An object sent as JSON, or a raw text. */
  payload?: object | string;
  headers?: Record<string, string>;
}

const positionQuery = (w: World) => `id=${w.positionId}&revNum=1&lang=en`;

/** A winter chart with a heating process, as the Mollier page exports it. */
export function mollierBody(): MollierPdfRequest {
  const context = MOLLIER_DEFAULT_CONTEXT;
  let points = defaultPoints('winter', context);
  points = appendPoint(points, context);
  points = applyProcess(points, 3, { code: 10, tDb: 22 }, context);
  return {
    season: 'winter',
    language: 'en',
    units: 'si',
    airflowUnit: 'm3/h',
    context: { altitude: 0, airflowM3h: 10_000, mixingRatio: 100, tSurface: 10, rhMax: 1 },
    axes: { tMin: -21, tMax: 40, xMin: 0, xMax: 20 },
    points: pointDefinitions(points),
    position: { projectName: 'Office Block A', name: 'AHU 1', revision: 1, location: 'Belgrade' },
  };
}

/**
 * One case per route of the OpenAPI document, keyed 'METHOD /api/path' as the document spells it. The
 * authorization matrix fails for a route without a case, so a new route needs one here.
 */
export const ROUTE_CASES: Record<string, RouteCase> = {
  'GET /api/health': { access: 'public', expected: 200, request: () => ({ url: '/api/health' }) },
  'GET /api/client-config': {
    access: 'public',
    expected: 200,
    request: () => ({ url: '/api/client-config' }),
  },
  'POST /api/auth': {
    access: 'public',
    expected: 400,
    request: (w) => ({
      url: '/api/auth',
      payload: { email: w.owner.email, password: 'Wrong#2024x', captcha: 'not-a-solution' },
    }),
  },
  'POST /api/auth/register': {
    access: 'public',
    expected: 201,
    request: () => ({ url: '/api/auth/register', payload: individualRegistration() }),
  },
  'POST /api/auth/email/confirmation': {
    access: 'public',
    expected: 400,
    request: () => ({
      url: '/api/auth/email/confirmation',
      payload: { userId: randomUUID(), securityToken: 'forged' },
    }),
  },
  'POST /api/auth/forgot-password/send-email': {
    access: 'public',
    expected: 200,
    request: () => ({
      url: '/api/auth/forgot-password/send-email',
      payload: { email: uniqueEmail('nobody') },
    }),
  },
  'POST /api/auth/password-reset/send-email': {
    access: 'public',
    expected: 200,
    request: () => ({
      url: '/api/auth/password-reset/send-email',
      payload: { email: uniqueEmail('nobody') },
    }),
  },
  'PUT /api/auth/forgot-password/reset': {
    access: 'public',
    expected: 400,
    request: () => ({
      url: '/api/auth/forgot-password/reset',
      payload: { userId: randomUUID(), securityToken: 'forged', newPassword: GOOD_PASSWORD },
    }),
  },
  'PUT /api/auth/password-reset/reset': {
    access: 'public',
    expected: 400,
    request: () => ({
      url: '/api/auth/password-reset/reset',
      payload: {
        userId: randomUUID(),
        securityToken: 'forged',
        newPassword: GOOD_PASSWORD,
        oldPassword: 'x',
      },
    }),
  },
  'POST /api/auth/decode': {
    access: 'public',
    expected: 401,
    request: () => ({ url: '/api/auth/decode', payload: { token: 'not.a.token' } }),
  },
  'POST /api/auth/refresh': {
    access: 'public',
    expected: 401,
    request: () => ({ url: '/api/auth/refresh', payload: { refreshToken: 'not-a-refresh-token' } }),
  },
  'POST /api/auth/logout': {
    access: 'self',
    expected: 200,
    endsSession: true,
    request: () => ({ url: '/api/auth/logout', payload: { refreshToken: 'not-a-refresh-token' } }),
  },
  'GET /api/auth/sessions': { access: 'self', expected: 200, request: () => ({ url: '/api/auth/sessions' }) },
  // Issue 28: a session id that is nobody's (another's would be a 404 as well).
  'POST /api/auth/sessions/end': {
    access: 'self',
    expected: 404,
    request: () => ({ url: '/api/auth/sessions/end', payload: { id: randomUUID() } }),
  },
  // Ends the caller's other sessions, never the one calling.
  'POST /api/auth/sessions/end-others': {
    access: 'self',
    expected: 200,
    request: () => ({ url: '/api/auth/sessions/end-others' }),
  },
  // Issue 28: the second step of a sign-in, with a challenge nobody was given.
  // Issue 28: the strength meter needs no account (the registration uses it) and stores nothing.
  'POST /api/auth/password-strength': {
    access: 'public',
    expected: 200,
    request: () => ({ url: '/api/auth/password-strength', payload: { password: 'Secret#2024x' } }),
  },
  'POST /api/auth/second-factor': {
    access: 'public',
    expected: 401,
    request: () => ({ url: '/api/auth/second-factor', payload: { challenge: 'forged', code: '123456' } }),
  },
  'POST /api/auth/second-factor/setup': {
    access: 'public',
    expected: 401,
    request: () => ({ url: '/api/auth/second-factor/setup', payload: { challenge: 'forged' } }),
  },
  'POST /api/auth/second-factor/enable': {
    access: 'public',
    expected: 401,
    request: () => ({
      url: '/api/auth/second-factor/enable',
      payload: { challenge: 'forged', code: '123456' },
    }),
  },
  'GET /api/auth/totp': { access: 'self', expected: 200, request: () => ({ url: '/api/auth/totp' }) },
  // A new secret to set up: nothing changes until a code confirms it.
  'POST /api/auth/totp/setup': {
    access: 'self',
    expected: 200,
    request: () => ({ url: '/api/auth/totp/setup' }),
  },
  'POST /api/auth/totp/enable': {
    access: 'self',
    expected: 400,
    request: () => ({ url: '/api/auth/totp/enable', payload: { code: '000000' } }),
  },
  'POST /api/auth/totp/recovery-codes': {
    access: 'self',
    expected: 400,
    request: () => ({
      url: '/api/auth/totp/recovery-codes',
      payload: { password: 'Wrong#2024x', code: '000000' },
    }),
  },
  'POST /api/auth/totp/disable': {
    access: 'self',
    expected: 400,
    request: () => ({ url: '/api/auth/totp/disable', payload: { password: 'Wrong#2024x', code: '000000' } }),
  },
  'GET /api/captcha/challenge': {
    access: 'public',
    expected: 200,
    request: () => ({ url: '/api/captcha/challenge' }),
  },
  'GET /api/users/jwt': { access: 'self', expected: 200, request: () => ({ url: '/api/users/jwt' }) },
  'PUT /api/users/edit': {
    access: 'self',
    expected: 200,
    request: () => ({
      url: '/api/users/edit',
      payload: { title: 'mr', firstName: 'Marko', lastName: 'Marković' },
    }),
  },
  'PUT /api/users/language': {
    access: 'self',
    expected: 200,
    request: () => ({ url: '/api/users/language?lang=en' }),
  },
  'PUT /api/users/units': {
    access: 'self',
    expected: 200,
    request: () => ({ url: '/api/users/units?system=si' }),
  },
  'GET /api/users/long-lat': {
    access: 'self',
    expected: 200,
    request: () => ({ url: '/api/users/long-lat' }),
  },
  'GET /api/users/all': { access: 'admin', request: () => ({ url: '/api/users/all' }) },
  'PUT /api/admin/users/{id}/role': {
    access: 'admin',
    request: (w) => ({ url: `/api/admin/users/${w.bystander.id}/role`, payload: { role: 'user' } }),
  },
  'PUT /api/admin/users/{id}/disabled': {
    access: 'admin',
    request: (w) => ({ url: `/api/admin/users/${w.bystander.id}/disabled`, payload: { disabled: false } }),
  },
  'GET /api/admin/audit': { access: 'admin', request: () => ({ url: '/api/admin/audit' }) },
  'POST /api/mollier/pdf': {
    access: 'self',
    expected: 200,
    request: () => ({ url: '/api/mollier/pdf', payload: mollierBody() }),
  },
  'GET /api/project/items/airflow/calculator': {
    access: 'self',
    expected: 200,
    request: () => ({ url: '/api/project/items/airflow/calculator?airFlowSup=1120&airFlowEha=1120' }),
  },
  'POST /api/calc/recVal': {
    access: 'self',
    expected: 200,
    request: () => ({ url: '/api/calc/recVal', payload: recVal() }),
  },
  'POST /api/calc/coilVal': {
    access: 'self',
    expected: 200,
    request: () => ({ url: '/api/calc/coilVal', payload: coilVal() }),
  },
  'POST /api/calc/fanVal': {
    access: 'self',
    expected: 200,
    request: () => ({ url: '/api/calc/fanVal', payload: fanVal() }),
  },
  'POST /api/calc/select': {
    access: 'self',
    expected: 200,
    request: () => ({ url: '/api/calc/select', payload: selectBody() }),
  },
  'POST /api/calc/ecodesign': {
    access: 'self',
    expected: 200,
    request: () => ({
      url: '/api/calc/ecodesign',
      payload: { etaT: 0.78, qNom: 1.5, supplyFilter: true, extractFilter: true, sfpInt: 900 },
    }),
  },
  'GET /api/project/one': { access: 'own', request: (w) => ({ url: `/api/project/one?id=${w.projectId}` }) },
  'POST /api/project/create-project': {
    access: 'self',
    expected: 201,
    request: () => ({ url: '/api/project/create-project', payload: projectPayload() }),
  },
  'PUT /api/project/edit': {
    access: 'own',
    request: (w) => ({ url: '/api/project/edit', payload: { ...projectPayload(), id: w.projectId } }),
  },
  'POST /api/project/copy': {
    access: 'own',
    request: (w) => ({ url: '/api/project/copy', payload: { projectId: w.projectId } }),
  },
  'DELETE /api/project/delete': {
    access: 'own',
    request: (w) => ({ url: `/api/project/delete?id=${w.projectId}` }),
  },
  'GET /api/project/all': { access: 'self', expected: 200, request: () => ({ url: '/api/project/all' }) },
  'GET /api/project/oneByAdmin': {
    access: 'admin',
    request: (w) => ({ url: `/api/project/oneByAdmin?projectId=${w.projectId}` }),
  },
  'GET /api/project/allAdmin': { access: 'admin', request: () => ({ url: '/api/project/allAdmin' }) },
  'GET /api/project/location-params/conditions': {
    access: 'self',
    expected: 200,
    request: () => ({ url: '/api/project/location-params/conditions?lat=44.8176&lng=20.4569' }),
  },
  'GET /api/project/location-params/aqiCurrent': {
    access: 'self',
    expected: 200,
    request: () => ({ url: '/api/project/location-params/aqiCurrent?lat=44.8&lng=20.5' }),
  },
  'GET /api/project/location-params/aqiYearly': {
    access: 'self',
    expected: 200,
    request: () => ({ url: '/api/project/location-params/aqiYearly?lat=44.8&lng=20.5' }),
  },
  'GET /api/project/location-params/electricity': {
    access: 'self',
    expected: 200,
    request: () => ({ url: '/api/project/location-params/electricity?countryShortCode=de' }),
  },
  'GET /api/geo/search': {
    access: 'self',
    expected: 200,
    request: () => ({ url: '/api/geo/search?q=Knez%20Mihailova%205%20Beograd' }),
  },
  'GET /api/geo/reverse': {
    access: 'self',
    expected: 200,
    request: () => ({ url: '/api/geo/reverse?lat=44.81&lng=20.45' }),
  },
  'GET /api/geo/elevation': {
    access: 'self',
    expected: 200,
    request: () => ({ url: '/api/geo/elevation?lat=44.8176&lng=20.4569' }),
  },
  'GET /api/home/basicChart': {
    access: 'self',
    expected: 200,
    request: () => ({ url: '/api/home/basicChart' }),
  },
  'GET /api/home/unitTypesChart': {
    access: 'self',
    expected: 200,
    request: () => ({ url: '/api/home/unitTypesChart' }),
  },
  'GET /api/home/unitCostsChart': {
    access: 'self',
    expected: 200,
    request: () => ({ url: '/api/home/unitCostsChart' }),
  },
  'POST /api/project/item/hydra/create': {
    access: 'own',
    request: (w) => ({ url: '/api/project/item/hydra/create', payload: poolPayload(w.projectId) }),
  },
  'POST /api/project/item/hydra/copy': {
    access: 'own',
    request: (w) => ({ url: '/api/project/item/hydra/copy', payload: { id: w.poolId } }),
  },
  'PUT /api/project/item/hydra/edit': {
    access: 'own',
    request: (w) => ({
      url: '/api/project/item/hydra/edit',
      payload: { ...poolPayload(w.projectId), id: w.poolId },
    }),
  },
  'GET /api/project/items/hydra/one': {
    access: 'own',
    request: (w) => ({ url: `/api/project/items/hydra/one?id=${w.poolId}` }),
  },
  'DELETE /api/project/item/hydra/delete': {
    access: 'own',
    request: (w) => ({ url: `/api/project/item/hydra/delete?id=${w.poolId}` }),
  },
  'GET /api/project/items/hydra/all': {
    access: 'own',
    request: (w) => ({ url: `/api/project/items/hydra/all?projectId=${w.projectId}` }),
  },
  'GET /api/project/item/hydra/getTypes': {
    access: 'self',
    expected: 200,
    request: () => ({ url: '/api/project/item/hydra/getTypes?maxRequiredAir=1500' }),
  },
  'POST /api/project/item/calculate': {
    access: 'own',
    request: (w) => ({ url: '/api/project/item/calculate', payload: positionPayload(w.projectId) }),
  },
  // A calculation on the body alone (the project is not read), as /calc/select: anyone signed in gets it.
  'POST /api/project/item/preview': {
    access: 'self',
    expected: 200,
    request: (w) => ({ url: '/api/project/item/preview', payload: positionPayload(w.projectId) }),
  },
  'GET /api/project/quotation': {
    access: 'own',
    request: (w) => ({ url: `/api/project/quotation?id=${w.projectId}&lang=en` }),
  },
  'GET /api/project/documents/zip': {
    access: 'own',
    request: (w) => ({ url: `/api/project/documents/zip?id=${w.projectId}&lang=en` }),
  },
  'GET /api/project/item/draft': {
    access: 'own',
    request: (w) => ({ url: `/api/project/item/draft?projId=${w.projectId}&positionId=${w.positionId}` }),
  },
  'PUT /api/project/item/draft': {
    access: 'own',
    request: (w) => ({
      url: '/api/project/item/draft',
      payload: { projId: w.projectId, step: 2, values: { name: 'AHU draft', flowSupplyM3h: 3400 } },
    }),
  },
  'DELETE /api/project/item/draft': {
    access: 'own',
    request: (w) => ({ url: `/api/project/item/draft?projId=${w.projectId}` }),
  },
  'POST /api/project/item/annual': {
    access: 'own',
    request: (w) => ({ url: '/api/project/item/annual', payload: { id: w.positionId } }),
  },
  'POST /api/project/item/annual/alternatives': {
    access: 'own',
    request: (w) => ({ url: '/api/project/item/annual/alternatives', payload: { id: w.positionId } }),
  },
  'GET /api/project/item/annual/weather': {
    access: 'own',
    request: (w) => ({ url: `/api/project/item/annual/weather?id=${w.positionId}` }),
  },
  'POST /api/project/item/annual/weather': {
    access: 'own',
    request: (w) => ({
      url: '/api/project/item/annual/weather',
      payload: { id: w.positionId, fileName: 'year.csv', format: 'csv', content: csvText() },
    }),
  },
  'POST /api/project/item/annual/export': {
    access: 'own',
    request: (w) => ({ url: '/api/project/item/annual/export', payload: { id: w.positionId } }),
  },
  'PUT /api/project/item/configurator': {
    access: 'own',
    request: (w) => ({
      url: '/api/project/item/configurator',
      payload: { ...positionPayload(w.projectId), id: w.positionId },
    }),
  },
  'GET /api/project/items': {
    access: 'own',
    request: (w) => ({ url: `/api/project/items?id=${w.projectId}` }),
  },
  'GET /api/project/items/one': {
    access: 'own',
    request: (w) => ({ url: `/api/project/items/one?id=${w.positionId}` }),
  },
  'POST /api/project/item/copy': {
    access: 'own',
    request: (w) => ({ url: '/api/project/item/copy', payload: { positionId: w.positionId } }),
  },
  'GET /api/project/items/compare': {
    access: 'own',
    request: (w) => ({ url: `/api/project/items/compare?a=${w.revisionId}&b=${w.revisionId}` }),
  },
  'GET /api/project/items/compare/pdf': {
    access: 'own',
    request: (w) => ({ url: `/api/project/items/compare/pdf?a=${w.revisionId}&b=${w.revisionId}&lang=en` }),
  },
  'DELETE /api/project/item/delete': {
    access: 'own',
    request: (w) => ({ url: `/api/project/item/delete?id=${w.positionId}` }),
  },
  'GET /api/project/items/revision/all': {
    access: 'own',
    request: (w) => ({ url: `/api/project/items/revision/all?id=${w.positionId}` }),
  },
  'GET /api/project/item/revision/activate': {
    access: 'own',
    request: (w) => ({ url: `/api/project/item/revision/activate?id=${w.revisionId}` }),
  },
  'POST /api/project/item/revision/activate': {
    access: 'own',
    request: (w) => ({ url: '/api/project/item/revision/activate', payload: { id: w.revisionId } }),
  },
  'GET /api/project/items/calculations': {
    access: 'own',
    request: (w) => ({ url: `/api/project/items/calculations?id=${w.positionId}&revNum=1` }),
  },
  'GET /api/project/items/calculations/mollier': {
    access: 'own',
    request: (w) => ({ url: `/api/project/items/calculations/mollier?id=${w.positionId}&revNum=1` }),
  },
  'GET /api/project/items/hydra/allByAdmin': {
    access: 'admin',
    request: (w) => ({ url: `/api/project/items/hydra/allByAdmin?projectId=${w.projectId}` }),
  },
  'GET /api/project/itemsByAdmin': {
    access: 'admin',
    request: (w) => ({ url: `/api/project/itemsByAdmin?projectId=${w.projectId}` }),
  },
  'GET /api/project/oneItemByAdmin': {
    access: 'admin',
    request: (w) => ({ url: `/api/project/oneItemByAdmin?itemId=${w.positionId}` }),
  },
  'GET /api/project/items/revision/allByAdmin': {
    access: 'admin',
    request: (w) => ({ url: `/api/project/items/revision/allByAdmin?id=${w.positionId}` }),
  },
  'GET /api/project/items/calculationsByAdmin': {
    access: 'admin',
    request: (w) => ({ url: `/api/project/items/calculationsByAdmin?id=${w.positionId}&revNum=1` }),
  },
  'GET /api/project/items/calculations/mollierByAdmin': {
    access: 'admin',
    request: (w) => ({ url: `/api/project/items/calculations/mollierByAdmin?id=${w.positionId}&revNum=1` }),
  },
  'GET /api/download-standard': {
    access: 'own',
    request: (w) => ({ url: `/api/download-standard?${positionQuery(w)}` }),
  },
  'GET /api/download-prolux': {
    access: 'own',
    request: (w) => ({ url: `/api/download-prolux?${positionQuery(w)}` }),
  },
  'GET /api/project/items/document/view': {
    access: 'own',
    request: (w) => ({ url: `/api/project/items/document/view?${positionQuery(w)}` }),
  },
  'GET /api/project/items/document/file': {
    access: 'own',
    request: (w) => ({ url: `/api/project/items/document/file?${positionQuery(w)}&kind=dataSheet` }),
  },
  'GET /api/project/items/document/zip': {
    access: 'own',
    request: (w) => ({ url: `/api/project/items/document/zip?${positionQuery(w)}` }),
  },
  'GET /api/project/items/document/model': {
    access: 'own',
    request: (w) => ({ url: `/api/project/items/document/model?${positionQuery(w)}` }),
  },
  'GET /api/project/items/document/model.glb': {
    access: 'own',
    request: (w) => ({ url: `/api/project/items/document/model.glb?${positionQuery(w)}` }),
  },
  'GET /api/download-standardByAdmin': {
    access: 'admin',
    request: (w) => ({ url: `/api/download-standardByAdmin?${positionQuery(w)}` }),
  },
  'GET /api/download-proluxByAdmin': {
    access: 'admin',
    request: (w) => ({ url: `/api/download-proluxByAdmin?${positionQuery(w)}` }),
  },
  'GET /api/project/items/document/viewByAdmin': {
    access: 'admin',
    request: (w) => ({ url: `/api/project/items/document/viewByAdmin?${positionQuery(w)}` }),
  },
  'GET /api/project/items/document/fileByAdmin': {
    access: 'admin',
    request: (w) => ({ url: `/api/project/items/document/fileByAdmin?${positionQuery(w)}&kind=dataSheet` }),
  },
  'GET /api/project/items/document/zipByAdmin': {
    access: 'admin',
    request: (w) => ({ url: `/api/project/items/document/zipByAdmin?${positionQuery(w)}` }),
  },
  'GET /api/project/items/document/modelByAdmin': {
    access: 'admin',
    request: (w) => ({ url: `/api/project/items/document/modelByAdmin?${positionQuery(w)}` }),
  },
  'GET /api/project/items/document/modelByAdmin.glb': {
    access: 'admin',
    request: (w) => ({ url: `/api/project/items/document/modelByAdmin.glb?${positionQuery(w)}` }),
  },
};
