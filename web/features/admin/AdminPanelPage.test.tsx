import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminAuditEntry } from '../../../contracts/admin';
import type { ProjectRow } from '../../../contracts/projects';
import type { UserRow } from '../../../contracts/users';
import { failure, mockApi, ok } from '../../test/api';
import { notification } from '../../test/forms';
import { CHUNK_ARRIVES_MS, renderInApp } from '../../test/render';
import { formatCost } from '../../lib/format';
import { AdminPanelPage } from './AdminPanelPage';

const ANA: UserRow = {
  id: '0b9e8a4e-5a8b-4c6e-9a57-1f0f6f7c1a01',
  firstName: 'Ana',
  lastName: 'Jovanović',
  phoneNumber: '+381 11 123 4567',
  email: 'ana@example.com',
  role: 'admin',
  disabled: false,
  emailConfirmed: true,
};
const MARKO: UserRow = {
  id: '0b9e8a4e-5a8b-4c6e-9a57-1f0f6f7c1a02',
  firstName: 'Marko',
  lastName: 'Petrović',
  phoneNumber: null,
  email: 'marko@example.com',
  role: 'user',
  disabled: false,
  emailConfirmed: true,
};

const project = (id: number, name: string, owner: UserRow, units: number, price: number): ProjectRow => ({
  id,
  ownerUserId: owner.id,
  number: 'AHU1',
  name,
  description: null,
  createdAt: '2026-11-20T10:00:00Z',
  timeZone: -60,
  address: 'Knez Mihailova 5',
  city: 'Belgrade',
  country: 'Serbia',
  countryCode: 'RS',
  latitude: 44.8176,
  longitude: 20.4569,
  numberOfUnits: units,
  totalPrice: price,
});
const PROJECTS = [
  project(1, 'Ana office', ANA, 2, 1000),
  project(2, 'Marko school', MARKO, 1, 500.5),
  project(3, 'Marko pool', MARKO, 3, 250),
];
const AUDIT: AdminAuditEntry = {
  id: 1,
  actorUserId: null,
  actorEmail: null,
  targetUserId: ANA.id,
  targetEmail: ANA.email,
  action: 'role',
  oldValue: 'user',
  newValue: 'admin',
  createdAt: '2026-11-20T10:00:00Z',
};

const panel = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /users/all': ok({ data: [ANA, MARKO] }),
    'GET /project/allAdmin': ok({ data: PROJECTS }),
    'GET /admin/audit': ok({ data: [AUDIT] }),
    ...extra,
  });

const rowOf = (table: string, text: string) =>
  within(screen.getByTestId(table)).getByText(text).closest('[role="row"]') as HTMLElement;

/** Opens the row's menu of account changes and picks one. */
function pick(user: UserRow, change: 'set-role' | 'set-disabled') {
  const row = rowOf('users-table', user.email);
  // While a closing dialog fades out, the page behind it is still aria-hidden.
  fireEvent.click(within(row).getByRole('button', { name: 'more', hidden: true }));
  fireEvent.click(screen.getByTestId(`${change}-${user.id}`));
}

