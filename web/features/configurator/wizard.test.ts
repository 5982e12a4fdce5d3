import { describe, expect, it } from 'vitest';
import { BUILDING_TYPES } from '../../../contracts/positions';
import { completeValues, UNIT_TYPES } from './testing';
import {
  canReopen,
  chooseBuildingType,
  coilChanges,
  chooseHeatRecovery,
  choosePlateType,
  chooseSize,
  chooseSupplyFilter,
  concentrationDisabled,
  concentrationOf,
  initialValues,
  nextStep,
  previousStep,
  problemOf,
  resetSeason,
  setDirectInput,
  setFilteringAdvanced,
  sizesFor,
  summaryGroups,
  withAreaFlows,
  withManualChange,
  withConcentrations,
  withUnitTypes,
  type WizardValues,
} from './wizard';

const ids = UNIT_TYPES.map((u) => u.id);
const first = (family: string) => UNIT_TYPES.find((u) => u.heatRecoveryType === family)!.id;

describe('step 1: building type, change rate and flows (docs/rules.md#building-types)', () => {
  it('starts from the defaults of docs/rules.md#wizard-defaults: 100 m2, 2.8 m, Basements (3-4), rate 4, 1120 m3/h', () => {
    const v = initialValues(7, 'g');
    expect([v.areaM2, v.heightM, v.buildingType, v.changeRatePerH, v.flowSupplyM3h, v.flowReturnM3h]).toEqual(
      [100, 2.8, 'Residential - Basements (3-4)', 4, 1120, 1120],
    );
    expect([v.dropSupplyPa, v.dropReturnPa, v.airflowDirection, v.unitDivision]).toEqual([
      250,
      250,
      0,
      'transport3',
    ]);
  });

  it('sets the change rate from the building type (the number before the bracket; None gives 0)', () => {
    const v = initialValues(7, 'g');
    expect(chooseBuildingType(v, 'Residential - Bedrooms (5-6)').changeRatePerH).toBe(6);
    expect(chooseBuildingType(v, 'Light Commercial - Restaurants Bars (15-20)').changeRatePerH).toBe(20);
    const none = chooseBuildingType(v, 'None');
    expect(none.changeRatePerH).toBe(0);
    expect([none.flowSupplyM3h, none.flowReturnM3h]).toEqual([0, 0]);
    expect(BUILDING_TYPES).toHaveLength(25);
  });

  it('recalculates flow = rate x height x area, rounded, supply equal to return', () => {
    const v = chooseBuildingType(initialValues(7, 'g'), 'Residential - Bedrooms (5-6)');
    expect([v.flowSupplyM3h, v.flowReturnM3h]).toEqual([1680, 1680]);
    const odd = withAreaFlows({ ...v, areaM2: 33.3, heightM: 2.7, changeRatePerH: 4 });
    expect([odd.flowSupplyM3h, odd.flowReturnM3h]).toEqual([360, 360]);
  });

  it('keeps typed flows in direct mode and restores the area-based ones when toggled back', () => {
    const direct = {
      ...setDirectInput(initialValues(7, 'g'), true),
      flowSupplyM3h: 2000,
      flowReturnM3h: 1800,
    };
    expect(withAreaFlows({ ...direct, areaM2: 500 }).flowSupplyM3h).toBe(2000);
    const back = setDirectInput(direct, false);
    expect([back.flowSupplyM3h, back.flowReturnM3h]).toEqual([1120, 1120]);
  });

  it('refuses flows 599 and 6801 with invalidFlow, accepts 600 and 6800', () => {
    const v = completeValues();
    expect(problemOf(1, { ...v, flowSupplyM3h: 599 })?.key).toBe('invalidFlow');
    expect(problemOf(1, { ...v, flowReturnM3h: 6801 })).toMatchObject({
      key: 'invalidFlow',
      fields: ['flowReturnM3h'],
    });
    expect(problemOf(1, { ...v, flowSupplyM3h: 600, flowReturnM3h: 6800 })).toBeNull();
  });

  it('asks for every step-1 field and a valid name (mandatoryFields)', () => {
    const v = completeValues();
    expect(problemOf(1, { ...v, name: '' })).toMatchObject({ key: 'mandatoryFields', fields: ['name'] });
    expect(problemOf(1, { ...v, heightM: null })).toMatchObject({
      key: 'mandatoryFields',
      fields: ['heightM'],
    });
    expect(problemOf(1, { ...v, buildingType: null })?.key).toBe('mandatoryFields');
    expect(problemOf(1, { ...v, name: 'a'.repeat(51) })?.key).toBe('mandatoryFields');
  });
});

