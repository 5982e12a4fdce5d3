/**
 * The position rules: the wizard's rules (docs/rules.md#wizard-step-rules) (one function for the wizard and the server), the
 * building-type and flow rules of section 4, the defaults of section 9, and the position's engine input.
 */
import { describe, expect, it } from 'vitest';
import { select } from '../engine/select';
import { INVALID_FLOW_MESSAGE } from '../contracts/calc';
import {
  BUILDING_TYPES,
  MANDATORY_FIELDS_MESSAGE,
  POSITION_DEFAULTS,
  TEMPERATURE_ERROR_MESSAGE,
  WIZARD_STEP_FIELDS,
  type PositionInput,
} from '../contracts/positions';
import {
  changeRateOf,
  flowOf,
  PositionInputSchema,
  stepProblem,
  toSelectionInput,
  unitDivisionsOf,
} from './positions';

/** A whole position: the wizard's defaults (docs/rules.md#wizard-defaults) with a rotary R 03 and one site's design
 * values. */
const position = {
  ...POSITION_DEFAULTS,
  projId: 1,
  guid: '3b241101-e2bb-4255-8caf-4136c566a962',
  name: 'AHU 1',
  installation: 'installationIndoor',
  heatRecovery: 'Rotary heat exchanger',
  unitTypeId: 1,
  airflowDirection: 1,
  elevationM: 100,
  summerOutdoorTDb: 32,
  summerOutdoorRhPct: 40,
  winterOutdoorTDb: -10,
  winterOutdoorRhPct: 80,
} as const;

const valid = (overrides: Record<string, unknown> = {}) =>
  PositionInputSchema.safeParse({ ...position, ...overrides });
