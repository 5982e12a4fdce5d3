import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { accessToken, failure, mockApi, ok } from '../../test/api';
import { stubDownloads } from '../../test/documents';
import { notification } from '../../test/forms';
import { renderInApp } from '../../test/render';
import { ModelViewer } from './ModelViewer';
import { mountModelScene, parseModel } from './scene';

// jsdom has no WebGL: the three.js part is stubbed, the viewer's fetching, states and clean-up are tested.
vi.mock('./scene', () => ({
  parseModel: vi.fn(),
  mountModelScene: vi.fn(),
  WebGlUnavailableError: class extends Error {},
}));

const LINK = ok({ data: '/api/project/items/document/model.glb?id=11&revNum=2' });

function open(admin = false) {
  const onClose = vi.fn();
  renderInApp(<ModelViewer target={{ id: 11, revNum: 2, admin }} name="AHU office" onClose={onClose} />);
  return onClose;
}

describe('the 3D model viewer (issue 8)', () => {
  it('shows the fetching3DModel message when the model cannot be fetched', async () => {
    mockApi({
      'GET /project/items/document/model': LINK,
      'GET /project/items/document/model.glb': failure(404, 'Not found'),
    });
    open();
    expect(screen.getByTestId('model-loading')).toBeTruthy();
    expect((await screen.findByTestId('model-error')).textContent).toBe(
      'The 3D model is still being prepared. Please try again later.',
    );
    expect(screen.getByTestId('model-reset').hasAttribute('disabled')).toBe(true);
  });

  it('shows it too when the link call fails on the server', async () => {
    mockApi({ 'GET /project/items/document/model': failure(500, 'Internal server error!') });
    open();
    expect((await screen.findByTestId('model-error')).textContent).toBe(
      'The 3D model is still being prepared. Please try again later.',
    );
  });

  it('fetches the .glb through the link with the token, shows it, resets the view and releases it on close', async () => {
    const resetView = vi.fn();
    const dispose = vi.fn();
    vi.mocked(parseModel).mockResolvedValue({} as never);
    vi.mocked(mountModelScene).mockReturnValue({ resetView, dispose });
    const token = accessToken(3600);
    window.localStorage.setItem('jwt', token);
    const api = mockApi({
      'GET /project/items/document/modelByAdmin': ok({
        data: '/api/project/items/document/model.glbByAdmin?id=11&revNum=2',
      }),
      'GET /project/items/document/model.glbByAdmin': { status: 200, body: {} },
    });
    const { unmount } = renderInApp(
      <ModelViewer target={{ id: 11, revNum: 2, admin: true }} name="AHU office" onClose={() => {}} />,
    );
    await waitFor(() => expect(mountModelScene).toHaveBeenCalledTimes(1));
    expect(vi.mocked(mountModelScene).mock.calls[0]![0]).toBe(screen.getByTestId('model-viewer'));
    expect(parseModel).toHaveBeenCalledWith(expect.any(ArrayBuffer));
    // (The session also checks the stored token with /auth/decode.)
    const calls = api.calls.filter((c) => c.path.startsWith('/project/items/document/'));
    expect(calls.map((c) => c.path)).toEqual([
      '/project/items/document/modelByAdmin?id=11&revNum=2&lang=en&units=si',
      '/project/items/document/model.glbByAdmin?id=11&revNum=2',
    ]);
    expect(calls[1]!.authorization).toBe(`Bearer ${token}`);
    await waitFor(() => expect(screen.queryByTestId('model-loading')).toBeNull());
    fireEvent.click(screen.getByTestId('model-reset'));
    expect(resetView).toHaveBeenCalledTimes(1);
    unmount();
    expect(dispose).toHaveBeenCalledTimes(1);
  });

  it("downloads the same revision's IFC file beside the model (issue 30)", async () => {
    const api = mockApi({
      'GET /project/items/document/modelByAdmin': LINK,
      'GET /project/items/document/model.glbByAdmin': failure(404, 'Not found'),
      'GET /project/items/document/fileByAdmin': { status: 200, body: {} },
    });
    const saved = stubDownloads();
    open(true);
    fireEvent.click(screen.getByTestId('model-download-ifc'));
    expect(await notification()).toEqual({
      text: 'The documentation has been downloaded successfully.',
      type: 'success',
    });
    expect(api.calls.map((c) => c.path)).toContain(
      '/project/items/document/fileByAdmin?id=11&revNum=2&kind=ifc&lang=en&units=si',
    );
    expect(saved).toEqual(['AHU office_rev2_Model.ifc']);
  });

  it('closes on request', () => {
    mockApi({});
    const onClose = open();
    fireEvent.click(screen.getByTestId('model-close'));
    expect(onClose).toHaveBeenCalled();
  });
});