describe('steps 2 and 3: required selects, heat recovery and size (docs/rules.md#wizard-step-3)', () => {
  it('refuses a blank ecoDesign, maintenance or casing quality with mandatoryFields', () => {
    const v = completeValues();
    for (const field of ['ecoDesign', 'maintenance', 'casing'] as const) {
      expect(problemOf(2, { ...v, [field]: null })).toMatchObject({
        key: 'mandatoryFields',
        fields: [field],
      });
    }
    expect(problemOf(2, v)).toBeNull();
  });

  it('refuses blank installation, heat recovery and an airflow direction of 0 with mandatoryFields', () => {
    const v = completeValues();
    expect(problemOf(3, v, ids)).toBeNull();
    expect(problemOf(3, { ...v, installation: null }, ids)).toMatchObject({
      key: 'mandatoryFields',
      fields: ['installation'],
    });
    expect(problemOf(3, { ...v, heatRecovery: null }, ids)?.key).toBe('mandatoryFields');
    expect(problemOf(3, { ...v, airflowDirection: 0 }, ids)).toMatchObject({
      key: 'mandatoryFields',
      fields: ['airflowDirection'],
    });
    expect(problemOf(3, { ...v, unitTypeId: 15 }, [1, 2])?.key).toBe('flowValError');
  });

  it('rotary sets plate type Rotary and the first rotary unit; plate Condensing the first Plate unit', () => {
    const start = initialValues(7, 'g');
    const rotary = chooseHeatRecovery(start, 'Rotary heat exchanger', UNIT_TYPES);
    expect([rotary.heatRecoveryPlateType, rotary.unitTypeId]).toEqual(['Rotary', first('Rotary')]);
    const plate = chooseHeatRecovery(
      { ...rotary, heatRecoveryPlateType: 'Plate' },
      'Plate heat exchanger',
      UNIT_TYPES,
    );
    expect(plate.unitTypeId).toBe(first('Plate'));
    // From Rotary the plate reading is 'otherwise Enthalpy'.
    const enthalpy = chooseHeatRecovery(rotary, 'Plate heat exchanger', UNIT_TYPES);
    expect([enthalpy.heatRecoveryPlateType, enthalpy.unitTypeId]).toEqual(['Enthalpy', first('Enthalpy')]);
  });

  it('a plate type picks the first unit of its type and the size list follows the family', () => {
    const plate = chooseHeatRecovery(initialValues(7, 'g'), 'Plate heat exchanger', UNIT_TYPES);
    const condensing = choosePlateType(plate, 'Plate', UNIT_TYPES);
    expect(condensing.unitTypeId).toBe(first('Plate'));
    expect(sizesFor(condensing, UNIT_TYPES).every((u) => u.heatRecoveryType === 'Plate')).toBe(true);
    expect(choosePlateType(condensing, 'Enthalpy', UNIT_TYPES).unitTypeId).toBe(first('Enthalpy'));
  });

  it('a heat recovery change resets the size and drops an airflow direction the family lacks', () => {
    const v = { ...completeValues(), airflowDirection: 3, unitTypeId: 2 };
    const plate = chooseHeatRecovery(v, 'Plate heat exchanger', UNIT_TYPES);
    expect(plate.unitTypeId).not.toBe(2);
    expect(plate.airflowDirection).toBe(0);
  });

  it('offers transport1 only for sizes 1, 2, 6, 7, 11, 12', () => {
    const v = { ...completeValues(), unitDivision: 'transport1' as const };
    expect(chooseSize(v, 2).unitDivision).toBe('transport1');
    expect(chooseSize(v, 3).unitDivision).toBe('transport3');
  });

  it('keeps a size the new unit types still hold, else takes the first of the family', () => {
    const v = completeValues();
    expect(withUnitTypes(v, UNIT_TYPES).unitTypeId).toBe(v.unitTypeId);
    const without = UNIT_TYPES.filter((u) => u.id !== v.unitTypeId);
    expect(withUnitTypes(v, without).unitTypeId).toBe(
      without.find((u) => u.heatRecoveryType === 'Rotary')?.id ?? null,
    );
  });
});

