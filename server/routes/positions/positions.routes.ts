import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUCCESS_MESSAGE } from '../../../contracts/envelope';
import {
  AdminPositionQuery,
  AdminPositionListQuery,
  CalculationsQuery,
  CalculationsResponse,
  MollierPositionResponse,
  PositionCopiedResponse,
  PositionCopyBody,
  PositionDeletedResponse,
  PositionIdQuery,
  PositionListQuery,
  PositionListResponse,
  PositionPreviewResponse,
  PositionResponse,
  PositionSavedResponse,
  RevisionActivateBody,
  RevisionActivateQuery,
  RevisionActivatedResponse,
  RevisionListQuery,
  RevisionListResponse,
} from '../../../contracts/positions';
import { PositionEditSchema, PositionInputSchema } from '../../../domain/positions';
import { requireCaller, SESSION_CHECKED_BY_READ } from '../../plugins/auth';
import type { PositionsService, SavedRevision } from '../../services/positions.service';
import { withAdminVariant } from '../admin-variants';
import { errors, ok, security } from '../schema-helpers';

const saved = ({ positionId, revisionNumber }: SavedRevision) => ({ data: positionId, revisionNumber });
/** A call on a resource of the caller's: bad input, no token, not theirs (404). */
const resourceErrors = errors(400, 401, 404);
/** Saves run the engine: a duty the unit cannot meet answers 422 and writes nothing. */
const saveErrors = errors(400, 401, 404, 422);
/** An edit read at an older version than the stored one answers 409. */
const editErrors = errors(400, 401, 404, 409, 422);

export interface PositionRoutesOptions {
  positions: PositionsService;
}

/**
 * The position (project item) and revision calls (docs/rules.md#revisions). All need a bearer token; a position, revision or
 * project of another user answers 404; the ByAdmin variants (routes/admin-variants.ts) answer 403 to
 * non-administrators and read any owner's.
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
      const data = saved(await positions.create(requireCaller(request), request.body));
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
      return ok(saved(await positions.edit(requireCaller(request), id, input, version)));
    },
  );

  withAdminVariant(app, {
    tags,
    response: { 200: PositionListResponse, ...resourceErrors },
    own: {
      url: '/project/items',
      summary:
        'The positions of one of the caller’s projects as the positions table shows them (the active revision’s unit, number, price and date; /project/items/one gives the whole position): by id unless sorted, one page when pageSize is given',
      querystring: PositionListQuery,
      input: ({ id, ...page }) => ({ projectId: id, page }),
    },
    admin: {
      url: '/project/itemsByAdmin',
      summary: 'The positions of any project (administrators only), paged as /project/items',
      querystring: AdminPositionListQuery,
      input: ({ projectId, ...page }) => ({ projectId, page }),
    },
    handler: async (caller, { projectId, page }) => ok(await positions.list(caller, projectId, page)),
    config: SESSION_CHECKED_BY_READ,
  });

  withAdminVariant(app, {
    tags,
    response: { 200: PositionResponse, ...resourceErrors },
    own: {
      url: '/project/items/one',
      summary: 'One of the caller’s positions with its active revision',
      querystring: PositionIdQuery,
      input: ({ id }) => id,
    },
    admin: {
      url: '/project/oneItemByAdmin',
      summary: 'Any position with its active revision (administrators only)',
      querystring: AdminPositionQuery,
      input: ({ itemId }) => itemId,
    },
    handler: async (caller, id) => ok(await positions.one(caller, id)),
  });

  app.post(
    '/project/item/copy',
    {
      schema: {
        tags,
        summary:
          'Copy one of the caller’s positions: its active revision becomes revision 1 of a new position named “<name> (copy)” (within 50 characters) in the same or another of the caller’s projects',
        security,
        body: PositionCopyBody,
        response: { 201: PositionCopiedResponse, ...resourceErrors },
      },
    },
    async (request, reply) => {
      const { positionId, targetProjectId } = request.body;
      const data = await positions.copy(requireCaller(request), positionId, targetProjectId);
      return reply.code(201).send({ status: 201, message: SUCCESS_MESSAGE, data });
    },
  );

  app.delete(
    '/project/item/delete',
    {
      schema: {
        tags,
        summary: 'Delete one of the caller’s positions with all its revisions',
        security,
        querystring: PositionIdQuery,
        response: { 200: PositionDeletedResponse, ...resourceErrors },
      },
    },
    async (request) => {
      await positions.remove(requireCaller(request), request.query.id);
      return ok({ id: request.query.id });
    },
  );

  withAdminVariant(app, {
    tags,
    response: { 200: RevisionListResponse, ...resourceErrors },
    own: {
      url: '/project/items/revision/all',
      summary:
        'The revisions of one of the caller’s positions: the active one first, then newest first, each with its facts and the input fields of the grid’s column group `fields` (default info; all: every group’s)',
      querystring: RevisionListQuery,
      input: (query) => query,
    },
    admin: {
      url: '/project/items/revision/allByAdmin',
      summary: 'The revisions of any position (administrators only), as /project/items/revision/all',
      querystring: RevisionListQuery,
      input: (query) => query,
    },
    handler: async (caller, { id, fields }) => ok({ data: await positions.revisions(caller, id, fields) }),
  });

  app.get(
    '/project/item/revision/activate',
    {
      schema: {
        tags,
        summary: 'Make a revision (by revision id) its position’s active one (the original’s form)',
        security,
        querystring: RevisionActivateQuery,
        response: { 200: RevisionActivatedResponse, ...resourceErrors },
      },
    },
    async (request) => ok(saved(await positions.activate(requireCaller(request), request.query.id))),
  );

  app.post(
    '/project/item/revision/activate',
    {
      schema: {
        tags,
        summary: 'Make a revision (by revision id) its position’s active one',
        security,
        body: RevisionActivateBody,
        response: { 200: RevisionActivatedResponse, ...resourceErrors },
      },
    },
    async (request) => ok(saved(await positions.activate(requireCaller(request), request.body.id))),
  );

  withAdminVariant(app, {
    tags,
    response: { 200: CalculationsResponse, ...resourceErrors },
    own: {
      url: '/project/items/calculations',
      summary: 'The stored technical data sheet of one revision of one of the caller’s positions',
      querystring: CalculationsQuery,
      input: (query) => query,
    },
    admin: {
      url: '/project/items/calculationsByAdmin',
      summary: 'The stored technical data sheet of any revision (administrators only)',
      querystring: CalculationsQuery,
      input: (query) => query,
    },
    handler: async (caller, { id, revNum }) => ok(await positions.calculations(caller, id, revNum)),
  });

  withAdminVariant(app, {
    tags,
    response: { 200: MollierPositionResponse, ...resourceErrors },
    own: {
      url: '/project/items/calculations/mollier',
      summary: 'The air leaving the heat recovery and the coils of one revision, for the Mollier chart',
      querystring: CalculationsQuery,
      input: (query) => query,
    },
    admin: {
      url: '/project/items/calculations/mollierByAdmin',
      summary: 'The Mollier chart points of any revision (administrators only)',
      querystring: CalculationsQuery,
      input: (query) => query,
    },
    handler: async (caller, { id, revNum }) => ok(await positions.mollier(caller, id, revNum)),
  });
};
