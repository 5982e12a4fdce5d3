import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelope, SUCCESS_MESSAGE } from '../../../contracts/envelope';
import {
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
import { requireAdmin, requireUser } from '../../plugins/auth';
import type { PoolService } from '../../services/pool.service';

const security = [{ bearerAuth: [] }];
const ok = <T>(data: T) => ({ status: 200, message: SUCCESS_MESSAGE, data });
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope };

export interface PoolRoutesOptions {
  pool: PoolService;
}

/**
 * Part 3 section 7's pool (hydra) calls. All need a bearer token; a pool position or project of another user answers
 * 404; the ByAdmin variant answers 403 to non-administrators and reads any owner's. A save missing a mandatory field answers 400 with the mandatory-fields message and writes nothing.
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
        response: { 201: PoolPositionResponse, ...errors },
      },
    },
    async (request, reply) => {
      const data = await pool.create(requireUser(request).id, request.body);
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
        response: { 200: PoolPositionResponse, ...errors },
      },
    },
    async (request) => {
      const { id, ...input } = request.body;
      return ok({ data: await pool.edit(requireUser(request).id, id, input) });
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
        response: { 200: PoolPositionResponse, ...errors },
      },
    },
    async (request) => ok({ data: await pool.one(requireUser(request).id, request.query.id) }),
  );

  app.delete(
    '/project/item/hydra/delete',
    {
      schema: {
        tags,
        summary: 'Delete one of the caller’s pool positions',
        security,
        querystring: PoolIdQuery,
        response: { 200: PoolDeletedResponse, ...errors },
      },
    },
    async (request) => {
      await pool.remove(requireUser(request).id, request.query.id);
      return ok({ id: request.query.id });
    },
  );

  app.get(
    '/project/items/hydra/all',
    {
      schema: {
        tags,
        summary: 'The pool positions of one of the caller’s projects',
        security,
        querystring: PoolProjectQuery,
        response: { 200: PoolPositionListResponse, ...errors },
      },
    },
    async (request) =>
      ok({ data: await pool.list({ userId: requireUser(request).id }, request.query.projectId) }),
  );

  app.get(
    '/project/items/hydra/allByAdmin',
    {
      schema: {
        tags,
        summary: 'The pool positions of any project (administrators only)',
        security,
        querystring: PoolProjectQuery,
        response: { 200: PoolPositionListResponse, ...errors, 403: ErrorEnvelope },
      },
    },
    async (request) => {
      requireAdmin(request);
      return ok({ data: await pool.list('admin', request.query.projectId) });
    },
  );

  app.get(
    '/project/item/hydra/getTypes',
    {
      schema: {
        tags,
        summary: 'Pool units whose maximum air volume covers maxRequiredAir (m3/h, the air one unit moves)',
        security,
        querystring: PoolTypesQuery,
        response: { 200: PoolTypesResponse, 400: ErrorEnvelope, 401: ErrorEnvelope },
      },
    },
    async (request) => ok({ data: pool.types(request.query.maxRequiredAir) }),
  );
};
