import { queryOptions } from '@tanstack/react-query';
import type { DashboardFilter } from '../../contracts/dashboard';
import type { RevisionFields } from '../../contracts/positions';
import { ClientConfigResponse } from '../../contracts/system';
import { apiCall } from './client';
import type { DocumentTarget } from './documents';

/**
 * The one scheme of TanStack Query keys: [area, what, ...parameters], so a save invalidates by prefix ([area] all of an
 * area, [area, what] one kind, [area, what, id] one record's reads). Every query and every invalidation names its key
 * here; each feature's queries.ts builds its queryOptions on them; the project reads more than one feature makes are
 * in project-queries.ts. This module is part of every page's first load (the footer's client settings), so it
 * imports no contract beyond those types (issue 29: the project contracts' schemas cost a phone 0.3 s to build).
 */
export const queryKeys = {
  clientConfig: ['client-config'],
  profile: ['profile'],
  /** Issue 28: the caller's signed-in sessions (the account page). */
  sessions: ['auth', 'sessions'],
  /** Issue 28: the strength meter's verdict on a typed password and the account's words (dropped when unused). */
  passwordStrength: (password: string, words: string[]) => ['auth', 'password-strength', password, words],
  /** Issue 28: an administrator's enrolment at sign-in: the secret set up for one challenge. */
  enrolmentSetup: (challenge: string) => ['auth', 'enrolment-setup', challenge],
  /** An e-mail confirmation link's answer (one call per link). */
  emailConfirmation: (userId: string | undefined, token: string | undefined) => [
    'email-confirmation',
    userId,
    token,
  ],
  /** Issue 28: the caller's second factor (the account page). */
  twoFactor: ['auth', 'totp'],
  admin: {
    users: ['admin', 'users'],
    projects: ['admin', 'projects'],
    audit: ['admin', 'audit'],
  },
  projects: {
    /** Every project read (lists, pages, one): what a new project (a copy) invalidates. */
    all: ['projects'],
    /** Every project, narrow rows (the dashboard's map, a copy's target chooser). */
    list: ['projects', 'list'],
    page: (filter: DashboardFilter, page: object) => ['projects', 'page', filter, page],
    /** One project's reads, the page's and the form's (all projects' without an id): what a save invalidates. */
    of: (id?: number) => (id === undefined ? ['projects', 'one'] : ['projects', 'one', id]),
    one: (id: number | undefined, admin: boolean) => ['projects', 'one', id, admin],
    form: (id: number | undefined) => ['projects', 'one', id, 'form'],
  },
  dashboard: {
    all: ['dashboard'],
    chart: (kind: 'basic' | 'costs' | 'types', filter: DashboardFilter) => ['dashboard', kind, filter],
  },
  pool: {
    all: ['pool'],
    list: (projectId: number, admin: boolean) => ['pool', 'list', projectId, admin],
    one: (id: number | undefined) => ['pool', 'one', id],
  },
  catalogue: {
    /** The HYDRApro units for the air one unit must move (not a stored record: no save invalidates it). */
    poolUnits: (airPerUnitM3h: number | undefined) => ['catalogue', 'pool-units', airPerUnitM3h],
  },
  positions: {
    all: ['positions'],
    /** The positions tables (every project's, every page). */
    lists: ['positions', 'list'],
    list: (projectId: number, admin: boolean, page: object) => ['positions', 'list', projectId, admin, page],
    one: (id: number, admin: boolean) => ['positions', 'one', id, admin],
    /** The wizard's draft of a new position of the project, or of a new revision of one (issue 30). */
    draft: (projectId: number, positionId: number | undefined) => [
      'positions',
      'draft',
      projectId,
      positionId,
    ],
    revisions: (id: number, admin: boolean, fields: RevisionFields) => [
      'positions',
      'revisions',
      id,
      admin,
      fields,
    ],
    calculations: (id: number, revNum: number | undefined, admin: boolean) => [
      'positions',
      'calculations',
      id,
      revNum,
      admin,
    ],
    mollier: (id: number | undefined, revNum: number | undefined, admin: boolean) => [
      'positions',
      'mollier',
      id,
      revNum,
      admin,
    ],
    weatherYear: (id: number | undefined) => ['positions', 'weather-year', id],
    /** Issue 30: two revisions compared (by revision id; revisions never change, so neither does the answer). */
    comparison: (a: number, b: number) => ['positions', 'comparison', a, b],
    /** The energy tab's answers at its settings (issue 20). */
    annual: (id: number, revNum: number, settings: object) => ['positions', 'annual', id, revNum, settings],
    alternatives: (id: number, revNum: number, settings: object) => [
      'positions',
      'alternatives',
      id,
      revNum,
      settings,
    ],
  },
  documents: {
    model: (target: DocumentTarget) => ['documents', 'model', target.id, target.revNum, target.admin],
    view: (target: DocumentTarget) => ['documents', 'view', target.id, target.revNum, target.admin],
  },
} as const;

/**
 * Every cached read of one position (not the tables, which list it among others): what deleting it removes, so
 * nothing asks the server for it again (404s).
 */
export const isQueryOfPosition =
  (positionId: number) =>
  ({ queryKey }: { queryKey: readonly unknown[] }) =>
    queryKey[0] === 'positions' && queryKey[1] !== 'list' && queryKey[2] === positionId;

/** The client settings, loaded once per page view (the footer, the captcha, the forms' map tiles). */
export const clientConfigQuery = () =>
  queryOptions({
    queryKey: queryKeys.clientConfig,
    queryFn: () => apiCall('GET', '/client-config', ClientConfigResponse).then((answer) => answer.data),
    staleTime: Infinity,
  });
