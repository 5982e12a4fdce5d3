import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelope, SUCCESS_MESSAGE } from '../../../contracts/envelope';
import {
  AdminPositionQuery,
  AdminPositionListQuery,
  CalculationsQuery,
  CalculationsResponse,
  MollierPositionResponse,
  PositionDeletedResponse,
  PositionEditSchema,
  PositionIdQuery,
  PositionInputSchema,
  PositionListQuery,
  PositionListResponse,
  PositionPreviewResponse,
  PositionResponse,
  PositionSavedResponse,
  RevisionActivateBody,
  RevisionActivateQuery,
  RevisionActivatedResponse,
  RevisionListResponse,
} from '../../../contracts/positions';
import { requireAdmin, requireUser } from '../../plugins/auth';
import type { PositionsService, SavedRevision } from '../../services/positions.service';

const security = [{ bearerAuth: [] }];
const ok = <T>(data: T) => ({ status: 200, message: SUCCESS_MESSAGE, data });
const saved = ({ positionId, revisionNumber }: SavedRevision) => ({ data: positionId, revisionNumber });
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope };
/** Saves run the engine: a duty the unit cannot meet answers 422 and writes nothing. */
const saveErrors = { ...errors, 422: ErrorEnvelope };
const editErrors = { ...saveErrors, 409: ErrorEnvelope };
const adminErrors = { ...errors, 403: ErrorEnvelope };

export interface PositionRoutesOptions {
  positions: PositionsService;
}

/**
 * Part 2 section 7's position (project item) and revision calls. All need a bearer token; a position, revision or
 * project of another user answers 404; the ByAdmin variants answer 403 to non-administrators and read any owner's.
 */
