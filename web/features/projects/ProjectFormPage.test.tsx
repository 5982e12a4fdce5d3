import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, mockApi, ok, type RecordedCall } from '../../test/api';
import { notification, type } from '../../test/forms';
import { renderInApp } from '../../test/render';
import { setUnitSystem } from '../../app/units';
import { ProjectFormPage } from './ProjectFormPage';
import { MONTHLY, STORED } from './testing';

/** Kneza Mihaila 5 in Belgrade, as the providers answer it (the map itself is not drawn: no tile settings). */
const BELGRADE = {
  lat: 44.8176,
  lng: 20.4569,
  displayName: 'Knez Mihailova 5, Belgrade, Serbia',
  address: 'Knez Mihailova 5',
  city: 'Belgrade',
  postcode: '11000',
  country: 'Serbia',
  countryCode: 'RS',
};
const CONDITIONS = {
  basicDesignConditions: {
    summerDesignConditions: {
      outdoorTemperature: 34.6,
      wetBulbTemperature: 21.1,
      dewPointTemperature: 14.3,
      outdoorHumidity: 31,
    },
    winterDesignConditions: { outdoorTemperature: -12, outdoorHumidity: 80, outdoorHumidityRatio: 1.2 },
    distance: 4.2,
    elevation: 120,
    year: 2024,
  },
  monthlyDesign: MONTHLY,
};
const YEARLY = {
  yearlyAverage: 60.5,
  qualityGood: 146,
  qualityModerate: 110,
  qualitySensitive: 37,
  qualityUnhealthy: 36,
  qualityUnhealthyV: 36,
  qualityHazardous: 0,
  distance: 2.5,
  history: [{ date: '2026-01-01', aqi: 55 }],
};

/** Every look-up answering for Belgrade; `overrides` replace single answers. */
const providers = (overrides: Record<string, ReturnType<typeof ok>> = {}) => ({
  'GET /client-config': failure(404, 'no tiles in jsdom'),
  'GET /users/long-lat': ok({ latitude: 44.8176, longitude: 20.4569 }),
  'GET /geo/reverse': ok(BELGRADE),
  'GET /geo/elevation': ok({ elevation: 117 }),
  'GET /project/location-params/conditions': ok(CONDITIONS),
  'GET /project/location-params/aqiCurrent': ok({ usAqi: 87, europeanAqi: 40, time: '2026-11-22T09:00' }),
  'GET /project/location-params/aqiYearly': ok(YEARLY),
  'GET /project/location-params/electricity': ok({
    electricityCost: 0.128,
    electricityCostHome: 0.092,
    period: '2024-S2',
    source: 'Eurostat',
  }),
  ...overrides,
});
const down = failure(502, 'provider down');

const value = (testId: string) => screen.getByTestId<HTMLInputElement>(testId).value;
const save = () => fireEvent.click(screen.getByTestId('save-project'));
/** The start's look-ups have all answered (the prices come last: they wait for the country). */
const settled = () =>
  waitFor(() => {
    expect(value('el-business')).toBe('0.128');
    expect(screen.getByTestId('aqi-days-good').textContent).not.toBe('-');
  });
/** The bar shows `text` (an earlier notification may still be showing first). */
const notified = (text: string, kind: string) =>
  waitFor(async () => expect(await notification()).toEqual({ text, type: kind }));
const manual = (panel: string) => fireEvent.click(screen.getByTestId(`${panel}-manual`));
const bodyOf = (calls: RecordedCall[]) => calls[0]?.body as Record<string, unknown>;

