import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminAuditResponse,
  AdminUserParams,
  AdminUserResponse,
  DisabledChangeRequest,
  RoleChangeRequest,
} from '../../../contracts/admin';
import { requireAdmin } from '../../plugins/auth';
import type { AccountAdminService } from '../../services/account-admin.service';
import { errors, ok, security } from '../schema-helpers';

const tags = ['admin'];
/** Bad input, no token, not an administrator, no such account, or the last enabled administrator (409). */
const changeErrors = errors(400, 401, 403, 404, 409);

/**
 * Issue 10: administrators change roles, disable and enable accounts, and read the audit of those changes. Every call
 * answers 403 to a non-administrator, before its input is even read.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ accounts: AccountAdminService }> = async (
  app,
  { accounts },
) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });

  app.put(
    '/admin/users/:id/role',
    {
      schema: {
        tags,
        summary:
          "Change a user's role (user or admin); the last enabled administrator cannot be demoted (409)",
        security,
        params: AdminUserParams,
        body: RoleChangeRequest,
        response: { 200: AdminUserResponse, ...changeErrors },
      },
    },
    async (request) =>
      ok(await accounts.setRole(requireAdmin(request).id, { id: request.params.id }, request.body.role)),
  );

  app.put(
    '/admin/users/:id/disabled',
    {
      schema: {
        tags,
        summary:
          'Disable (ends its sessions at once) or enable an account; the last enabled administrator cannot be disabled (409)',
        security,
        params: AdminUserParams,
        body: DisabledChangeRequest,
        response: { 200: AdminUserResponse, ...changeErrors },
      },
    },
    async (request) =>
      ok(
        await accounts.setDisabled(
          requireAdmin(request).id,
          { id: request.params.id },
          request.body.disabled,
        ),
      ),
  );

  app.get(
    '/admin/audit',
    {
      schema: {
        tags,
        summary: 'Every role change and every disabling or enabling, newest first',
        security,
        response: { 200: AdminAuditResponse, ...errors(401, 403) },
      },
    },
    async () => ok({ data: await accounts.audit() }),
  );
};
