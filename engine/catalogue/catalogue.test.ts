/**
 * The demo catalogue agrees with itself (docs/rules.md#engine-catalogue): casing face velocity near 2 m/s at nominal
 * flow, fans that deliver the nominal flow at the worst internal drop + 250 Pa and the size's maximum flow too,
 * motors that cover their curves, exchangers that fit their casing and meet EU 1253/2014's 73 % at nominal flow.
 */
import { describe, expect, it } from 'vitest';
import { EngineDutyError } from '../errors';
import { airflowCalculator, CATALOGUE, unitSizeNote, unitType } from './catalogue';
import { catalogueProblems, unitTypeProblems } from './consistency';
import type { Catalogue, UnitType } from './types';

const TYPES = CATALOGUE.unitTypes.map((t) => [t.label, t] as const);

describe('the demo Compact PRO catalogue', () => {
  it('holds the 15 types of reading (a), one file of data', () => {
    expect(CATALOGUE.unitTypes.map((t) => `${t.code}=${t.label}=${t.family}`)).toEqual([
      '1=R 03=Rotary',
      '2=R 05=Rotary',
      '3=R 06=Rotary',
      '4=R 09=Rotary',
      '5=R 12=Rotary',
      '6=P 03=Plate',
      '7=P 05=Plate',
      '8=P 06=Plate',
      '9=P 09=Plate',
      '10=P 12=Plate',
      '11=EV 03=Enthalpy',
      '12=EV 05=Enthalpy',
      '13=EV 06=Enthalpy',
      '14=EV 09=Enthalpy',
      '15=EV 12=Enthalpy',
    ]);
    expect(unitType(7).label).toBe('P 05');
    expect(() => unitType(16)).toThrow('unitTypeId = 16 is out of range 1..15');
  });

  it.each(TYPES)(
    '%s agrees with itself: face velocity about 2 m/s, exchanger fits and reaches 73 % dry, fans meet nominal and maximum flow at the worst drop + 250 Pa, motors cover their curves',
    (_l, t) => {
      expect(unitTypeProblems(t, CATALOGUE)).toEqual([]);
    },
  );

  it('is the demo data, and says so', () => {
    expect(CATALOGUE.demo).toBe(true);
    expect(catalogueProblems(CATALOGUE)).toEqual([]);
  });

  /** The demo catalogue with unit type `index` changed by `edit`. */
  const broken = (index: number, edit: (t: UnitType) => UnitType): Catalogue => ({
    ...CATALOGUE,
    unitTypes: CATALOGUE.unitTypes.map((t, i) => (i === index ? edit(t) : t)),
  });

  it.each([
    [
      'a casing too small for its nominal flow',
      (t: UnitType) => ({
        ...t,
        sizeData: { ...t.sizeData, internalHeightMm: t.sizeData.internalHeightMm / 2 },
      }),
      /casing face velocity at nominal flow is \d+\.\d+ m\/s, not 1.6..2.4 m\/s/,
    ],
    [
      'an exchanger below the 73 % of EU 1253/2014',
      (t: UnitType) => ({ ...t, exchanger: { ...t.exchanger, flowLengthM: t.exchanger.flowLengthM / 4 } }),
      /dry recovery efficiency at nominal flow is \d+\.\d %, not 73..95 %/,
    ],
    [
      'a motor smaller than its curve needs',
      (t: UnitType) => {
        const fan = t.sizeData.fans.Standard;
        const fans = { ...t.sizeData.fans, Standard: { ...fan, motor: { ...fan.motor, ratedPowerW: 10 } } };
        return { ...t, sizeData: { ...t.sizeData, fans } };
      },
      /fan PF \S+ S: the motor \(10 W\) does not cover the curve/,
    ],
    [
      'a fan too weak for the size',
      (t: UnitType) => {
        const fan = t.sizeData.fans.Premium;
        const curve = fan.curve.map((p) => ({ ...p, dpPa: p.dpPa / 4 }));
        return {
          ...t,
          sizeData: { ...t.sizeData, fans: { ...t.sizeData.fans, Premium: { ...fan, curve } } },
        };
      },
      /Premium fans at \d+ m3\/h and 250 Pa external/,
    ],
    [
      'a one-piece price for a size shipped in three sections',
      (t: UnitType) => ({
        ...t,
        sizeData: {
          ...t.sizeData,
          transportSections: [3] as const,
          prices: { ...t.sizeData.prices, onePieceEur: 100 },
        },
      }),
      /a one-piece price must be given exactly when the size ships in one section/,
    ],
  ])('names the entry and the rule for %s', (_what, edit, rule) => {
    const problems = catalogueProblems(broken(2, edit));
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.entry === 'unitTypes[2] (R 06)')).toBe(true);
    expect(problems.map((p) => p.rule).join('\n')).toMatch(rule);
  });

  it('refuses a code outside the families of reading (a), which the wizard assumes', () => {
    expect(catalogueProblems(broken(0, (t) => ({ ...t, code: 7 })))).toContainEqual({
      entry: 'unitTypes[0] (R 03)',
      rule: 'code 7 must be 1-15 and follow the codes’ families (1-5 Rotary, 6-10 Plate, 11-15 Enthalpy)',
    });
  });

  it('refuses a code used twice', () => {
    expect(catalogueProblems(broken(3, (t) => ({ ...t, code: 1 })))).toContainEqual({
      entry: 'unitTypes[3] (R 09)',
      rule: 'code 1 is used by an earlier unit type',
    });
  });

  it('prices every type and option above zero, the premium options above the standard ones', () => {
    for (const t of CATALOGUE.unitTypes) {
      const p = t.sizeData.prices;
      expect(t.basePriceEur).toBeGreaterThan(0);
      expect(p.filterEur.F9).toBeGreaterThan(p.filterEur.F7);
      expect(p.premiumFansEur).toBeGreaterThan(0);
      expect(p.onePieceEur > 0).toBe(t.sizeData.transportSections.includes(1));
    }
  });
});

