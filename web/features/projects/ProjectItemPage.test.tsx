import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, mockApi, ok } from '../../test/api';
import { notification } from '../../test/forms';
import { renderInApp } from '../../test/render';
import { ProjectItemPage } from './ProjectItemPage';
import { STORED } from './testing';

/** The project, and neither Compact nor pool positions yet. */
const routes = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /project/one?id=7': ok(STORED),
    'GET /project/items?id=7&page=0&pageSize=10': ok({ data: [], total: 0 }),
    'GET /project/items/hydra/all?projectId=7': ok({ data: [] }),
    ...extra,
  });
const at = (state: object) => ({ pathname: '/project-item', state });
const path = () => screen.getByTestId('path');

describe('the project detail (docs/rules.md#project-detail)', () => {
  it('shows a placeholder, then the project information card', async () => {
    routes();
    renderInApp(<ProjectItemPage />, at({ projectId: 7 }));
    expect(screen.getByTestId('project-skeleton')).toBeTruthy();
    expect((await screen.findByTestId('project-title')).textContent).toBe('Office Block A');
    const card = screen.getByTestId('project-info').textContent;
    expect(card).toContain('Knez Mihailova 5, Belgrade, Serbia');
    expect(card).toContain('AHU3');
    expect(card).toContain('Summer 33 °C, 33 %; Winter -11 °C, 82 %');
    expect(card).toContain('Electricity 0.15 / 0.1 €/kWh');
    expect(card).toContain('AQI now 70, yearly average 55');
    expect(screen.queryByTestId('project-skeleton')).toBeNull();
  });

  it('opens the edit form with the project id', async () => {
    routes();
    renderInApp(<ProjectItemPage />, at({ projectId: 7 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(path().textContent).toBe('/edit');
    expect(JSON.parse(path().dataset.state!)).toEqual({ projId: 7 });
  });

  it('adds a position through the unit chooser', async () => {
    routes();
    renderInApp(<ProjectItemPage />, at({ projectId: 7 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add position' }));
    expect(path().textContent).toBe('/create-project/choose-unit');
    expect(JSON.parse(path().dataset.state!)).toEqual({ projectId: 7 });
  });

  it('deletes the project only after the confirmation, then goes home', async () => {
    const api = routes({ 'DELETE /project/delete?id=7': ok({ id: 7 }) });
    renderInApp(<ProjectItemPage />, at({ projectId: 7 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Delete project Office Block A and all its positions?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(api.callsTo('DELETE /project/delete')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete', hidden: true }));
    fireEvent.click(screen.getByTestId('confirm-delete'));
    expect(await notification()).toEqual({ text: 'Project deleted!', type: 'success' });
    await waitFor(() => expect(path().textContent).toBe('/'));
    expect(api.callsTo('DELETE /project/delete')).toHaveLength(1);
  });

  it('shows the server’s refusal of a delete and stays', async () => {
    routes({ 'DELETE /project/delete?id=7': failure(500, 'Failed to delete!') });
    renderInApp(<ProjectItemPage />, at({ projectId: 7 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByTestId('confirm-delete'));
    expect(await notification()).toEqual({ text: 'Failed to delete!', type: 'error' });
    expect(path().textContent).toBe('/project-item');
  });

  it('reads another user’s project through the admin calls from the admin panel, without the owner’s buttons', async () => {
    const api = mockApi({
      'GET /project/oneByAdmin?projectId=7': ok(STORED),
      'GET /project/itemsByAdmin?projectId=7&page=0&pageSize=10': ok({ data: [], total: 0 }),
      'GET /project/items/hydra/allByAdmin?projectId=7': ok({ data: [] }),
    });
    renderInApp(<ProjectItemPage />, at({ projectId: 7, prevLocation: '/adminPanel' }));
    await screen.findByTestId('project-title');
    expect(screen.getByText('Admin mode: viewing another user’s project.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(api.callsTo('GET /project/one')).toHaveLength(0);
  });

  it('says when the project cannot be read, or none was named', async () => {
    routes({ 'GET /project/one?id=7': failure(404, 'Project not found') });
    const { unmount } = renderInApp(<ProjectItemPage />, at({ projectId: 7 }));
    await screen.findByText('Error with fetching project!');
    unmount();
    renderInApp(<ProjectItemPage />, '/project-item');
    expect(screen.getByText('Error with fetching project!')).toBeTruthy();
  });
});