describe('the admin panel (docs/rules.md#admin-panel)', () => {
  it('sums all users and projects and lists every project with its owner', async () => {
    panel();
    renderInApp(<AdminPanelPage />, '/adminPanel');
    await screen.findByTestId('admin-summary');
    expect(screen.getByTestId('summary-users').textContent).toBe('2');
    expect(screen.getByTestId('summary-projects').textContent).toBe('3');
    expect(screen.getByTestId('summary-units').textContent).toBe('6');
    expect(screen.getByTestId('summary-costs').textContent).toBe(formatCost(1750.5));
    const projects = screen.getByTestId('admin-projects');
    // The grid is a chunk of its own (issue 29): it comes after the panel.
    await within(projects).findByText('Marko school', undefined, { timeout: CHUNK_ARRIVES_MS });
    expect(
      within(rowOf('admin-projects', 'Marko school')).getByText('Marko Petrović (marko@example.com)'),
    ).toBeTruthy();
  });

  it('shows one user’s projects and all again', async () => {
    panel();
    renderInApp(<AdminPanelPage />, '/adminPanel');
    await screen.findByTestId('users-table');
    fireEvent.click(await screen.findByTestId(`show-projects-${MARKO.id}`));
    expect(screen.getByTestId('admin-projects-title').textContent).toBe('Projects of Marko Petrović');
    const projects = screen.getByTestId('admin-projects');
    await within(projects).findByText('Marko pool', undefined, { timeout: CHUNK_ARRIVES_MS });
    await waitFor(() => expect(within(projects).queryByText('Ana office')).toBeNull());
    fireEvent.click(screen.getByTestId('show-all'));
    expect(screen.getByTestId('admin-projects-title').textContent).toBe('Projects');
    await within(projects).findByText('Ana office');
  });

  it('makes a user an administrator only after the confirmation, and shows the new role', async () => {
    const api = panel({
      'PUT /admin/users/0b9e8a4e-5a8b-4c6e-9a57-1f0f6f7c1a02/role': ok({ ...MARKO, role: 'admin' }),
    });
    renderInApp(<AdminPanelPage />, '/adminPanel');
    await screen.findByTestId('users-table');
    expect(within(rowOf('users-table', MARKO.email)).getByText('User')).toBeTruthy();

    pick(MARKO, 'set-role');
    expect(
      screen.getByText(
        'Make Marko Petrović (marko@example.com) an administrator? Administrators see and change every account and project.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-no'));
    expect(api.callsTo(`PUT /admin/users/${MARKO.id}/role`)).toHaveLength(0);

    pick(MARKO, 'set-role');
    fireEvent.click(screen.getByTestId('confirm-yes'));
    expect(await notification()).toEqual({ text: 'The account was changed.', type: 'success' });
    expect(api.callsTo(`PUT /admin/users/${MARKO.id}/role`).map((call) => call.body)).toEqual([
      { role: 'admin' },
    ]);
    await waitFor(() =>
      expect(within(rowOf('users-table', MARKO.email)).getByText('Administrator')).toBeTruthy(),
    );
    // The audit is read again to show the change.
    await waitFor(() => expect(api.callsTo('GET /admin/audit')).toHaveLength(2));
  });

  it('disables and enables an account, each after its question', async () => {
    let disabled = false;
    const api = panel({
      'PUT /admin/users/0b9e8a4e-5a8b-4c6e-9a57-1f0f6f7c1a02/disabled': (call) => {
        disabled = (call.body as { disabled: boolean }).disabled;
        return ok({ ...MARKO, disabled });
      },
    });
    renderInApp(<AdminPanelPage />, '/adminPanel');
    await screen.findByTestId('users-table');
    pick(MARKO, 'set-disabled');
    expect(
      screen.getByText(
        'Disable the account of Marko Petrović (marko@example.com)? Their sessions end at once and they cannot sign in.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-yes'));
    await waitFor(() => expect(within(rowOf('users-table', MARKO.email)).getByText('Disabled')).toBeTruthy());

    pick(MARKO, 'set-disabled');
    expect(screen.getByText('Enable the account of Marko Petrović (marko@example.com) again?')).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-yes'));
    await waitFor(() => expect(within(rowOf('users-table', MARKO.email)).getByText('Active')).toBeTruthy());
    expect(api.callsTo(`PUT /admin/users/${MARKO.id}/disabled`).map((call) => call.body)).toEqual([
      { disabled: true },
      { disabled: false },
    ]);
  });

  it('says why the server refused a change (the last administrator)', async () => {
    panel({
      'PUT /admin/users/0b9e8a4e-5a8b-4c6e-9a57-1f0f6f7c1a01/role': failure(
        409,
        'The last active administrator cannot be demoted or disabled: make another administrator first',
      ),
    });
    renderInApp(<AdminPanelPage />, '/adminPanel');
    await screen.findByTestId('users-table');
    pick(ANA, 'set-role');
    expect(
      screen.getByText('Take the administrator role from Ana Jovanović (ana@example.com)?'),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-yes'));
    const shown = await notification();
    expect(shown.type).toBe('error');
    expect(shown.text).toMatch(/administrator/i);
    expect(within(rowOf('users-table', ANA.email)).getByText('Administrator')).toBeTruthy();
  });

  it('lists the audited changes: who, whom, what, from and to', async () => {
    panel();
    renderInApp(<AdminPanelPage />, '/adminPanel');
    const audit = await screen.findByTestId('admin-audit');
    const row = await within(audit).findByText('command line');
    const cells = (row.closest('[role="row"]') as HTMLElement).textContent;
    expect(cells).toContain('ana@example.com');
    expect(cells).toContain('Role');
    expect(cells).toContain('User → Administrator');
  });

  it('says when the users and projects cannot be read', async () => {
    mockApi({
      'GET /users/all': failure(403, 'Forbidden'),
      'GET /project/allAdmin': failure(403, 'Forbidden'),
    });
    renderInApp(<AdminPanelPage />, '/adminPanel');
    await screen.findByText('Error with fetching users and projects!');
    expect(screen.queryByTestId('admin-summary')).toBeNull();
  });
});
