import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { EngineConvergenceError, EngineInputError, EngineRangeError } from '../../engine/errors';
import { HttpError } from '../errors';

const INTERNAL = 'Internal server error!';

/**
 * The one error handler: bad input is a 400 naming the field and the rule, a resource not found a 404, any fault a
 * 500 with an id that is in the log; no stack ever reaches the client.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const path = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
      const field = [error.validationContext, path].filter(Boolean).join('.');
      const message = error.validation
        .map((issue) => {
          const at = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
          return `${[error.validationContext, at].filter(Boolean).join('.')}: ${issue.message}`;
        })
        .join('; ');
      return reply.code(400).send({ status: 400, message, data: { field } });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({
        status: error.statusCode,
        message: error.message,
        data: error.field ? { field: error.field, ...(error.key ? { key: error.key } : {}) } : null,
      });
    }
    if (error instanceof EngineRangeError) {
      return reply.code(400).send({ status: 400, message: error.message, data: { field: error.quantity } });
    }
    if (error instanceof EngineInputError) {
      return reply.code(400).send({ status: 400, message: error.message, data: null });
    }
    // Valid input the model could not solve: say so rather than pretend the server failed.
    if (error instanceof EngineConvergenceError) {
      return reply.code(422).send({ status: 422, message: error.message, data: null });
    }
    // Fastify's own client errors (bad JSON, body too large, rate limited, wrong media type) keep their status.
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .code(error.statusCode)
        .send({ status: error.statusCode, message: error.message, data: null });
    }
    const errorId = randomUUID();
    request.log.error({ err: error, errorId }, 'unexpected error');
    return reply.code(500).send({ status: 500, message: INTERNAL, data: { errorId } });
  });
}
