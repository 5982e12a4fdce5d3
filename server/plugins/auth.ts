import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../../contracts/auth';
import type { Role } from '../../contracts/users';
import { unauthorized } from '../errors';
import { authorizeAdministration, type CallVariant, type Caller } from '../policies/access.policy';
import type { AccessTokens } from '../services/access-tokens';

/**
 * Who is calling, as the bearer token says (the only source of identity, docs/rules.md#api-conventions) and the
 * database confirms: the role is the account's current one, the session is live.
 */
export interface AuthUser {
  id: string;
  role: Role;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Hook (`onRequest`): puts the bearer token's user on `request.user`; 401 without a valid token, or when its
     * session has ended, its account is disabled or its role changed (one read by primary key per call).
     */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/**
 * Bearer authentication for every area. A route that needs a user adds `onRequest: app.authenticate` (a whole
 * plugin: `app.addHook('onRequest', app.authenticate)`), then its handler reads the caller with `requireUser(request)`,
 * `requireCaller(request)` for a service that asks the access policy, or `requireAdmin(request)` where only
 * administrators may call.
 */
export function registerAuth(app: FastifyInstance, tokens: AccessTokens): void {
  app.decorateRequest('user', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header) {
      throw unauthorized(AUTH_MESSAGES.authenticationRequired);
    }
    const [scheme, token] = header.split(' ');
    const claims = scheme?.toLowerCase() === 'bearer' && token ? await tokens.verify(token) : null;
    if (!claims) {
      throw unauthorized(AUTH_MESSAGES.invalidToken);
    }
    request.user = { id: claims.sub, role: claims.role, sessionId: claims.sid };
  });
}

/** The caller, in a handler behind `app.authenticate`; 401 if the route forgot the hook. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) {
    throw unauthorized(AUTH_MESSAGES.authenticationRequired);
  }
  return request.user;
}

/**
 * The caller as the access policy takes them, asking through `variant` (the admin variants of the calls pass 'admin';
 * the policy, not the route, decides whether that is allowed).
 */
export function requireCaller(request: FastifyRequest, variant: CallVariant = 'own'): Caller {
  const { id, role } = requireUser(request);
  return { userId: id, role, variant };
}

/** The caller if an administrator (the policy's rule, policies/access.policy.ts), else 403. */
export function requireAdmin(request: FastifyRequest): AuthUser {
  const user = requireUser(request);
  authorizeAdministration(user);
  return user;
}