describe('step 4: the operating point (docs/rules.md#wizard-step-4)', () => {
  const condensing = (patch: Partial<WizardValues>) =>
    completeValues({
      heatRecovery: 'Plate heat exchanger',
      heatRecoveryPlateType: 'Plate',
      unitTypeId: first('Plate'),
      ...patch,
    });

  it('with a Condensing plate refuses summer outdoor below indoor and winter outdoor above indoor (temperatureError)', () => {
    expect(problemOf(4, condensing({ summerOutdoorTDb: 24, summerIndoorTDb: 26 }))).toMatchObject({
      key: 'temperatureError',
      fields: ['summerOutdoorTDb'],
    });
    expect(problemOf(4, condensing({ winterOutdoorTDb: 21, winterIndoorTDb: 20 }))?.key).toBe(
      'temperatureError',
    );
    expect(problemOf(4, condensing({}))).toBeNull();
  });

  it('does not apply the rule to rotary or Enthalpy units', () => {
    const cool = { summerOutdoorTDb: 24, summerIndoorTDb: 26 };
    expect(problemOf(4, completeValues(cool))).toBeNull();
    expect(
      problemOf(4, condensing({ ...cool, heatRecoveryPlateType: 'Enthalpy', unitTypeId: first('Enthalpy') })),
    ).toBeNull();
  });

  it('asks for every temperature and humidity (mandatoryFields)', () => {
    expect(problemOf(4, completeValues({ winterIndoorRhPct: null }))?.key).toBe('mandatoryFields');
  });

  it('resets one season to the project values and the indoor defaults', () => {
    const conditions = { ...completeValues() };
    const changed = completeValues({
      summerOutdoorTDb: 20,
      summerIndoorTDb: 30,
      winterIndoorTDb: 15,
    });
    const reset = resetSeason(changed, 'summer', {
      elevationM: 117,
      summerOutdoorTDb: conditions.summerOutdoorTDb,
      summerOutdoorRhPct: 30,
      summerOutdoorTWb: 21.1,
      summerOutdoorTDp: 14.3,
      winterOutdoorTDb: -12,
      winterOutdoorRhPct: 90,
      winterOutdoorXGkg: 1.2,
      designWinterTDb: -12,
    });
    expect([reset.summerOutdoorTDb, reset.summerIndoorTDb]).toEqual([34.6, 26]);
    expect(reset.winterIndoorTDb).toBe(15);
  });
});

