import { describe, expect, it } from 'vitest';
import { BUILDING_TYPES } from '../../../contracts/positions';
import { completeValues, UNIT_TYPES } from './testing';
import {
  canReopen,
  chooseBuildingType,
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
    expect([v.area, v.height, v.buildingType, v.changeRate, v.flowSupply, v.flowReturn]).toEqual([
      100,
      2.8,
      'Residential - Basements (3-4)',
      4,
      1120,
      1120,
    ]);
    expect([v.dropSupply, v.dropReturn, v.airflowDirection, v.unitDivision]).toEqual([
      250,
      250,
      0,
      'transport3',
    ]);
  });

  it('sets the change rate from the building type (the number before the bracket; None gives 0)', () => {
    const v = initialValues(7, 'g');
    expect(chooseBuildingType(v, 'Residential - Bedrooms (5-6)').changeRate).toBe(6);
    expect(chooseBuildingType(v, 'Light Commercial - Restaurants Bars (15-20)').changeRate).toBe(20);
    const none = chooseBuildingType(v, 'None');
    expect(none.changeRate).toBe(0);
    expect([none.flowSupply, none.flowReturn]).toEqual([0, 0]);
    expect(BUILDING_TYPES).toHaveLength(25);
  });

  it('recalculates flow = rate x height x area, rounded, supply equal to return', () => {
    const v = chooseBuildingType(initialValues(7, 'g'), 'Residential - Bedrooms (5-6)');
    expect([v.flowSupply, v.flowReturn]).toEqual([1680, 1680]);
    const odd = withAreaFlows({ ...v, area: 33.3, height: 2.7, changeRate: 4 });
    expect([odd.flowSupply, odd.flowReturn]).toEqual([360, 360]);
  });

  it('keeps typed flows in direct mode and restores the area-based ones when toggled back', () => {
    const direct = { ...setDirectInput(initialValues(7, 'g'), true), flowSupply: 2000, flowReturn: 1800 };
    expect(withAreaFlows({ ...direct, area: 500 }).flowSupply).toBe(2000);
    const back = setDirectInput(direct, false);
    expect([back.flowSupply, back.flowReturn]).toEqual([1120, 1120]);
  });

  it('refuses flows 599 and 6801 with invalidFlow, accepts 600 and 6800', () => {
    const v = completeValues();
    expect(problemOf(1, { ...v, flowSupply: 599 })?.key).toBe('invalidFlow');
    expect(problemOf(1, { ...v, flowReturn: 6801 })).toMatchObject({
      key: 'invalidFlow',
      fields: ['flowReturn'],
    });
    expect(problemOf(1, { ...v, flowSupply: 600, flowReturn: 6800 })).toBeNull();
  });

  it('asks for every step-1 field and a valid name (mandatoryFields)', () => {
    const v = completeValues();
    expect(problemOf(1, { ...v, name: '' })).toMatchObject({ key: 'mandatoryFields', fields: ['name'] });
    expect(problemOf(1, { ...v, height: null })).toMatchObject({
      key: 'mandatoryFields',
      fields: ['height'],
    });
    expect(problemOf(1, { ...v, buildingType: null })?.key).toBe('mandatoryFields');
    expect(problemOf(1, { ...v, name: 'a'.repeat(51) })?.key).toBe('mandatoryFields');
  });
});

