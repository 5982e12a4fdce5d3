import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, mockApi, ok } from '../../../test/api';
import { notification } from '../../../test/forms';
import { renderInApp } from '../../../test/render';
import { stubDownloads } from '../../../test/documents';
import { RevisionPage } from '../RevisionPage';
import { calculations, position, revisions, WithState } from '../../../test/positions';
import { alternativeInput, alternativesData, annualData } from '../../../test/energy';

const routes = {
  'GET /project/items/one?id=11': ok(position()),
  'GET /project/items/revision/all?id=11': ok({ data: revisions() }),
  'GET /project/items/calculations?id=11&revNum=2': ok(calculations()),
  'POST /project/item/annual': ok(annualData()),
  'POST /project/item/annual/alternatives': ok(alternativesData()),
};

async function openEnergyTab(state: object = { id: 11, name: 'AHU office' }) {
  renderInApp(
    <WithState state={state}>
      <RevisionPage />
    </WithState>,
    '/project-item-revision',
  );
  await screen.findByTestId('active-revision-number');
  fireEvent.click(screen.getByTestId('revision-tab-energy'));
  await screen.findByTestId('energy-annual');
}

const field = (key: string) => screen.getByTestId<HTMLInputElement>(`energy-field-${key}`);

describe('the energy tab of the revision screen (issue 20)', () => {
  it('shows the year on the project weather with every assumption, the figures by component and the LCC', async () => {
    const api = mockApi(routes);
    await openEnergyTab();
    // The first call asks for the revision shown with no settings: the answer names the position's defaults.
    expect(api.callsTo('POST /project/item/annual').map((c) => c.body)).toEqual([{ id: 11, revNum: 2 }]);
    const weather = screen.getByTestId('energy-weather');
    expect(weather.getAttribute('data-source')).toBe('era5');
    expect(weather.textContent).toContain('ERA5 reanalysis, year 2025');
    expect(field('startHour').value).toBe('7');
    expect(field('endHour').value).toBe('19');
    expect(screen.getByTestId('energy-hours-per-day').textContent).toBe('12 h a day');
    expect(field('daysPerWeek').value).toBe('5');
    expect(field('supplyMaxGPerKg').value).toBe('10.5');
    expect(field('electricity').value).toBe('0.2');
    expect(field('heatCop').value).toBe('3');
    expect(field('coldEer').value).toBe('3.5');
    expect(field('discountPct').value).toBe('4');
    expect(field('escalationPct').value).toBe('2');

    const data = annualData();
    const heater = screen.getByTestId('energy-row-heater').textContent;
    expect(heater).toContain(`${Math.round(data.year.heaterKWh).toLocaleString('en-GB')} kWh`);
    expect(screen.getByTestId('energy-row-energyTotal').textContent).toContain(
      `€${data.costs.totalEur.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    );
    expect(screen.getByTestId('energy-lcc-total').textContent).toContain(
      `€${data.lifeCycleCost.totalEur.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    );
    expect(screen.getByTestId('energy-fact-operatingHours').textContent).toContain(
      `${data.year.operatingHours.toLocaleString('en-GB')} h`,
    );
    // Maintenance, CO2 with its factors and source, and the LCC's three parts.
    expect(screen.getByTestId('energy-row-filters').textContent).toContain('1 a year at €180.00 a change');
    expect(screen.getByTestId('energy-row-runningTotal').textContent).toContain(
      `€${(data.costs.totalEur + 180).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    );
    expect(screen.getByTestId('energy-row-fans').textContent).toContain(
      `${Math.round(data.co2.year.fansKg).toLocaleString('en-GB')} kg`,
    );
    // Issue 25: the frost preheater's electricity, cost and CO2, and where the frost protection starts.
    const preheater = screen.getByTestId('energy-row-preheater').textContent;
    expect(preheater).toContain('Frost preheater');
    expect(preheater).toContain(`${Math.round(data.year.preheaterKWh).toLocaleString('en-GB')} kWh`);
    expect(preheater).toContain(
      `€${data.costs.preheaterEur.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    );
    expect(screen.getByTestId('energy-fact-frostProtectionStart').textContent).toContain(
      'Frost protection starts below',
    );
    expect(screen.getByTestId('energy-fact-frostProtectionHours').textContent).toContain(
      `${data.frostProtectionHours.toLocaleString('en-GB')} h`,
    );
    const electricity = screen.getByTestId('energy-fact-co2Electricity').textContent;
    expect(electricity).toContain('RS: Ember, Yearly electricity data, 2023, gCO2e/kWh');
    expect(electricity).toContain('600 g/kWh');
    expect(screen.getByTestId('energy-fact-co2Life').textContent).toContain(
      `${(data.co2.lifeKg / 1000).toLocaleString('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} t`,
    );
    expect(screen.getByTestId('energy-lcc').textContent).toContain(
      'Maintenance over 15 years (present value)',
    );
    expect(field('filterChangesPerYear').value).toBe('1');
    expect(field('maintenanceSharePct').value).toBe('0');
    expect(field('electricityGCo2').value).toBe('');
    expect(screen.getByTestId('energy-monthly-chart')).toBeTruthy();
    // The grid below keeps the group of the summary tab chosen before.
    expect(screen.getByTestId('revision-group').textContent).toBe('INFO');
  });

  it('marks a synthetic year and says how it was made', async () => {
    mockApi({ ...routes, 'POST /project/item/annual': ok(annualData('monthly')) });
    await openEnergyTab();
    const weather = screen.getByTestId('energy-weather');
    expect(weather.getAttribute('data-source')).toBe('synthetic');
    expect(weather.textContent).toContain('Synthetic year from the monthly design data');
    expect(weather.textContent).toContain('ASHRAE Fundamentals 2017 ch. 14');
  });

  it('marks a design-only year as a conservative estimate', async () => {
    mockApi({ ...routes, 'POST /project/item/annual': ok(annualData('design')) });
    await openEnergyTab();
    const weather = screen.getByTestId('energy-weather');
    expect(weather.getAttribute('data-kind')).toBe('design');
    expect(weather.textContent).toContain('Design-only year (conservative estimate)');
    expect(weather.textContent).toContain('not a typical year');
  });

  it('recalculates with the edited assumptions in the contract’s units, and refuses a value out of range', async () => {
    const api = mockApi(routes);
    await openEnergyTab();
    fireEvent.change(field('discountPct'), { target: { value: '25' } });
    fireEvent.click(screen.getByTestId('energy-apply'));
    expect(await screen.findByText('From 0.00 to 20.00')).toBeTruthy();
    expect(api.callsTo('POST /project/item/annual')).toHaveLength(1);

    fireEvent.change(field('discountPct'), { target: { value: '5' } });
    fireEvent.change(field('endHour'), { target: { value: '17' } });
    fireEvent.change(field('flowSharePct'), { target: { value: '80' } });
    fireEvent.change(field('supplyMaxGPerKg'), { target: { value: '' } });
    fireEvent.change(field('maintenanceSharePct'), { target: { value: '1.5' } });
    fireEvent.click(screen.getByTestId('energy-apply'));
    await waitFor(() => expect(api.callsTo('POST /project/item/annual')).toHaveLength(2));
    const body = api.callsTo('POST /project/item/annual')[1]!.body as Record<string, never>;
    expect(body).toMatchObject({
      id: 11,
      revNum: 2,
      profile: { startHour: 7, endHour: 17, daysPerWeek: 5, flowShare: 0.8, supplyMaxW: null },
      prices: {
        electricityEurPerKWh: 0.2,
        heat: { kind: 'heatPump', cop: 3 },
        cold: { kind: 'chiller', eer: 3.5 },
      },
      lifeCycle: {
        years: 15,
        discountRate: 0.05,
        energyPriceEscalation: 0.02,
        filterChangesPerYear: 1,
        maintenanceShare: 0.015,
        maintenancePriceEscalation: 0.02,
      },
    });
    // An empty CO2 factor is left out: the server takes the country's.
    expect(body.prices).not.toHaveProperty('electricityGCo2PerKWh');
    // The alternatives run on the same settings.
    await waitFor(() => expect(api.callsTo('POST /project/item/annual/alternatives')).toHaveLength(2));
    expect(api.callsTo('POST /project/item/annual/alternatives')[1]!.body).toEqual(body);
  });

  it('downloads the same answer as JSON, at the settings shown', async () => {
    const api = mockApi({ ...routes, 'POST /project/item/annual/export': { status: 200, body: {} } });
    const saved = stubDownloads();
    await openEnergyTab();
    fireEvent.click(screen.getByTestId('energy-export'));
    await waitFor(() => expect(saved).toEqual(['annual_position-11_rev-2.json']));
    expect(api.callsTo('POST /project/item/annual/export').map((c) => c.body)).toEqual([
      { id: 11, revNum: 2 },
    ]);
  });

  it('says why the year could not be made', async () => {
    mockApi({
      ...routes,
      'POST /project/item/annual': failure(422, 'The project has no climate data for an annual calculation'),
    });
    renderInApp(
      <WithState state={{ id: 11, name: 'AHU office' }}>
        <RevisionPage />
      </WithState>,
      '/project-item-revision',
    );
    await screen.findByTestId('active-revision-number');
    fireEvent.click(screen.getByTestId('revision-tab-energy'));
    expect((await screen.findByTestId('energy-error')).textContent).toContain('no climate data');
  });

  it('has no energy tab in admin mode (the energy calls are the owner’s)', async () => {
    const api = mockApi({
      'GET /project/oneItemByAdmin?itemId=11': ok(position()),
      'GET /project/items/revision/allByAdmin?id=11': ok({ data: revisions() }),
      'GET /project/items/calculationsByAdmin?id=11&revNum=2': ok(calculations()),
    });
    renderInApp(
      <WithState state={{ id: 11, name: 'AHU office', admin: true }}>
        <RevisionPage />
      </WithState>,
      '/project-item-revision',
    );
    await screen.findByTestId('active-revision-number');
    expect(screen.queryByTestId('revision-tab-energy')).toBeNull();
    expect(api.callsTo('POST /project/item/annual')).toHaveLength(0);
  });
});

describe('making an alternative the next revision (issue 20)', () => {
  it('asks first, saves the alternative through the configurator’s save and shows the new revision active', async () => {
    let saved = false;
    const api = mockApi({
      ...routes,
      'GET /project/items/one?id=11': () =>
        ok(
          saved ? position({ revisionNumber: 3, revisionCount: 3, version: 4, fan: 'Premium' }) : position(),
        ),
      'PUT /project/item/configurator': () => {
        saved = true;
        return ok({ data: 11, revisionNumber: 3 });
      },
      'GET /project/items/calculations?id=11&revNum=3': ok(calculations()),
    });
    await openEnergyTab();
    const table = await screen.findByTestId('energy-alternatives');
    const premium = within(table).getByTestId('alternative-3-Premium');
    fireEvent.click(within(premium).getByTestId('alternative-make-3-Premium'));
    expect(screen.getByRole('dialog').textContent).toContain(
      'Make R 03, Premium fans revision 3 of this position?',
    );
    fireEvent.click(screen.getByTestId('confirm-no'));
    expect(api.callsTo('PUT /project/item/configurator')).toHaveLength(0);

    fireEvent.click(within(premium).getByTestId('alternative-make-3-Premium'));
    fireEvent.click(screen.getByTestId('confirm-yes'));
    expect(await notification()).toEqual({ text: 'Revision 3 saved and active.', type: 'success' });
    // The body is the alternative's position input, for position 11 at the version the screen read.
    expect(api.callsTo('PUT /project/item/configurator').map((c) => c.body)).toEqual([
      { ...alternativeInput('Premium'), id: 11, version: 3 },
    ]);
    await waitFor(() => expect(screen.getByTestId('active-revision-number').textContent).toBe('3'));
    // The tab follows: the year and alternatives of revision 3 are asked for.
    await waitFor(() =>
      expect(api.callsTo('POST /project/item/annual').map((c) => c.body)).toContainEqual({
        id: 11,
        revNum: 3,
      }),
    );
  });

  it('tells the user when the save is refused', async () => {
    mockApi({
      ...routes,
      'PUT /project/item/configurator': failure(409, 'This position was changed elsewhere', 'body.version'),
    });
    await openEnergyTab();
    fireEvent.click(await screen.findByTestId('alternative-make-8-Standard'));
    fireEvent.click(screen.getByTestId('confirm-yes'));
    expect((await notification()).type).toBe('error');
    expect(screen.getByTestId('active-revision-number').textContent).toBe('2');
  });
});

describe('a reference year on the energy tab (issue 25)', () => {
  it('names it with its years and the year of each month', async () => {
    const method =
      'reference year (ISO 15927-4, years 2016-2025): ERA5 reanalysis, months chosen by the Finkelstein-Schafer ' +
      'statistic of daily dry bulb and relative humidity (2019, 2016, 2025, 2018, 2018, 2021, 2017, 2020, 2016, 2023, 2024, 2022)';
    mockApi({
      ...routes,
      'POST /project/item/annual': ok({
        ...annualData(),
        weather: { source: 'era5', kind: 'reference', label: 'Reference year', year: null, method },
      }),
    });
    await openEnergyTab();
    const weather = screen.getByTestId('energy-weather');
    expect(weather.getAttribute('data-kind')).toBe('reference');
    expect(weather.textContent).toContain('Weather year: Reference year (ISO 15927-4, years 2016-2025)');
    expect(weather.textContent).toContain(
      'months from 2019, 2016, 2025, 2018, 2018, 2021, 2017, 2020, 2016, 2023, 2024, 2022',
    );
  });
});
