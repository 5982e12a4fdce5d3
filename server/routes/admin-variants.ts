import type { FastifyContextConfig, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireCaller } from '../plugins/auth';
import type { Caller, CallVariant } from '../policies/access.policy';
import { errors, security } from './schema-helpers';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** One variant of a read call: its path and summary, its query, and the handler's input taken from the query. */
export interface VariantSpec<Query extends z.ZodType, Input> {
  url: string;
  summary: string;
  querystring: Query;
  /** The variants of some calls name the same value differently (id and itemId): each gives the handler's input. */
  input: (query: z.output<Query>) => Input;
}

/** What the shared handler gets besides the caller and its input: the request, the reply, the variant's path. */
export interface VariantCall {
  request: FastifyRequest;
  reply: FastifyReply;
  url: string;
}

export interface AdminVariantRoute<OwnQuery extends z.ZodType, AdminQuery extends z.ZodType, Input, Answer> {
  tags: string[];
  /** The answer and the own variant's error answers; the admin variant's add 403. */
  response: { 200: z.ZodType<Answer> } & Partial<Record<number, z.ZodType>>;
  own: VariantSpec<OwnQuery, Input>;
  admin: VariantSpec<AdminQuery, Input>;
  handler: (caller: Caller, input: Input, call: VariantCall) => Promise<Answer | FastifyReply>;
  /** Route options of both variants (`SESSION_CHECKED_BY_READ`). */
  config?: FastifyContextConfig;
}

/**
 * Registers a read call and its administrators' variant from one handler: `own.url` reads the caller's own resources,
 * `admin.url` any owner's. The handler gets the caller with the variant asked for and passes it to its service, whose
 * access policy (policies/access.policy.ts) decides: 404 for another owner's resource on the own variant, 403 to a
 * non-administrator on the admin one. Only reads have admin variants: administrators change only their own.
 */
export function withAdminVariant<OwnQuery extends z.ZodType, AdminQuery extends z.ZodType, Input, Answer>(
  app: ZodApp,
  route: AdminVariantRoute<OwnQuery, AdminQuery, Input, Answer>,
): void {
  const register = <Query extends z.ZodType>(variant: CallVariant, spec: VariantSpec<Query, Input>) => {
    app.get(
      spec.url,
      {
        schema: {
          tags: route.tags,
          summary: spec.summary,
          security,
          querystring: spec.querystring,
          response: variant === 'admin' ? { ...route.response, ...errors(403) } : route.response,
        },
        ...(route.config ? { config: route.config } : {}),
      },
      async (request, reply) =>
        route.handler(
          requireCaller(request, variant),
          // The validator (fastify-type-provider-zod) has replaced the query with the schema's parse result.
          spec.input(request.query as z.output<Query>),
          { request, reply, url: spec.url },
        ),
    );
  };
  register('own', route.own);
  register('admin', route.admin);
}
