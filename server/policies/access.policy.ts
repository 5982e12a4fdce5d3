import type { Role } from '../../contracts/users';
import { forbidden } from '../errors';

/**
 * Which variant of a call is asked: 'own', the caller's own resources (every call), or 'admin', any owner's, through
 * the administrators' read-only variants (the ...ByAdmin paths, made by routes/admin-variants.ts).
 */
export type CallVariant = 'own' | 'admin';

/**
 * Who calls, as authentication established it (the bearer token's user with the account's current role), and through
 * which variant. A disabled account, an ended session or a changed role never gets an answer: authentication answers
 * 401 (plugins/auth.ts, AccessTokens.verify), before the handler, or for the reads that carry `session`, before the
 * answer leaves.
 */
export interface Caller {
  userId: string;
  role: Role;
  variant: CallVariant;
  /** On the reads that check the session in their own statement (issue 29): the session to confirm. */
  session?: SessionToConfirm;
}

/**
 * A session as its access token states it, whose current state a read checks in its own statement instead of a
 * separate read (issue 29: a round trip on every list call). The repository sets `confirmed` when rows came back
 * under the check (sessions.repository.ts, `sessionIsCurrent`); an answer whose session is not confirmed so is held
 * until authentication has read the state (plugins/auth.ts).
 */
export interface SessionToConfirm {
  readonly id: string;
  readonly userId: string;
  readonly role: Role;
  confirmed: boolean;
}

/** What a call does to a resource: reads it, or changes it (creates, saves, deletes, activates a revision). */
export type Action = 'read' | 'change';

/** The resources administrators may read any owner's of: the admin panel's read-only views. */
export type AdminReadable = 'project' | 'position' | 'revision' | 'document' | 'poolPosition';

/**
 * The resources the policy rules on: besides those, a revision's annual energy and alternatives, the dashboard's
 * figures and the wizard's drafts, which only their owner reads (no admin variant exists). Calls on no stored resource (the calculations, the
 * Mollier chart PDF, the location look-ups) need a signed-in caller only, which authentication settles.
 */
export type Resource = AdminReadable | 'energy' | 'dashboard' | 'draft';

const ADMIN_READABLE: ReadonlySet<Resource> = new Set<AdminReadable>([
  'project',
  'position',
  'revision',
  'document',
  'poolPosition',
]);

export const ADMINISTRATORS_ONLY = 'Administrators only';
export const ADMINISTRATORS_READ_ONLY = 'Administrators read any owner’s resources but change only their own';

/**
 * The one access decision for projects, positions, revisions, documents, pool positions, energy and the dashboard
 * (Outline's authorize(user, action, resource), Immich's requireAccess): every service asks it before touching the
 * repositories. It answers with the owner whose rows the call may reach, the filter the repositories apply in the
 * same query that reads or locks the row: the caller's own id, or null for any owner's.
 *
 * - Everyone reads and changes their own: a resource outside the filter is not found (404, never a hint that it
 *   exists).
 * - The admin variant answers administrators only (403 to anyone else), and only reads: what an administrator
 *   changes, through the ordinary calls, is their own.
 */
export function authorize(caller: Caller, action: 'read', resource: AdminReadable): string | null;
export function authorize(caller: Caller, action: Action, resource: Resource): string;
export function authorize(caller: Caller, action: Action, resource: Resource): string | null {
  if (caller.variant === 'own') {
    return caller.userId;
  }
  authorizeAdministration(caller);
  if (action !== 'read' || !ADMIN_READABLE.has(resource)) {
    throw forbidden(ADMINISTRATORS_READ_ONLY);
  }
  return null;
}

/** The administrators' calls (the admin panel, the user list, the admin variants): 403 to anyone else. */
export function authorizeAdministration(caller: { role: Role }): void {
  if (caller.role !== 'admin') {
    throw forbidden(ADMINISTRATORS_ONLY);
  }
}
