/**
 * The EU 1253/2014 verdict for given values (issue 16, acceptance 4): Annex III 2, 2018 tier, both sides of
 * q_nom = 2 m3/s, run-around coils and unidirectional units, every intermediate value.
 */
import { describe, expect, it } from 'vitest';
import { ecodesignFailureText, ecodesignVerdict, erpFailures, erpVerdict } from './ecodesign';
import type { EcodesignInput } from './ecodesign';

const bvu = (over: Partial<EcodesignInput>): EcodesignInput => ({
  unitType: 'bidirectional',
  recovery: 'other',
  etaT: 0.78,
  qNom: 1.5,
  supplyFilter: true,
  extractFilter: true,
  sfpInt: 900,
  ...over,
});

describe('ecodesignVerdict, bidirectional, HRS other than run-around coils', () => {
  it("the regulation's example: eta_t 0.78, q_nom 1.5 m3/s, both filters -> E 150, F 0, limit 1025 W/(m3/s)", () => {
    const v = ecodesignVerdict(bvu({}));
    expect(v.etaTMin).toBe(0.73);
    expect(v.bonus).toBeCloseTo(150, 9);
    expect(v.filterCorrection).toBe(0);
    expect(v.qNomBranch).toBe('below2');
    expect(v.formula).toBe('1100 + E - 300 x qNom / 2 - F');
    // 1100 + 150 - 300 x 1.5 / 2 - 0 = 1025
    expect(v.sfpIntLimit).toBeCloseTo(1025, 9);
    expect(v).toMatchObject({ etaTPass: true, sfpIntPass: true, compliant: true, failures: [] });
  });

  it('erp-air README example: eta_t 0.827, q_nom 1 m3/s, both filters -> limit 1241; SFPint 1178 complies', () => {
    const v = ecodesignVerdict(bvu({ etaT: 0.827, qNom: 1, sfpInt: 1178 }));
    expect(v.sfpIntLimit).toBeCloseTo(1241, 6);
    expect(v.compliant).toBe(true);
  });

  it('above 2 m3/s (hand-calculated from Annex III 2: 800 + E - F): eta_t 0.80, q_nom 2.5, no fine filter -> 820', () => {
    // E = (0.80 - 0.73) x 3000 = 210; F = 190 (fine filter on the supply side missing); 800 + 210 - 190 = 820.
    const v = ecodesignVerdict(bvu({ etaT: 0.8, qNom: 2.5, supplyFilter: false, sfpInt: 821 }));
    expect(v.qNomBranch).toBe('from2');
    expect(v.formula).toBe('800 + E - F');
    expect(v.bonus).toBeCloseTo(210, 9);
    expect(v.filterCorrection).toBe(190);
    expect(v.sfpIntLimit).toBeCloseTo(820, 9);
    expect(v.sfpIntPass).toBe(false);
    expect(v.failures.map((f) => f.criterion)).toEqual(['sfpInt']);
    expect(ecodesignFailureText(v.failures)).toBe('SFPint 821 > 820 W/(m3/s)');
  });

  it('the two branches meet at 2 m3/s (1100 - 300 = 800) and the limit falls with q below it', () => {
    const at = (qNom: number) => ecodesignVerdict(bvu({ qNom })).sfpIntLimit ?? NaN;
    expect(at(2)).toBeCloseTo(950, 9);
    expect(at(1.999999)).toBeCloseTo(950, 3);
    expect(at(1)).toBeCloseTo(1100, 9);
    expect(at(5)).toBe(at(2));
  });

  it('fails eta_t below 0.73 with no bonus, and words both failures as the refusal prints them', () => {
    const v = ecodesignVerdict(bvu({ etaT: 0.699, qNom: 2000 / 3600, supplyFilter: false, sfpInt: 879 }));
    expect(v.bonus).toBe(0);
    // 1100 + 0 - 300 x 0.5556 / 2 - 190 = 826.7
    expect(v.sfpIntLimit).toBeCloseTo(826.67, 2);
    expect(ecodesignFailureText(v.failures)).toBe('eta_t 69.9 % < 73 %; SFPint 879 > 827 W/(m3/s)');
  });
});

describe('ecodesignVerdict, run-around coils and unidirectional units', () => {
  it('run-around coil: eta_t,min 0.68, 1600 + E - 300 q / 2 - F below 2 m3/s, 1300 + E - F from 2', () => {
    // E = (0.70 - 0.68) x 3000 = 60
    const below = ecodesignVerdict(bvu({ recovery: 'runAroundCoil', etaT: 0.7, qNom: 1 }));
    expect(below.etaTMin).toBe(0.68);
    expect(below.bonus).toBeCloseTo(60, 9);
    expect(below.sfpIntLimit).toBeCloseTo(1600 + 60 - 150, 9);
    const above = ecodesignVerdict(
      bvu({ recovery: 'runAroundCoil', etaT: 0.7, qNom: 3, extractFilter: false }),
    );
    expect(above.sfpIntLimit).toBeCloseTo(1300 + 60 - 150, 9);
    expect(above.etaTPass).toBe(true);
    // The same efficiency fails with a plate or wheel.
    expect(ecodesignVerdict(bvu({ etaT: 0.7 })).etaTPass).toBe(false);
  });

  it('unidirectional with a filter: SFPint <= 230 W/(m3/s), no thermal requirement; without one no limit', () => {
    const uvu = { ...bvu({}), unitType: 'unidirectional' as const, etaT: 0 };
    expect(ecodesignVerdict({ ...uvu, sfpInt: 231 })).toMatchObject({
      sfpIntLimit: 230,
      sfpIntPass: false,
      etaTPass: null,
      compliant: false,
    });
    expect(ecodesignVerdict({ ...uvu, sfpInt: 230 }).compliant).toBe(true);
    const bare = ecodesignVerdict({ ...uvu, supplyFilter: false, extractFilter: false, sfpInt: 2000 });
    expect(bare).toMatchObject({ sfpIntLimit: null, criteria: [], compliant: true });
  });

  it('refuses a flow or SFPint out of range', () => {
    expect(() => ecodesignVerdict(bvu({ qNom: -1 }))).toThrow('qNom = -1 m3/s is out of range 0..1000 m3/s');
    expect(() => ecodesignVerdict(bvu({ etaT: 1.2 }))).toThrow('etaT = 1.2');
  });
});

describe('erpVerdict is ecodesignVerdict for a wheel or plate', () => {
  it('gives the same limit and its failures', () => {
    const erp = erpVerdict(0.699, 2000 / 3600, false, true, 879);
    const v = ecodesignVerdict(bvu({ etaT: 0.699, qNom: 2000 / 3600, supplyFilter: false, sfpInt: 879 }));
    expect(erp.sfpIntLimit).toBe(v.sfpIntLimit);
    expect(erpFailures(erp)).toEqual(v.failures);
  });
});
