import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUCCESS_MESSAGE } from '../../../contracts/envelope';
import {
  PoolCopyBody,
  PoolDeletedResponse,
  PoolIdQuery,
  PoolPositionEditSchema,
  PoolPositionInputSchema,
  PoolPositionListResponse,
  PoolPositionResponse,
  PoolProjectQuery,
  PoolTypesQuery,
  PoolTypesResponse,
} from '../../../contracts/pool';
import { requireCaller } from '../../plugins/auth';
import type { PoolService } from '../../services/pool.service';
import { withAdminVariant } from '../admin-variants';
import { errors, ok, security } from '../schema-helpers';

/** A call on a pool position or project of the caller's: bad input, no token, not theirs (404). */
const resourceErrors = errors(400, 401, 404);

export interface PoolRoutesOptions {
  pool: PoolService;
}

/**
 * The pool (hydra) calls (docs/rules.md#pool-calculator). All need a bearer token; a pool position or project of another user answers
 * 404; the ByAdmin variant (routes/admin-variants.ts) answers 403 to non-administrators and reads any owner's. A save
 * missing a mandatory field answers 400 with the mandatory-fields message and writes nothing.
 */
export const poolRoutes: FastifyPluginAsyncZod<PoolRoutesOptions> = async (app, { pool }) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['pool'];

  app.post(
    '/project/item/hydra/create',
    {
      schema: {
        tags,
        summary: 'Save a new pool position in one of the caller’s projects',
        security,
        body: PoolPositionInputSchema,
        response: { 201: PoolPositionResponse, ...resourceErrors },
      },
    },
    async (request, reply) => {
      const data = await pool.create(requireCaller(request), request.body);
      return reply.code(201).send({ status: 201, message: SUCCESS_MESSAGE, data: { data } });
    },
  );

  app.post(
    '/project/item/hydra/copy',
    {
      schema: {
        tags,
        summary:
          'Copy one of the caller’s pool positions as “<name> (copy)” into its own or another of the caller’s projects',
        security,
        body: PoolCopyBody,
        response: { 201: PoolPositionResponse, ...resourceErrors },
      },
    },
    async (request, reply) => {
      const data = await pool.copy(requireCaller(request), request.body.id, request.body.targetProjectId);
      return reply.code(201).send({ status: 201, message: SUCCESS_MESSAGE, data: { data } });
    },
  );

  app.put(
    '/project/item/hydra/edit',
    {
      schema: {
        tags,
        summary: 'Save one of the caller’s pool positions',
        security,
        body: PoolPositionEditSchema,
        response: { 200: PoolPositionResponse, ...resourceErrors },
      },
    },
    async (request) => {
      const { id, ...input } = request.body;
      return ok({ data: await pool.edit(requireCaller(request), id, input) });
    },
  );

  app.get(
    '/project/items/hydra/one',
    {
      schema: {
        tags,
        summary: 'One of the caller’s pool positions',
        security,
        querystring: PoolIdQuery,
        response: { 200: PoolPositionResponse, ...resourceErrors },
      },
    },
    async (request) => ok({ data: await pool.one(requireCaller(request), request.query.id) }),
  );

  app.delete(
    '/project/item/hydra/delete',
    {
      schema: {
        tags,
        summary: 'Delete one of the caller’s pool positions',
        security,
        querystring: PoolIdQuery,
        response: { 200: PoolDeletedResponse, ...resourceErrors },
      },
    },
    async (request) => {
      await pool.remove(requireCaller(request), request.query.id);
      return ok({ id: request.query.id });
    },
  );

  withAdminVariant(app, {
    tags,
    response: { 200: PoolPositionListResponse, ...resourceErrors },
    own: {
      url: '/project/items/hydra/all',
      summary: 'The pool positions of one of the caller’s projects',
      querystring: PoolProjectQuery,
      input: ({ projectId }) => projectId,
    },
    admin: {
      url: '/project/items/hydra/allByAdmin',
      summary: 'The pool positions of any project (administrators only)',
      querystring: PoolProjectQuery,
      input: ({ projectId }) => projectId,
    },
    handler: async (caller, projectId) => ok({ data: await pool.list(caller, projectId) }),
  });

  app.get(
    '/project/item/hydra/getTypes',
    {
      schema: {
        tags,
        summary: 'Pool units whose maximum air volume covers maxRequiredAir (m3/h, the air one unit moves)',
        security,
        querystring: PoolTypesQuery,
        response: { 200: PoolTypesResponse, ...errors(400, 401) },
      },
    },
    async (request) => ok({ data: pool.types(request.query.maxRequiredAir) }),
  );
};
