import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, mockApi } from '../../test/api';
import { renderInApp } from '../../test/render';
import { WithState } from '../../test/positions';
import { TechnicalCardPage } from './TechnicalCardPage';
import { stubDownloads } from '../../test/documents';

function open(admin = false) {
  renderInApp(
    <WithState state={{ id: 11, name: 'AHU office', revisionNumber: 2, admin }}>
      <TechnicalCardPage />
    </WithState>,
    '/technicalCard',
  );
}

describe('the technical card page (/technicalCard)', () => {
  it('shows the data sheet PDF in the page, with a fallback text and the download', async () => {
    const api = mockApi({ 'GET /project/items/document/view': { status: 200, body: {} } });
    stubDownloads();
    open();
    const card = await screen.findByTestId('technical-card');
    expect(card.getAttribute('data')).toBe('blob:document');
    expect(card.getAttribute('type')).toBe('application/pdf');
    expect(screen.getByTestId('technical-card-fallback')).toBeTruthy();
    expect(screen.getByTestId('download-standard')).toBeTruthy();
    expect(api.calls.map((c) => c.path)).toEqual([
      '/project/items/document/view?id=11&revNum=2&lang=en&units=si',
    ]);
  });

  it('reads through the admin variant in admin mode', async () => {
    const api = mockApi({ 'GET /project/items/document/viewByAdmin': { status: 200, body: {} } });
    stubDownloads();
    open(true);
    await screen.findByTestId('technical-card');
    expect(api.calls.map((c) => c.path)).toEqual([
      '/project/items/document/viewByAdmin?id=11&revNum=2&lang=en&units=si',
    ]);
  });

  it('says the documentation is not ready when the server has no data sheet', async () => {
    mockApi({ 'GET /project/items/document/view': failure(404, 'Not found') });
    open();
    expect(await screen.findByText('Documentation is not ready. Please try again later.')).toBeTruthy();
    expect(screen.queryByTestId('technical-card')).toBeNull();
  });
});
