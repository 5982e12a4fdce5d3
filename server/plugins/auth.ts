import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../../contracts/auth';
import type { Role } from '../../contracts/users';
import { unauthorized } from '../errors';
import {
  authorizeAdministration,
  type CallVariant,
  type Caller,
  type SessionToConfirm,
} from '../policies/access.policy';
import type { AccessTokens } from '../services/access-tokens';

/**
 * Who is calling, as the bearer token says (the only source of identity, docs/rules.md#api-conventions) and the
 * database confirms: the role is the account's current one, the session is live.
 */
export interface AuthUser {
  id: string;
  role: Role;
  sessionId: string;
  /** On a read that checks the session in its own statement (`SESSION_CHECKED_BY_READ`): the session to confirm. */
  session?: SessionToConfirm;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Hook (`onRequest`): puts the bearer token's user on `request.user`; 401 without a valid token, or when its
     * session has ended, its account is disabled or its role changed (one read by primary key per call, or for a
     * read with `SESSION_CHECKED_BY_READ`, within that read's own statement).
     */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    sessionCheckedByRead?: boolean;
  }
}

/**
 * The route option of a GET whose service reads under `sessionIsCurrent` (sessions.repository.ts) with the caller's
 * `session` (issue 29: the lists' second round trip on every call). Its session's state is then not read before the
 * handler: rows that came back under the check confirm it, and an answer without them (an empty page, an error)
 * leaves only after the state is read, 401 as on any other call when it is not current. Any other method reads it
 * first, so nothing is changed for a caller that is no longer signed in.
 */
export const SESSION_CHECKED_BY_READ = { sessionCheckedByRead: true } as const;

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
    const claims = scheme?.toLowerCase() === 'bearer' && token ? await tokens.signedClaims(token) : null;
    if (!claims) {
      throw unauthorized(AUTH_MESSAGES.invalidToken);
    }
    const checkedByRead =
      request.routeOptions.config.sessionCheckedByRead === true && request.method === 'GET';
    if (!checkedByRead && !(await tokens.isCurrent(claims))) {
      throw unauthorized(AUTH_MESSAGES.invalidToken);
    }
    request.user = {
      id: claims.sub,
      role: claims.role,
      sessionId: claims.sid,
      ...(checkedByRead
        ? { session: { id: claims.sid, userId: claims.sub, role: claims.role, confirmed: false } }
        : {}),
    };
  });
  // Registered before compression (server/app.ts), so the 401 replaces the answer before it is encoded. Written here,
  // as the error handler writes a 401, rather than thrown: the answer replaced may itself be an error's (a 404), and
  // Fastify hands an error met while sending one to its own default handler.
  app.addHook('onSend', (request, reply, _payload, done) => {
    const session = request.user?.session;
    if (!session || session.confirmed) {
      done();
      return;
    }
    tokens.isCurrent({ sid: session.id, sub: session.userId, role: session.role }).then(
      (current) => {
        if (current) {
          session.confirmed = true;
          done();
          return;
        }
        request.user = null;
        void reply.code(401).type('application/json; charset=utf-8');
        done(null, JSON.stringify({ status: 401, message: AUTH_MESSAGES.invalidToken, data: null }));
      },
      (error: unknown) => {
        // The database could not be asked: a 503 through the error handler (Fastify's own 500 when the answer replaced
        // was already an error's); this hook lets that answer pass.
        request.user = null;
        done(error as Error);
      },
    );
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
  const { id, role, session } = requireUser(request);
  return { userId: id, role, variant, ...(session ? { session } : {}) };
}

/** The caller if an administrator (the policy's rule, policies/access.policy.ts), else 403. */
export function requireAdmin(request: FastifyRequest): AuthUser {
  const user = requireUser(request);
  authorizeAdministration(user);
  return user;
}