describe('the new project form (docs/rules.md#project-form)', () => {
  it('starts at the saved position and fills every value the providers give for it', async () => {
    const api = mockApi(providers());
    renderInApp(<ProjectFormPage mode="create" />, '/create-project');
    await settled();
    expect(value('location-city')).toBe('Belgrade');
    expect(value('location-address')).toBe('Knez Mihailova 5');
    expect(value('latitude')).toBe('44.817600');
    expect(value('elevation')).toBe('117');
    expect(value('summer-temperature')).toBe('34.6');
    expect(value('winter-humidity')).toBe('80');
    expect(value('aqi-current')).toBe('87');
    expect(value('aqi-yearly')).toBe('60.5');
    expect(value('el-home')).toBe('0.092');
    // The derived values follow from the ASHRAE state at 117 m: a wet bulb below the dry bulb, a dew point below that.
    expect(Number(value('summer-wet-bulb'))).toBeGreaterThan(20);
    expect(Number(value('summer-wet-bulb'))).toBeLessThan(23);
    expect(Number(value('summer-dew-point'))).toBeLessThan(Number(value('summer-wet-bulb')));
    expect(screen.getByTestId('aqi-days-good').textContent).toBe('146');
    expect(api.callsTo('GET /project/location-params/electricity')[0]?.path).toContain('countryShortCode=RS');
    expect(api.callsTo('GET /geo/reverse')[0]?.path).toBe('/geo/reverse?lat=44.8176&lng=20.4569');
  });

  it('saves the body the contract parsed and opens the new project', async () => {
    const api = mockApi({ ...providers(), 'POST /project/create-project': ok({ id: 42 }) });
    renderInApp(<ProjectFormPage mode="create" />, '/create-project');
    await settled();
    type('project-name', ' Knez Mihailova offices ');
    save();
    expect(await notification()).toEqual({ text: 'Project created!', type: 'success' });
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/project-item'));
    expect(JSON.parse(screen.getByTestId('path').dataset.state!)).toEqual({
      projectId: 42,
      projectName: 'Knez Mihailova offices',
      projectNumber: 'AHU1',
    });
    const body = bodyOf(api.callsTo('POST /project/create-project'));
    expect(body).toMatchObject({
      name: 'Knez Mihailova offices',
      number: 'AHU1',
      country: 'Serbia',
      countryCode: 'RS',
      city: 'Belgrade',
      address: 'Knez Mihailova 5',
      markerPosition: { lat: 44.8176, lng: 20.4569 },
      elevation: 117,
      summerOutdoorTemperature: 34.6,
      summerOutdoorHumidity: 31,
      winterOutdoorTemperature: -12,
      winterOutdoorHumidity: 80,
      elPriceBusiness: 0.128,
      elPriceHome: 0.092,
      aqiCurrent: 87,
      aqiYearlyAverage: 60.5,
      qualityGood: 146,
      qualityModerate: 110,
      qualitySensitive: 37,
      qualityUnhealthy: 36,
      qualityUnhealthyV: 36,
      qualityHazardous: 0,
      distanceTemperature: 4.2,
      distance: 2.5,
      monthlyDesign: MONTHLY,
      timeZone: new Date().getTimezoneOffset(),
    });
    expect(body.summerWetBulbTemperature).toBe(Number(value('summer-wet-bulb')));
    expect(body.summerDewPointTemperature).toBe(Number(value('summer-dew-point')));
    expect(body.winterOutdoorHumidityRatio).toBe(Number(value('winter-humidity-ratio')));
  });

  it('refuses an empty name with the name rule under the field and no call', async () => {
    const api = mockApi(providers());
    renderInApp(<ProjectFormPage mode="create" />, '/create-project');
    await settled();
    save();
    expect(await notification()).toEqual({ text: 'Error creating a project', type: 'error' });
    expect(screen.getByText(/The name must have 1 to 50 characters/)).toBeTruthy();
    expect(api.callsTo('POST /project/create-project')).toHaveLength(0);
  });

  it('drops the forbidden characters of a name as they are typed and flags a name too long', async () => {
    mockApi(providers());
    renderInApp(<ProjectFormPage mode="create" />, '/create-project');
    await settled();
    type('project-name', 'A/B:C*D');
    expect(value('project-name')).toBe('ABCD');
    expect(screen.queryByText(/The name must have 1 to 50 characters/)).toBeNull();
    type('project-name', 'x'.repeat(51));
    expect(screen.getByText(/The name must have 1 to 50 characters/)).toBeTruthy();
  });

  it('asks for the missing values when a provider failed and nothing was typed', async () => {
    const api = mockApi(providers({ 'GET /project/location-params/conditions': down }));
    renderInApp(<ProjectFormPage mode="create" />, '/create-project');
    await screen.findByTestId('design-panel-failure');
    expect(screen.getByTestId('design-panel-failure').textContent).toContain(
      'The climate service is unavailable',
    );
    await settled();
    type('project-name', 'Office');
    save();
    await notified('Fill all required fields before proceeding.', 'info');
    expect(api.callsTo('POST /project/create-project')).toHaveLength(0);
  });

  it('says an elevation out of bounds, before anything else missing, in the field and the bar', async () => {
    const api = mockApi(providers({ 'GET /geo/elevation': down }));
    renderInApp(<ProjectFormPage mode="create" />, '/create-project');
    await settled();
    // The failed elevation is typed by hand.
    type('elevation', '12000');
    expect(screen.getByTestId('location-panel').textContent).toContain(
      'The elevation must be between -500 and 9000 m.',
    );
    save();
    await notified('The elevation must be between -500 and 9000 m.', 'error');
    expect(api.callsTo('POST /project/create-project')).toHaveLength(0);
  });

  it('offline, fills the prices from the bundled table for a country typed by hand (issue 31, point 9)', async () => {
    const api = mockApi(providers({ 'GET /geo/reverse': down }));
    renderInApp(<ProjectFormPage mode="create" />, '/create-project');
    await waitFor(() => expect(screen.getByTestId('location-country').hasAttribute('readonly')).toBe(false));
    expect(api.callsTo('GET /project/location-params/electricity')).toHaveLength(0);
    type('location-country', 'Srbija');
    await waitFor(() => expect(value('el-business')).toBe('0.128'));
    expect(value('el-home')).toBe('0.092');
    expect(api.callsTo('GET /project/location-params/electricity').map((call) => call.path)).toEqual([
      '/project/location-params/electricity?countryShortCode=RS',
    ]);
  });

  it('keeps the previous outdoor temperature when one out of range is typed, with its message', async () => {
    mockApi(providers());
    renderInApp(<ProjectFormPage mode="create" />, '/create-project');
    await settled();
    manual('design-panel');
    type('summer-temperature', '56');
    expect(await notification()).toEqual({
      text: 'Summer outdoor temperature must be between -30 and 55 °C.',
      type: 'error',
    });
    expect(value('summer-temperature')).toBe('34.6');
    type('winter-humidity', '101');
    expect(value('winter-humidity')).toBe('80');
    type('winter-humidity', '55');
    expect(value('winter-humidity')).toBe('55');
  });

  it('saves typed values of a group switched to manual, and the fetched ones return when switched back', async () => {
    const api = mockApi({ ...providers(), 'POST /project/create-project': ok({ id: 43 }) });
    renderInApp(<ProjectFormPage mode="create" />, '/create-project');
    await settled();
    manual('utility-panel');
    type('el-business', '0.2');
    manual('utility-panel');
    expect(value('el-business')).toBe('0.128');
    manual('aqi-panel');
    type('aqi-current', '150');
    type('project-name', 'Typed AQI');
    save();
    await waitFor(() => expect(api.callsTo('POST /project/create-project')).toHaveLength(1));
    expect(bodyOf(api.callsTo('POST /project/create-project'))).toMatchObject({
      aqiCurrent: 150,
      elPriceBusiness: 0.128,
    });
  });

  it('searches an address: one result moves the location there, none says so', async () => {
    const api = mockApi({
      ...providers(),
      'GET /geo/search?q=Knez%20Mihailova%205': ok([{ ...BELGRADE, lat: 44.8181, lng: 20.4575 }]),
      'GET /geo/search?q=nowhere': ok([]),
    });
    renderInApp(<ProjectFormPage mode="create" />, '/create-project');
    await settled();
    type('address-search', 'nowhere');
    fireEvent.keyDown(screen.getByTestId('address-search'), { key: 'Enter' });
    expect(await notification()).toEqual({
      text: 'Invalid address entered. Please select a valid address.',
      type: 'error',
    });
    type('address-search', 'Knez Mihailova 5');
    fireEvent.keyDown(screen.getByTestId('address-search'), { key: 'Enter' });
    await waitFor(() => expect(value('latitude')).toBe('44.818100'));
    await waitFor(() =>
      expect(api.callsTo('GET /geo/elevation').map((call) => call.path)).toContain(
        '/geo/elevation?lat=44.8181&lng=20.4575',
      ),
    );
    // The search result's place is taken as found: no reverse geocoding of it.
    expect(api.callsTo('GET /geo/reverse')).toHaveLength(1);
  });

  it('refuses a place without a city and keeps the location it had', async () => {
    const api = mockApi({
      ...providers(),
      'GET /geo/reverse?lat=45&lng=21': ok({ ...BELGRADE, lat: 45, lng: 21, city: null }),
    });
    renderInApp(<ProjectFormPage mode="create" />, '/create-project');
    await settled();
    type('latitude', '45');
    type('longitude', '21');
    fireEvent.keyDown(screen.getByTestId('longitude'), { key: 'Enter' });
    expect(await notification()).toEqual({
      text: 'City is mandatory field. Location set to initial.',
      type: 'info',
    });
    expect(value('location-city')).toBe('Belgrade');
    // Nothing is looked up for a place refused.
    expect(api.callsTo('GET /geo/elevation').map((call) => call.path)).toEqual([
      '/geo/elevation?lat=44.8176&lng=20.4569',
    ]);
  });

  it('lets the address be typed when the geocoder fails, at the typed coordinates', async () => {
    const api = mockApi({
      ...providers({ 'GET /geo/reverse': down }),
      'POST /project/create-project': ok({ id: 44 }),
    });
    renderInApp(<ProjectFormPage mode="create" />, '/create-project');
    await screen.findAllByText(/The address service is unavailable/);
    type('location-address', 'Neue Mainzer Straße 52');
    type('location-city', 'Frankfurt am Main');
    type('location-country', 'Germany');
    // Issue 31: the typed country's name gives the bundled price table's code; typed prices still win in manual.
    await waitFor(() => expect(api.callsTo('GET /project/location-params/electricity')).toHaveLength(1));
    expect(api.callsTo('GET /project/location-params/electricity')[0]?.path).toContain('countryShortCode=DE');
    manual('utility-panel');
    type('el-business', '0.3');
    type('el-home', '0.2');
    type('project-name', 'Frankfurt');
    save();
    await waitFor(() => expect(api.callsTo('POST /project/create-project')).toHaveLength(1));
    expect(bodyOf(api.callsTo('POST /project/create-project'))).toMatchObject({
      address: 'Neue Mainzer Straße 52',
      city: 'Frankfurt am Main',
      country: 'Germany',
      countryCode: null,
      markerPosition: { lat: 44.8176, lng: 20.4569 },
      elPriceBusiness: 0.3,
    });
  });
});

