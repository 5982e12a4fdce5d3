import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors';
import {
  ADMINISTRATORS_ONLY,
  ADMINISTRATORS_READ_ONLY,
  authorize,
  authorizeAdministration,
  type Action,
  type Caller,
  type Resource,
} from './access.policy';

const RESOURCES: Resource[] = [
  'project',
  'position',
  'revision',
  'document',
  'poolPosition',
  'energy',
  'dashboard',
  'draft',
];
const ACTIONS: Action[] = ['read', 'change'];

const user = (variant: Caller['variant']): Caller => ({ userId: 'u-1', role: 'user', variant });
const admin = (variant: Caller['variant']): Caller => ({ userId: 'a-1', role: 'admin', variant });

/** The refusal `run` throws: its status and message. */
function refusal(run: () => unknown): { status: number; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) {
      return { status: error.statusCode, message: error.message };
    }
    throw error;
  }
  throw new Error('not refused');
}

describe('access policy', () => {
  it('limits every call on the own variant to the caller’s rows, an administrator’s too', () => {
    for (const resource of RESOURCES) {
      for (const action of ACTIONS) {
        expect(authorize(user('own'), action, resource)).toBe('u-1');
        expect(authorize(admin('own'), action, resource)).toBe('a-1');
      }
    }
  });

  it('lets administrators read any owner’s projects, positions, revisions, documents and pool positions', () => {
    for (const resource of ['project', 'position', 'revision', 'document', 'poolPosition'] as const) {
      expect(authorize(admin('admin'), 'read', resource)).toBeNull();
    }
  });

  it('refuses the admin variant to an ordinary user, whatever the call (403)', () => {
    for (const resource of RESOURCES) {
      for (const action of ACTIONS) {
        expect(refusal(() => authorize(user('admin'), action, resource))).toEqual({
          status: 403,
          message: ADMINISTRATORS_ONLY,
        });
      }
    }
  });

  it('lets no administrator change another owner’s resources, nor read energy, dashboard figures or drafts of any', () => {
    for (const resource of RESOURCES) {
      expect(refusal(() => authorize(admin('admin'), 'change', resource))).toEqual({
        status: 403,
        message: ADMINISTRATORS_READ_ONLY,
      });
    }
    for (const resource of ['energy', 'dashboard', 'draft'] as const) {
      expect(refusal(() => authorize(admin('admin'), 'read', resource)).status).toBe(403);
    }
  });

  it('answers the administrators’ calls to administrators only', () => {
    expect(() => authorizeAdministration({ role: 'admin' })).not.toThrow();
    expect(refusal(() => authorizeAdministration({ role: 'user' }))).toEqual({
      status: 403,
      message: ADMINISTRATORS_ONLY,
    });
  });
});