describe('steps 2 and 3: required selects, heat recovery and size (docs/rules.md#wizard-step-3)', () => {
  it('refuses a blank ecoDesign, maintenance or casing quality with mandatoryFields', () => {
    const v = completeValues();
    for (const field of ['ecoDesign', 'maintenance', 'casingQuality'] as const) {
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
    expect(problemOf(3, { ...v, sizeOfUnit: 15 }, [1, 2])?.key).toBe('flowValError');
  });

  it('rotary sets plate type Rotary and the first rotary unit; plate Condensing the first Plate unit', () => {
    const start = initialValues(7, 'g');
    const rotary = chooseHeatRecovery(start, 'Rotary heat exchanger', UNIT_TYPES);
    expect([rotary.heatRecoveryPlateType, rotary.sizeOfUnit]).toEqual(['Rotary', first('Rotary')]);
    const plate = chooseHeatRecovery(
      { ...rotary, heatRecoveryPlateType: 'Plate' },
      'Plate heat exchanger',
      UNIT_TYPES,
    );
    expect(plate.sizeOfUnit).toBe(first('Plate'));
    // From Rotary the plate reading is 'otherwise Enthalpy'.
    const enthalpy = chooseHeatRecovery(rotary, 'Plate heat exchanger', UNIT_TYPES);
    expect([enthalpy.heatRecoveryPlateType, enthalpy.sizeOfUnit]).toEqual(['Enthalpy', first('Enthalpy')]);
  });

  it('a plate type picks the first unit of its type and the size list follows the family', () => {
    const plate = chooseHeatRecovery(initialValues(7, 'g'), 'Plate heat exchanger', UNIT_TYPES);
    const condensing = choosePlateType(plate, 'Plate', UNIT_TYPES);
    expect(condensing.sizeOfUnit).toBe(first('Plate'));
    expect(sizesFor(condensing, UNIT_TYPES).every((u) => u.heatRecoveryType === 'Plate')).toBe(true);
    expect(choosePlateType(condensing, 'Enthalpy', UNIT_TYPES).sizeOfUnit).toBe(first('Enthalpy'));
  });

  it('a heat recovery change resets the size and drops an airflow direction the family lacks', () => {
    const v = { ...completeValues(), airflowDirection: 3, sizeOfUnit: 2 };
    const plate = chooseHeatRecovery(v, 'Plate heat exchanger', UNIT_TYPES);
    expect(plate.sizeOfUnit).not.toBe(2);
    expect(plate.airflowDirection).toBe(0);
  });

  it('offers transport1 only for sizes 1, 2, 6, 7, 11, 12', () => {
    const v = { ...completeValues(), unitDivision: 'transport1' as const };
    expect(chooseSize(v, 2).unitDivision).toBe('transport1');
    expect(chooseSize(v, 3).unitDivision).toBe('transport3');
  });

  it('keeps a size the new unit types still hold, else takes the first of the family', () => {
    const v = completeValues();
    expect(withUnitTypes(v, UNIT_TYPES).sizeOfUnit).toBe(v.sizeOfUnit);
    const without = UNIT_TYPES.filter((u) => u.id !== v.sizeOfUnit);
    expect(withUnitTypes(v, without).sizeOfUnit).toBe(
      without.find((u) => u.heatRecoveryType === 'Rotary')?.id ?? null,
    );
  });
});

describe('step 4: the operating point (docs/rules.md#wizard-step-4)', () => {
  const condensing = (patch: Partial<WizardValues>) =>
    completeValues({
      heatRecovery: 'Plate heat exchanger',
      heatRecoveryPlateType: 'Plate',
      sizeOfUnit: first('Plate'),
      ...patch,
    });

  it('with a Condensing plate refuses summer outdoor below indoor and winter outdoor above indoor (temperatureError)', () => {
    expect(
      problemOf(4, condensing({ summerOutdoorTemperature: 24, summerIndoorTemperature: 26 })),
    ).toMatchObject({
      key: 'temperatureError',
      fields: ['summerOutdoorTemperature'],
    });
    expect(problemOf(4, condensing({ winterOutdoorTemperature: 21, winterIndoorTemperature: 20 }))?.key).toBe(
      'temperatureError',
    );
    expect(problemOf(4, condensing({}))).toBeNull();
  });

  it('does not apply the rule to rotary or Enthalpy units', () => {
    const cool = { summerOutdoorTemperature: 24, summerIndoorTemperature: 26 };
    expect(problemOf(4, completeValues(cool))).toBeNull();
    expect(
      problemOf(4, condensing({ ...cool, heatRecoveryPlateType: 'Enthalpy', sizeOfUnit: first('Enthalpy') })),
    ).toBeNull();
  });

  it('asks for every temperature and humidity (mandatoryFields)', () => {
    expect(problemOf(4, completeValues({ winterIndoorHumidity: null }))?.key).toBe('mandatoryFields');
  });

  it('resets one season to the project values and the indoor defaults', () => {
    const conditions = { ...completeValues() };
    const changed = completeValues({
      summerOutdoorTemperature: 20,
      summerIndoorTemperature: 30,
      winterIndoorTemperature: 15,
    });
    const reset = resetSeason(changed, 'summer', {
      elevation: 117,
      summerOutdoorTemperature: conditions.summerOutdoorTemperature,
      summerOutdoorHumidity: 30,
      summerWetBulbTemperature: 21.1,
      summerDewPointTemperature: 14.3,
      winterOutdoorTemperature: -12,
      winterOutdoorHumidity: 90,
      winterOutdoorHumidityRatio: 1.2,
      designWinterOutdoorTemperature: -12,
    });
    expect([reset.summerOutdoorTemperature, reset.summerIndoorTemperature]).toEqual([34.6, 26]);
    expect(reset.winterIndoorTemperature).toBe(15);
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
    const v = withConcentrations(completeValues({ heaterType: 'ethylene', winterOutdoorTemperature: -20 }));
    expect([v.heaterConcentration, v.coolerConcentration]).toEqual([40, 0]);
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
    expect([v.heaterManualChange, v.coilInputTemperatureHeater, v.coilInputHumidityHeater]).toEqual([
      true,
      14.2,
      35,
    ]);
    expect(v.coilInputTemperatureCooler).toBeNull();
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
    expect(step5).toContain('heaterType');
    expect(step5).not.toContain('coolerType');
    expect(coils.find((g) => g.step === 7)?.fields.map((f) => f.field)).toEqual([
      'fanAdvancedSettings',
      'fanType',
    ]);
  });

  it('passes every step for a complete position', () => {
    expect(problemOf(8, completeValues(), ids)).toBeNull();
  });
});
