import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ProjectRow } from '../../../contracts/projects';
import { ProjectsTable } from '../../components/ProjectsTable';
import { failure, mockApi, ok } from '../../test/api';
import { notification } from '../../test/forms';
import { CHUNK_ARRIVES_MS, renderInApp } from '../../test/render';
import { CopyProjectDialog } from './CopyProjectDialog';

const ROW: ProjectRow = {
  id: 5,
  ownerUserId: 'user',
  number: 'AHU1',
  name: 'Office Block A',
  description: null,
  createdAt: '2026-11-20T10:00:00Z',
  timeZone: -60,
  address: 'Knez Mihailova 5',
  city: 'Belgrade',
  country: 'Serbia',
  countryCode: 'RS',
  latitude: 44.8176,
  longitude: 20.4569,
  numberOfUnits: 2,
  totalPrice: 1000,
};

/** The dashboard's table and its copy question, as the page wires them. */
function Table() {
  const [copying, setCopying] = useState<ProjectRow | null>(null);
  return (
    <>
      <ProjectsTable rows={[ROW]} onOpen={() => undefined} onCopy={setCopying} />
      <CopyProjectDialog project={copying} onClose={() => setCopying(null)} />
    </>
  );
}

describe('copying a project from the projects table (issue 30)', () => {
  it('asks first, then copies the project and says so', async () => {
    const api = mockApi({ 'POST /project/copy': ok({ id: 6 }) });
    renderInApp(<Table />, '/dashboard');
    fireEvent.click(await screen.findByTestId('copy-project-5', undefined, { timeout: CHUNK_ARRIVES_MS }));
    expect(screen.getByText('Copy project Office Block A with its positions?')).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-no'));
    expect(api.callsTo('POST /project/copy')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('copy-project-5'));
    fireEvent.click(screen.getByTestId('confirm-yes'));
    expect(await notification()).toEqual({ text: 'Project Office Block A copied.', type: 'success' });
    expect(api.callsTo('POST /project/copy').map((call) => call.body)).toEqual([{ projectId: 5 }]);
  });

  it('shows the server message when the copy is refused', async () => {
    mockApi({ 'POST /project/copy': failure(404, 'Project not found') });
    renderInApp(<Table />, '/dashboard');
    fireEvent.click(await screen.findByTestId('copy-project-5', undefined, { timeout: CHUNK_ARRIVES_MS }));
    fireEvent.click(screen.getByTestId('confirm-yes'));
    expect(await notification()).toEqual({ text: 'Project not found', type: 'error' });
  });

  it('offers no copy where the table is given none (the admin panel)', async () => {
    mockApi({});
    renderInApp(<ProjectsTable rows={[ROW]} onOpen={() => undefined} />, '/dashboard');
    await screen.findByTestId('open-project-5', undefined, { timeout: CHUNK_ARRIVES_MS });
    expect(screen.queryByTestId('copy-project-5')).toBeNull();
  });
});