const issuesOf = (overrides: Record<string, unknown>) => {
  const result = valid(overrides);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('building types and flows (docs/rules.md#building-types)', () => {
  it('has 24 categories plus None', () => {
    expect(BUILDING_TYPES).toHaveLength(25);
    expect(BUILDING_TYPES.at(-1)).toBe('None');
  });

  it.each([
    ['Residential - Basements (3-4)', 4],
    ['Light Commercial - Restaurants Bars (15-20)', 20],
    ['None', 0],
  ])('%s sets the change rate %i (the number after the last dash)', (type, rate) => {
    expect(changeRateOf(type)).toBe(rate);
  });

  it('flow = change rate x height x area, rounded: the defaults give 1120 m3/h (4 x 2.8 x 100)', () => {
    expect(flowOf(100, 2.8, 4)).toBe(1120);
    expect(flowOf(33, 2.7, 5)).toBe(446); // 445.5 rounds up
  });

  it('offers transport in one piece only for sizes 1, 2, 6, 7, 11, 12', () => {
    expect([1, 2, 6, 7, 11, 12].map((s) => unitDivisionsOf(s))).toEqual(
      Array(6).fill(['transport1', 'transport3']),
    );
    expect([3, 4, 5, 8, 9, 10, 13, 14, 15].every((s) => unitDivisionsOf(s).join() === 'transport3')).toBe(
      true,
    );
  });
});

describe('the wizard steps (docs/rules.md#wizard-step-rules)', () => {
  it('passes the defaults with a site on every step', () => {
    for (const step of [1, 2, 3, 4, 5, 6, 7, 8] as const) {
      expect(stepProblem(step, position as Partial<PositionInput>, [1, 6, 11]), `step ${step}`).toBeNull();
    }
  });

  it.each([599, 6801])('step 1: a flow of %i m3/h gives invalidFlow', (flow) => {
    expect(stepProblem(1, { ...position, flowSupplyM3h: flow })).toEqual({
      key: 'invalidFlow',
      message: INVALID_FLOW_MESSAGE,
      fields: ['flowSupplyM3h'],
    });
    expect(stepProblem(1, { ...position, flowReturnM3h: flow })?.fields).toEqual(['flowReturnM3h']);
  });

  it.each([600, 6800])('step 1: %i m3/h is inside (inclusive, docs/rules.md#wizard-step-1)', (flow) => {
    expect(stepProblem(1, { ...position, flowSupplyM3h: flow, flowReturnM3h: flow })).toBeNull();
  });

  it('step 1: empty fields give mandatoryFields, a lone minus counts as empty', () => {
    const problem = stepProblem(1, {
      ...position,
      areaM2: undefined,
      dropSupplyPa: '-' as unknown as number,
    });
    expect(problem).toEqual({
      key: 'mandatoryFields',
      message: MANDATORY_FIELDS_MESSAGE,
      fields: ['areaM2', 'dropSupplyPa'],
    });
  });

  it.each(['ecoDesign', 'maintenance', 'casing'] as const)('step 2: %s is required', (field) => {
    expect(stepProblem(2, { ...position, [field]: null })?.key).toBe('mandatoryFields');
  });

  it.each(['installation', 'unitType', 'heatRecovery', 'unitDivision'] as const)(
    'step 3: %s is required',
    (field) => {
      expect(stepProblem(3, { ...position, [field]: undefined })).toMatchObject({
        key: 'mandatoryFields',
        fields: [field],
      });
    },
  );

  it('step 3: airflow direction 0 is refused, and 3 for a plate', () => {
    expect(stepProblem(3, { ...position, airflowDirection: 0 })?.fields).toEqual(['airflowDirection']);
    const plate = {
      ...position,
      heatRecovery: 'Plate heat exchanger',
      heatRecoveryPlateType: 'Plate',
      unitTypeId: 6,
    } as const;
    expect(stepProblem(3, { ...plate, airflowDirection: 2 })).toBeNull();
    expect(stepProblem(3, { ...plate, airflowDirection: 3 })?.fields).toEqual(['airflowDirection']);
  });

  it('step 3: the size must be among the unit types fetched for the flows, and of the chosen family', () => {
    expect(stepProblem(3, position, [2, 7, 12])?.key).toBe('flowValError');
    expect(stepProblem(3, { ...position, unitTypeId: 6 })?.fields).toEqual(['unitTypeId']);
  });

  it('step 3: transport1 for size 03 passes, for size 06 it is refused', () => {
    expect(stepProblem(3, { ...position, unitDivision: 'transport1' })).toBeNull();
    expect(stepProblem(3, { ...position, unitTypeId: 3, unitDivision: 'transport1' })?.fields).toEqual([
      'unitDivision',
    ]);
  });

  it('step 4: a Condensing plate with summer outdoor below indoor gives temperatureError', () => {
    const plate = {
      ...position,
      heatRecovery: 'Plate heat exchanger',
      heatRecoveryPlateType: 'Plate',
      unitTypeId: 6,
    } as const;
    expect(stepProblem(4, { ...plate, summerOutdoorTDb: 24 })).toEqual({
      key: 'temperatureError',
      message: TEMPERATURE_ERROR_MESSAGE,
      fields: ['summerOutdoorTDb'],
    });
    expect(stepProblem(4, { ...plate, winterOutdoorTDb: 21 })?.fields).toEqual(['winterOutdoorTDb']);
    // The rule is the Condensing plate's only: a wheel and an enthalpy plate take the same conditions.
    expect(stepProblem(4, { ...position, summerOutdoorTDb: 24 })).toBeNull();
    expect(
      stepProblem(4, {
        ...plate,
        heatRecoveryPlateType: 'Enthalpy',
        unitTypeId: 11,
        summerOutdoorTDb: 24,
      }),
    ).toBeNull();
  });

  it('step 4: every summer and winter temperature and humidity is required', () => {
    expect(stepProblem(4, { ...position, winterIndoorRhPct: undefined })?.fields).toEqual([
      'winterIndoorRhPct',
    ]);
  });

  it('step 5: a chosen coil needs its fields; the air in only with manual change', () => {
    expect(stepProblem(5, { ...position, coils: 'both' })).toBeNull();
    expect(stepProblem(5, { ...position, coils: 'heater', heaterMedium: null })?.fields).toEqual([
      'heaterMedium',
    ]);
    expect(stepProblem(5, { ...position, coils: 'cooler', coolerManualChange: true })?.fields).toEqual([
      'coolerAirInTDb',
      'coolerAirInRhPct',
    ]);
  });

  it('step 6: the filtering fields are required', () => {
    expect(stepProblem(6, { ...position, fineFilterClassSupply: undefined })?.fields).toEqual([
      'fineFilterClassSupply',
    ]);
  });

  it('requires the fields of each step but the informative ones the step only shows', () => {
    const blank = Object.fromEntries(
      Object.values(WIZARD_STEP_FIELDS)
        .flat()
        .map((field) => [field, undefined]),
    );
    const required = (step: 4 | 6) => stepProblem(step, { ...position, ...blank })?.fields;
    expect(required(4)).toEqual([
      'elevationM',
      'summerOutdoorTDb',
      'summerOutdoorRhPct',
      'summerIndoorTDb',
      'summerIndoorRhPct',
      'summerSupplyTDb',
      'winterOutdoorTDb',
      'winterOutdoorRhPct',
      'winterIndoorTDb',
      'winterIndoorRhPct',
      'winterSupplyTDb',
    ]);
    expect(required(6)).toEqual(['doubleStageFiltering', 'fineFilterType', 'fineFilterClassSupply']);
  });
});

describe('PositionInputSchema (the server applies the same rules)', () => {
  it('accepts the defaults with a site', () => {
    expect(valid().success).toBe(true);
  });

  it('names the field and the rule', () => {
    expect(issuesOf({ flowSupplyM3h: 599 })).toEqual([`flowSupplyM3h: ${INVALID_FLOW_MESSAGE}`]);
    expect(issuesOf({ airflowDirection: 0 })).toEqual(['airflowDirection: must be chosen']);
    expect(issuesOf({ casing: '' })).toEqual(['casing: is required']);
    expect(issuesOf({ summerOutdoorTDb: 60 })).toEqual([
      'summerOutdoorTDb: must be strictly between -50 and 60 C',
    ]);
    expect(issuesOf({ name: 'a/b' })[0]).toMatch(/^name: must be 1 to 50 characters/);
    expect(
      issuesOf({
        heatRecovery: 'Plate heat exchanger',
        heatRecoveryPlateType: 'Plate',
        unitTypeId: 6,
        summerOutdoorTDb: 20,
      }),
    ).toEqual([`summerOutdoorTDb: ${TEMPERATURE_ERROR_MESSAGE}`]);
  });
});

describe('toSelectionInput', () => {
  it('maps the wizard fields to the engine (SI, percent to fraction, fan Off = auto)', () => {
    const input = toSelectionInput(
      PositionInputSchema.parse({
        ...position,
        coils: 'both',
        filteringAdvancedSettings: true,
        fineFilterClassReturn: 'F7',
      }),
    );
    expect(input).toMatchObject({
      unitTypeId: 1,
      flowSupplyM3h: 1120,
      summer: { outdoor: { tDb: 32, rh: 0.4 }, indoor: { tDb: 26, rh: 0.5 }, supplyTDb: 18 },
      winter: { outdoor: { tDb: -10, rh: 0.8 }, supplyTDb: 22 },
      heater: { medium: 'water', fluidTIn: 35, supplyTDb: 22, fluidTOut: 28 },
      cooler: { medium: 'water', fluidTIn: 7, supplyTDb: 18, fluidTOut: 12 },
      filters: { supply: 'M6', return: 'F7' },
      fanType: 'auto',
      installation: 'indoor',
      transportSections: 3,
    });
    expect(input.heater).not.toHaveProperty('airIn');
  });

  it('takes the capacity in kW and the fluid flow, and the typed air in on manual change', () => {
    const input = toSelectionInput(
      PositionInputSchema.parse({
        ...position,
        coils: 'heater',
        heaterMedium: 'ethylene',
        heaterConcentrationPct: 30,
        heaterAirInputParam: 'Capacity',
        heaterAirInputValue: 5,
        heaterWaterInputParam: 'Fluid flow',
        heaterWaterInputValue: 0.4,
        heaterManualChange: true,
        heaterAirInTDb: 10,
        heaterAirInRhPct: 45,
      }),
    );
    expect(input.heater).toEqual({
      medium: 'ethylene',
      concentrationPct: 30,
      fluidTIn: 35,
      capacityW: 5000,
      fluidFlowM3h: 0.4,
      airIn: { tDb: 10, rh: 0.45 },
    });
  });

  it('is an input the engine calculates: the defaults with coils both give a priced unit', () => {
    const result = select(toSelectionInput(PositionInputSchema.parse({ ...position, coils: 'both' })));
    expect(result.unit.label).toBe('R 03');
    expect(result.heater).not.toBeNull();
    expect(result.cooler).not.toBeNull();
    expect(result.price.totalEur).toBeGreaterThan(0);
  });
});
