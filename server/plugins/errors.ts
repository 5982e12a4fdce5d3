import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { derivedRangeRule } from '../engine-fields';
import { EngineConvergenceError, EngineInputError, EngineRangeError } from '../../engine/errors';
import { isDatabaseUnreachable } from '../db/client';
import { HttpError } from '../errors';

const INTERNAL = 'Internal server error!';
export const DATABASE_UNREACHABLE = 'The database cannot be reached just now. Please try again in a moment.';

/**
 * The one error handler: bad input is a 400 naming the field and the rule, a resource not found a 404, a database
 * that cannot be reached a 503 (the client may try again), any other fault a 500 with an id that is in the log; no
 * stack ever reaches the client.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.flatMap((entry) =>
        plainIssues(
          [error.validationContext, ...entry.instancePath.split('/').filter(Boolean)],
          entry.keyword,
          entry.message ?? 'is invalid',
          entry.params,
        ),
      );
      const field = issues[0]?.field ?? error.validationContext ?? 'body';
      const message = issues.map((issue) => `${issue.field}: ${issue.message}`).join('; ');
      return reply.code(400).send({ status: 400, message, data: { field } });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({
        status: error.statusCode,
        message: error.message,
        data: error.field
          ? {
              field: error.field,
              ...(error.key ? { key: error.key } : {}),
              ...(error.params ? { params: error.params } : {}),
            }
          : null,
      });
    }
    // Engine calls go through calculate() (server/errors.ts), which names the request field; one that did not still
    // answers a 400 naming the body, never an internal quantity.
    if (error instanceof EngineRangeError) {
      return reply
        .code(400)
        .send({ status: 400, message: `body: ${derivedRangeRule(error)}`, data: { field: 'body' } });
    }
    if (error instanceof EngineInputError) {
      return reply
        .code(400)
        .send({ status: 400, message: `body: ${error.message}`, data: { field: 'body' } });
    }
    // Valid input the model could not solve: say so rather than pretend the server failed.
    if (error instanceof EngineConvergenceError) {
      return reply.code(422).send({ status: 422, message: error.message, data: null });
    }
    // Fastify's own client errors (bad JSON, body too large, rate limited, wrong media type) keep their status.
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      // The body's own faults (empty, wrong media type, too large) name the body, as any other bad input does.
      const aboutBody = typeof error.code === 'string' && error.code.startsWith('FST_ERR_CTP_');
      return reply.code(error.statusCode).send({
        status: error.statusCode,
        message: aboutBody ? `body: ${error.message}` : error.message,
        data: aboutBody ? { field: 'body' } : null,
      });
    }
    if (isDatabaseUnreachable(error)) {
      request.log.warn({ err: error }, 'database unreachable');
      return reply.code(503).send({ status: 503, message: DATABASE_UNREACHABLE, data: null });
    }
    const errorId = randomUUID();
    request.log.error({ err: error, errorId }, 'unexpected error');
    return reply.code(500).send({ status: 500, message: INTERNAL, data: { errorId } });
  });
}

interface PlainIssue {
  field: string;
  message: string;
}

interface ZodIssueLike {
  code?: string;
  path?: PropertyKey[];
  message?: string;
  errors?: ZodIssueLike[][];
}

/**
 * A schema issue as field and rule. A union's bare "Invalid input" is replaced by the issues of the alternative that
 * came closest (fewest issues), so a Mollier point with a wrong dry bulb reads `body.points.0.tDb: ...`.
 */
function plainIssues(
  path: (PropertyKey | undefined)[],
  code: string,
  message: string,
  params: ZodIssueLike | Record<string, unknown>,
): PlainIssue[] {
  const branches = (params as ZodIssueLike).errors;
  if (code === 'invalid_union' && Array.isArray(branches) && branches.length > 0) {
    const closest = branches.reduce((best, branch) => (branch.length < best.length ? branch : best));
    if (closest.length > 0) {
      return closest.flatMap((issue) =>
        plainIssues([...path, ...(issue.path ?? [])], issue.code ?? '', issue.message ?? 'is invalid', issue),
      );
    }
  }
  const field = path
    .filter((part) => part !== undefined && part !== '')
    .map(String)
    .join('.');
  return [{ field, message }];
}