export const positionRoutes: FastifyPluginAsyncZod<PositionRoutesOptions> = async (app, { positions }) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['positions'];

  app.post(
    '/project/item/calculate',
    {
      schema: {
        tags,
        summary: 'Calculate a new position in one of the caller’s projects (its revision 1)',
        security,
        body: PositionInputSchema,
        response: { 201: PositionSavedResponse, ...saveErrors },
      },
    },
    async (request, reply) => {
      const data = saved(await positions.create(requireUser(request).id, request.body));
      return reply.code(201).send({ status: 201, message: SUCCESS_MESSAGE, data });
    },
  );

  app.post(
    '/project/item/preview',
    {
      schema: {
        tags,
        summary:
          'What calculating this position would give, not saved: the wizard shows its results from this (one road)',
        security,
        body: PositionInputSchema,
        response: { 200: PositionPreviewResponse, ...saveErrors },
      },
    },
    async (request) => ok({ dataSheet: positions.preview(request.body) }),
  );

  app.put(
    '/project/item/configurator',
    {
      schema: {
        tags,
        summary: 'Recalculate one of the caller’s positions as a new, active revision',
        security,
        body: PositionEditSchema,
        response: { 200: PositionSavedResponse, ...editErrors },
      },
    },
    async (request) => {
      const { id, version, ...input } = request.body;
      return ok(saved(await positions.edit(requireUser(request).id, id, input, version)));
    },
  );

  app.get(
    '/project/items',
    {
      schema: {
        tags,
        summary:
          'The positions of one of the caller’s projects, each with its active revision: by id unless sorted, one page when pageSize is given',
        security,
        querystring: PositionListQuery,
        response: { 200: PositionListResponse, ...errors },
      },
    },
    async (request) => {
      const { id, ...page } = request.query;
      return ok(await positions.list({ userId: requireUser(request).id }, id, page));
    },
  );

  app.get(
    '/project/items/one',
    {
      schema: {
        tags,
        summary: 'One of the caller’s positions with its active revision',
        security,
        querystring: PositionIdQuery,
        response: { 200: PositionResponse, ...errors },
      },
    },
    async (request) => ok(await positions.one({ userId: requireUser(request).id }, request.query.id)),
  );

  app.delete(
    '/project/item/delete',
    {
      schema: {
        tags,
        summary: 'Delete one of the caller’s positions with all its revisions',
        security,
        querystring: PositionIdQuery,
        response: { 200: PositionDeletedResponse, ...errors },
      },
    },
    async (request) => {
      await positions.remove(requireUser(request).id, request.query.id);
      return ok({ id: request.query.id });
    },
  );

  app.get(
    '/project/items/revision/all',
    {
      schema: {
        tags,
        summary: 'The revisions of one of the caller’s positions: the active one first, then newest first',
        security,
        querystring: PositionIdQuery,
        response: { 200: RevisionListResponse, ...errors },
      },
    },
    async (request) =>
      ok({ data: await positions.revisions({ userId: requireUser(request).id }, request.query.id) }),
  );

  app.get(
    '/project/item/revision/activate',
    {
      schema: {
        tags,
        summary: 'Make a revision (by revision id) its position’s active one (the seeds’ form)',
        security,
        querystring: RevisionActivateQuery,
        response: { 200: RevisionActivatedResponse, ...errors },
      },
    },
    async (request) => ok(saved(await positions.activate(requireUser(request).id, request.query.id))),
  );

  app.post(
    '/project/item/revision/activate',
    {
      schema: {
        tags,
        summary: 'Make a revision (by revision id) its position’s active one',
        security,
        body: RevisionActivateBody,
        response: { 200: RevisionActivatedResponse, ...errors },
      },
    },
    async (request) => ok(saved(await positions.activate(requireUser(request).id, request.body.id))),
  );

  app.get(
    '/project/items/calculations',
    {
      schema: {
        tags,
        summary: 'The stored technical data sheet of one revision of one of the caller’s positions',
        security,
        querystring: CalculationsQuery,
        response: { 200: CalculationsResponse, ...errors },
      },
    },
    async (request) => {
      const { id, revNum } = request.query;
      return ok(await positions.calculations({ userId: requireUser(request).id }, id, revNum));
    },
  );

  app.get(
    '/project/items/calculations/mollier',
    {
      schema: {
        tags,
        summary: 'The air leaving the heat recovery and the coils of one revision, for the Mollier chart',
        security,
        querystring: CalculationsQuery,
        response: { 200: MollierPositionResponse, ...errors },
      },
    },
    async (request) => {
      const { id, revNum } = request.query;
      return ok(await positions.mollier({ userId: requireUser(request).id }, id, revNum));
    },
  );

  app.get(
    '/project/itemsByAdmin',
    {
      schema: {
        tags,
        summary: 'The positions of any project (administrators only), paged as /project/items',
        security,
        querystring: AdminPositionListQuery,
        response: { 200: PositionListResponse, ...adminErrors },
      },
    },
    async (request) => {
      requireAdmin(request);
      const { projectId, ...page } = request.query;
      return ok(await positions.list('admin', projectId, page));
    },
  );

  app.get(
    '/project/oneItemByAdmin',
    {
      schema: {
        tags,
        summary: 'Any position with its active revision (administrators only)',
        security,
        querystring: AdminPositionQuery,
        response: { 200: PositionResponse, ...adminErrors },
      },
    },
    async (request) => {
      requireAdmin(request);
      return ok(await positions.one('admin', request.query.itemId));
    },
  );

  app.get(
    '/project/items/revision/allByAdmin',
    {
      schema: {
        tags,
        summary: 'The revisions of any position (administrators only)',
        security,
        querystring: PositionIdQuery,
        response: { 200: RevisionListResponse, ...adminErrors },
      },
    },
    async (request) => {
      requireAdmin(request);
      return ok({ data: await positions.revisions('admin', request.query.id) });
    },
  );

  app.get(
    '/project/items/calculationsByAdmin',
    {
      schema: {
        tags,
        summary: 'The stored technical data sheet of any revision (administrators only)',
        security,
        querystring: CalculationsQuery,
        response: { 200: CalculationsResponse, ...adminErrors },
      },
    },
    async (request) => {
      requireAdmin(request);
      return ok(await positions.calculations('admin', request.query.id, request.query.revNum));
    },
  );

  app.get(
    '/project/items/calculations/mollierByAdmin',
    {
      schema: {
        tags,
        summary: 'The Mollier chart points of any revision (administrators only)',
        security,
        querystring: CalculationsQuery,
        response: { 200: MollierPositionResponse, ...adminErrors },
      },
    },
    async (request) => {
      requireAdmin(request);
      return ok(await positions.mollier('admin', request.query.id, request.query.revNum));
    },
  );
};
