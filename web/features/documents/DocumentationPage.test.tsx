import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_KINDS } from '../../../contracts/documents';
import { failure, mockApi } from '../../test/api';
import { choose, notification } from '../../test/forms';
import { renderInApp } from '../../test/render';
import { WithState } from '../../test/positions';
import { DocumentationPage } from './DocumentationPage';
import { stubDownloads, stubNewTab } from '../../test/documents';

const STATE = { id: 11, name: 'AHU office', revisionNumber: 2, admin: false };
const file = { status: 200, body: {} };

function open(state: object = STATE) {
  renderInApp(
    <WithState state={state}>
      <DocumentationPage />
    </WithState>,
    '/project-item-documentation',
  );
}

describe('the documentation page (docs/rules.md#documents, issue 8)', () => {
  it('names the position and revision and lists every document with its actions', () => {
    mockApi({});
    open();
    expect(screen.getByTestId('documentation-page')).toBeTruthy();
    expect(screen.getByTestId('documents-position').textContent).toBe('AHU office');
    expect(screen.getByTestId('documents-revision').textContent).toBe('Revision 2');
    for (const kind of DOCUMENT_KINDS) {
      expect(screen.getByTestId(`document-${kind}-download`), kind).toBeTruthy();
    }
    // A DXF or an IFC file cannot be shown in a tab.
    expect(screen.queryByTestId('document-drawingDxf-open')).toBeNull();
    expect(screen.queryByTestId('document-ifc-open')).toBeNull();
    expect(screen.getByTestId('document-ifc').textContent).toContain('BIM model (IFC4)');
    expect(screen.getByTestId('documents-zip').textContent).toBe('Download all (zip)');
  });

  it('downloads one document in the chosen language and says so', async () => {
    const api = mockApi({ 'GET /project/items/document/file': file });
    const saved = stubDownloads();
    open();
    choose('Document language', 'Deutsch');
    fireEvent.click(screen.getByTestId('document-drawingDxf-download'));
    expect(await notification()).toEqual({
      text: 'The documentation has been downloaded successfully.',
      type: 'success',
    });
    expect(api.calls.map((c) => c.path)).toEqual([
      '/project/items/document/file?id=11&revNum=2&kind=drawingDxf&lang=de&units=si',
    ]);
    expect(saved).toEqual(['AHU office_rev2_Drawing.dxf']);
  });

  it('downloads the IFC model as <position>_rev<n>_Model.ifc (issue 30)', async () => {
    const api = mockApi({ 'GET /project/items/document/file': file });
    const saved = stubDownloads();
    open();
    fireEvent.click(screen.getByTestId('document-ifc-download'));
    await notification();
    expect(api.calls.map((c) => c.path)).toEqual([
      '/project/items/document/file?id=11&revNum=2&kind=ifc&lang=en&units=si',
    ]);
    expect(saved).toEqual(['AHU office_rev2_Model.ifc']);
  });

  it('downloads everything as one zip', async () => {
    const api = mockApi({ 'GET /project/items/document/zip': file });
    const saved = stubDownloads();
    open();
    fireEvent.click(screen.getByTestId('documents-zip'));
    await notification();
    expect(api.calls.map((c) => c.path)).toEqual([
      '/project/items/document/zip?id=11&revNum=2&lang=en&units=si',
    ]);
    expect(saved).toEqual(['AHU office_rev2_documents.zip']);
  });

  it('opens a PDF in a new tab through an object URL', async () => {
    const api = mockApi({ 'GET /project/items/document/file': file });
    stubDownloads();
    const tab = stubNewTab();
    open();
    fireEvent.click(screen.getByTestId('document-controlScheme-open'));
    await waitFor(() => expect(tab.location.href).toBe('blob:document'));
    expect(api.calls.map((c) => c.path)).toEqual([
      '/project/items/document/file?id=11&revNum=2&kind=controlScheme&lang=en&units=si',
    ]);
  });

  it('closes the new tab and says the documentation is not ready when the server has none', async () => {
    mockApi({ 'GET /project/items/document/file': failure(404, 'Not found') });
    stubDownloads();
    const tab = stubNewTab();
    open();
    fireEvent.click(screen.getByTestId('document-dataSheet-open'));
    expect(await notification()).toEqual({
      text: 'Documentation is not ready. Please try again later.',
      type: 'error',
    });
    expect(tab.closed).toBe(true);
  });

  it('uses the admin variants in admin mode', async () => {
    const api = mockApi({
      'GET /project/items/document/fileByAdmin': file,
      'GET /project/items/document/zipByAdmin': file,
    });
    stubDownloads();
    open({ ...STATE, admin: true });
    fireEvent.click(screen.getByTestId('document-specification-download'));
    await notification();
    fireEvent.click(screen.getByTestId('documents-zip'));
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(api.calls.map((c) => c.path)).toEqual([
      '/project/items/document/fileByAdmin?id=11&revNum=2&kind=specification&lang=en&units=si',
      '/project/items/document/zipByAdmin?id=11&revNum=2&lang=en&units=si',
    ]);
  });

  it('asks for a position when opened without one', () => {
    mockApi({});
    renderInApp(<DocumentationPage />, '/project-item-documentation');
    expect(screen.getByText(/No position was chosen/)).toBeTruthy();
    expect(screen.queryByTestId('documents-zip')).toBeNull();
  });
});
