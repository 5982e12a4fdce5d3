import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../test/api';
import { renderInApp } from '../test/render';
import { RequirementsStep } from '../features/configurator/steps/RequirementsStep';
import { initialValues } from '../features/configurator/wizard';
import { RevisionPage } from '../features/positions/RevisionPage';
import { calculations, position, revisions, WithState } from '../test/positions';

/** Issue 16: maintenance is recorded only (docs/engine.md), and both screens that show it say so. */
describe('maintenance is recorded only, and the screens say so', () => {
  const NOTE = 'it changes neither the calculation, the price nor the documents';

  it('step 2 says it under the maintenance choice', () => {
    renderInApp(<RequirementsStep values={initialValues(7, 'g')} change={() => undefined} />);
    expect(screen.getByTestId('maintenance-note').textContent).toContain(NOTE);
  });

  it("the revision screen's requirements tab says it beside the choice", async () => {
    mockApi({
      'GET /project/items/one?id=11': ok(position()),
      'GET /project/items/revision/all?id=11': ok({ data: revisions() }),
      'GET /project/items/calculations?id=11&revNum=2': ok(calculations()),
    });
    renderInApp(
      <WithState state={{ id: 11, name: 'AHU office' }}>
        <RevisionPage />
      </WithState>,
      '/project-item-revision',
    );
    await screen.findByTestId('active-revision-number');
    fireEvent.click(screen.getByTestId('revision-tab-requirements'));
    expect(screen.getByTestId('summary-maintenance').textContent).toContain('None');
    expect(screen.getByTestId('summary-maintenanceEffect').textContent).toContain(NOTE);
  });
});