describe('the edit project form (docs/rules.md#project-form)', () => {
  const at = { pathname: '/edit', state: { projId: 7 } };

  it('loads the stored values without looking anything up', async () => {
    const api = mockApi({ ...providers(), 'GET /project/one?id=7': ok(STORED) });
    renderInApp(<ProjectFormPage mode="edit" />, at);
    await waitFor(() => expect(value('project-name')).toBe('Office Block A'));
    expect(value('summer-temperature')).toBe('33');
    expect(value('el-business')).toBe('0.15');
    expect(value('location-city')).toBe('Belgrade');
    expect(screen.getByTestId('aqi-days-good').textContent).toBe('150');
    expect(api.callsTo('GET /geo/reverse')).toHaveLength(0);
    expect(api.callsTo('GET /users/long-lat')).toHaveLength(0);
  });

  it('saves with the id, the version read and the stored number, then opens the project', async () => {
    const api = mockApi({
      ...providers(),
      'GET /project/one?id=7': ok(STORED),
      'PUT /project/edit': ok({ data: { ...STORED, name: 'Office Block B', version: 5 } }),
    });
    renderInApp(<ProjectFormPage mode="edit" />, at);
    await waitFor(() => expect(value('project-name')).toBe('Office Block A'));
    type('project-name', 'Office Block B');
    save();
    expect(await notification()).toEqual({ text: 'Project modified!', type: 'success' });
    expect(bodyOf(api.callsTo('PUT /project/edit'))).toMatchObject({
      id: 7,
      version: 4,
      name: 'Office Block B',
      number: 'AHU3',
      costDriver: '22R&D0006',
      summerOutdoorTemperature: 33,
      qualityGood: 150,
      distanceTemperature: 3.1,
      distance: 1.9,
    });
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/project-item'));
    expect(JSON.parse(screen.getByTestId('path').dataset.state!)).toEqual({ projectId: 7 });
  });

  it('says when the project cannot be read', async () => {
    mockApi({ ...providers(), 'GET /project/one?id=7': failure(404, 'not found') });
    renderInApp(<ProjectFormPage mode="edit" />, at);
    expect((await notification()).type).toBe('error');
  });

  it('goes home without a project to edit', async () => {
    mockApi(providers());
    renderInApp(<ProjectFormPage mode="edit" />, '/edit');
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/'));
  });

  it('shows and takes the design temperatures and the elevation in IP units, keeping them in SI (issue 30)', async () => {
    setUnitSystem('ip');
    try {
      mockApi(providers());
      renderInApp(<ProjectFormPage mode="create" />, '/create-project');
      await settled();
      // 34.6 C is 94.28 F, 117 m is 383.9 ft.
      expect(value('summer-temperature')).toBe('94.28');
      expect(value('elevation')).toBe('383.9');
      expect(screen.getAllByLabelText(/Outdoor temperature \(°F\)/).length).toBe(2);
      manual('design-panel');
      type('summer-temperature', '68');
      expect(value('summer-temperature')).toBe('68');
      // Out of range in C (60 C = 140 F), refused with the previous value kept.
      type('summer-temperature', '140');
      expect(value('summer-temperature')).toBe('68');
    } finally {
      setUnitSystem('si');
    }
  });
});
