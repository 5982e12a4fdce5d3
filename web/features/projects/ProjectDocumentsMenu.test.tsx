import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUnitSystem } from '../../app/units';
import { mockApi } from '../../test/api';
import { notification } from '../../test/forms';
import { renderInApp } from '../../test/render';
import { ProjectDocumentsMenu } from './ProjectDocumentsMenu';

afterEach(() => setUnitSystem('si'));

describe('the project documents menu (issue 30)', () => {
  it('downloads the quotation, with data sheets, and the zip, in the screen`s language and units', async () => {
    Object.assign(URL, { createObjectURL: () => 'blob:doc', revokeObjectURL: () => {} });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const pdf = { status: 200, body: {} };
    const api = mockApi({
      'GET /project/quotation?id=7&lang=en&units=ip&appendix=false': pdf,
      'GET /project/quotation?id=7&lang=en&units=ip&appendix=true': pdf,
      'GET /project/documents/zip?id=7&lang=en&units=ip': pdf,
    });
    setUnitSystem('ip');
    renderInApp(<ProjectDocumentsMenu projectId={7} projectName="Office Block A" />);
    for (const item of ['project-quotation', 'project-quotation-sheets', 'project-zip']) {
      fireEvent.click(screen.getByTestId('project-documents'));
      fireEvent.click(await screen.findByTestId(item));
      await waitFor(() =>
        expect(saved).toHaveLength(
          ['project-quotation', 'project-quotation-sheets', 'project-zip'].indexOf(item) + 1,
        ),
      );
    }
    expect(saved).toEqual([
      'Office_Block_A_Quotation.pdf',
      'Office_Block_A_Quotation.pdf',
      'Office_Block_A_Documents.zip',
    ]);
    expect(api.calls.map((c) => c.path)).toEqual([
      '/project/quotation?id=7&lang=en&units=ip&appendix=false',
      '/project/quotation?id=7&lang=en&units=ip&appendix=true',
      '/project/documents/zip?id=7&lang=en&units=ip',
    ]);
    expect((await notification()).type).toBe('success');
  });
});