describe('airflowCalculator (docs/rules.md#calc-calls; acceptance 3)', () => {
  it('returns the size-03 types of all three families for 1120 / 1120 m3/h, with the deviation note', () => {
    const matches = airflowCalculator(1120, 1120);
    expect(matches.map((m) => m.name)).toEqual(['R 03', 'P 03', 'EV 03']);
    expect(matches[0]).toMatchObject({
      id: 1,
      value: 1,
      nominalFlow: 1500,
      heatRecoveryType: 'Rotary',
      supplyDeviation: -380,
      returnDeviation: -380,
      note: 'Difference between supply flow and nominal flow is -380 m3/h. Difference between return flow and nominal flow is -380 m3/h.',
    });
    expect(unitSizeNote(5, -5)).toBe(
      'Difference between supply flow and nominal flow is 5 m3/h. Difference between return flow and nominal flow is -5 m3/h.',
    );
  });

  it('accepts 600 and 6800 and refuses 599 and 6801 (flow range 600..6800)', () => {
    expect(airflowCalculator(600, 600).length).toBe(3);
    expect(airflowCalculator(6800, 6800).length).toBe(3);
    expect(() => airflowCalculator(599, 600)).toThrow('airFlowSup = 599 m3/h is out of range 600..6800 m3/h');
    expect(() => airflowCalculator(600, 6801)).toThrow(
      'airFlowEha = 6801 m3/h is out of range 600..6800 m3/h',
    );
  });

  it('refuses flows no size serves together, saying which range the smaller flow allows', () => {
    expect(() => airflowCalculator(600, 6800)).toThrow(EngineDutyError);
    expect(() => airflowCalculator(600, 6800)).toThrow(
      'airFlowEha = 6800 m3/h is out of reach: 600..2000 m3/h (no size serves both 600 and 6800 m3/h)',
    );
  });
});