describe('step 5: coils (docs/rules.md#wizard-step-5, docs/rules.md#glycol-concentration)', () => {
  it('skips step 5 both ways without coils', () => {
    expect(nextStep(4, 'without')).toBe(6);
    expect(previousStep(6, 'without')).toBe(4);
    expect(nextStep(4, 'heater')).toBe(5);
    expect(previousStep(6, 'both')).toBe(5);
    expect(previousStep(1, 'both')).toBe(1);
  });

  it('takes water 0 % and the glycol table threshold below the winter outdoor temperature, null if none', () => {
    expect(concentrationOf('water', -30)).toBe(0);
    expect(concentrationOf('ethylene', -5)).toBe(20);
    expect(concentrationOf('ethylene', -10)).toBe(30);
    expect(concentrationOf('propylene', -10)).toBe(30);
    expect(concentrationOf('ethylene', -60)).toBeNull();
    const v = withConcentrations(completeValues({ heaterMedium: 'ethylene', winterOutdoorTDb: -20 }));
    expect([v.heaterConcentrationPct, v.coolerConcentrationPct]).toEqual([40, 0]);
  });

  it('locks the concentration when the coil is the sole one and its medium is water', () => {
    expect(concentrationDisabled('heater', 'water')).toBe(true);
    expect(concentrationDisabled('cooler', 'water')).toBe(true);
    expect(concentrationDisabled('both', 'water')).toBe(false);
    expect(concentrationDisabled('heater', 'ethylene')).toBe(false);
  });

  it('starts a manual coil inlet from the air the preview shows entering, as shown (one decimal)', () => {
    const v = withManualChange(completeValues({ coils: 'both' }), 'heater', true, {
      temperature: 14.236,
      humidity: 35.04,
    });
    expect([v.heaterManualChange, v.heaterAirInTDb, v.heaterAirInRhPct]).toEqual([true, 14.2, 35]);
    expect(v.coolerAirInTDb).toBeNull();
  });
});

describe('steps 6 to 8 and the sidebar', () => {
  it('lets the return filter follow the supply one unless advanced settings are on', () => {
    const v = chooseSupplyFilter(completeValues(), 'F7');
    expect(v.fineFilterClassReturn).toBe('F7');
    const advanced = setFilteringAdvanced(v, true);
    expect(advanced.fineFilterClassReturn).toBe('F7');
    expect(chooseSupplyFilter({ ...advanced, fineFilterClassReturn: 'M6' }, 'F9').fineFilterClassReturn).toBe(
      'M6',
    );
  });

  it('reopens only completed steps not ahead of the current one', () => {
    const done = new Set([1, 2, 3]);
    expect(canReopen(2, 4, done)).toBe(true);
    expect(canReopen(4, 4, done)).toBe(false);
    expect(canReopen(3, 2, done)).toBe(false);
  });

  it('groups the summary by step and leaves out what does not apply', () => {
    const rotary = summaryGroups(completeValues());
    expect(rotary.map((g) => g.step)).toEqual([1, 2, 3, 4, 6, 7]);
    expect(rotary.find((g) => g.step === 3)?.fields.map((f) => f.field)).not.toContain(
      'heatRecoveryPlateType',
    );
    const coils = summaryGroups(completeValues({ coils: 'heater', fanAdvancedSettings: 'On' }));
    const step5 = coils.find((g) => g.step === 5)?.fields.map((f) => f.field) ?? [];
    expect(step5).toContain('heaterMedium');
    expect(step5).not.toContain('coolerMedium');
    expect(coils.find((g) => g.step === 7)?.fields.map((f) => f.field)).toEqual([
      'fanAdvancedSettings',
      'fanType',
    ]);
  });

  it('passes every step for a complete position', () => {
    expect(problemOf(8, completeValues(), ids)).toBeNull();
  });
});

describe('coil capacities a later step changed (issue 31 point 8)', () => {
  it('names each coil whose capacity differs at two decimals, from step 5 to now', () => {
    expect(coilChanges({ heater: 12.18, cooler: 35.86 }, { heater: 12.55, cooler: 35.27 })).toEqual([
      { kind: 'heater', fromKw: 12.18, toKw: 12.55 },
      { kind: 'cooler', fromKw: 35.86, toKw: 35.27 },
    ]);
  });
  it("stays quiet below step 5's display step and for a coil that is not there", () => {
    expect(coilChanges({ heater: 12.181, cooler: null }, { heater: 12.1849, cooler: 30 })).toEqual([]);
    expect(coilChanges({ heater: 12.18, cooler: 35.86 }, { heater: 12.19, cooler: 35.86 })).toEqual([
      { kind: 'heater', fromKw: 12.18, toKw: 12.19 },
    ]);
  });
});
