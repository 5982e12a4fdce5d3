/**
 * Ecodesign and classes (docs/rules.md#engine-ecodesign, acceptance 2): EN 308, EU 1253/2014 Annex III 2 (2018 tier),
 * EU 327/2011 Annex I, EN 13053 velocity classes and the energy class table (docs/rules.md#ecodesign-classes).
 */
import { describe, expect, it } from 'vitest';
import {
  efficiencyBonus,
  en308TemperatureEfficiency,
  energyClass,
  erpVerdict,
  fanEfficiencyReference,
  filterCorrection,
  sfpIntLimit,
  velocityClass,
} from './ecodesign';

describe('EN 308 temperature efficiency', () => {
  it('gives 0.730 for t21 5, t11 25, t22 19.6 C (EN 308:1997 6.2)', () => {
    expect(en308TemperatureEfficiency(5, 25, 19.6)).toBeCloseTo(0.73, 12);
  });
});

describe('EU 1253/2014 Annex III 2 (2018): bidirectional non-residential unit', () => {
  it('EU 1253/2014 worked example (erp-air package): plate eta_t 0.827, 1 m3/s, both filters: E 291, limit 1241', () => {
    // 1100 + E - 300 q / 2 - F = 1100 + 291 - 150 - 0.
    expect(efficiencyBonus(0.827)).toBeCloseTo(291, 9);
    expect(sfpIntLimit(1, efficiencyBonus(0.827), 0)).toBeCloseTo(1241, 9);
  });

  it('the example: eta_t 0.78, q 1.5 m3/s, both filters: E = 150, limit 1025 W/(m3/s)', () => {
    expect(efficiencyBonus(0.78)).toBeCloseTo(150, 9);
    expect(sfpIntLimit(1.5, 150, 0)).toBeCloseTo(1025, 9);
    const verdict = erpVerdict(0.78, 1.5, true, true, 900);
    expect(verdict).toMatchObject({
      etaTPass: true,
      filterCorrection: 0,
      sfpIntPass: true,
      compliant: true,
      regulation: 'EU 1253/2014',
      tier: 2018,
    });
    expect(verdict.bonus).toBeCloseTo(150, 9);
    expect(verdict.sfpIntLimit).toBeCloseTo(1025, 9);
  });

  it('F = 0, 150 without the medium filter, 190 without the fine, 340 without both', () => {
    expect(filterCorrection(true, true)).toBe(0);
    expect(filterCorrection(true, false)).toBe(150);
    expect(filterCorrection(false, true)).toBe(190);
    expect(filterCorrection(false, false)).toBe(340);
  });

  it('800 + E - F from 2 m3/s, and fails below eta_t 0.73 or above the limit', () => {
    expect(sfpIntLimit(2, 60, 190)).toBe(670);
    expect(efficiencyBonus(0.7)).toBe(0);
    expect(erpVerdict(0.7, 1, true, true, 100)).toMatchObject({ etaTPass: false, compliant: false });
    expect(erpVerdict(0.8, 1, false, true, 1200)).toMatchObject({ sfpIntPass: false, compliant: false });
  });
});

describe('fan efficiency reference (EU 327/2011 Annex I)', () => {
  it('is 58.84 % at 5 kW, N 62 (4.56 ln P - 10.5 + N)', () => {
    expect(fanEfficiencyReference(5, 62)).toBeCloseTo(58.84, 2);
  });

  // EU 327/2011 Annex I, backward-curved fan without housing, static, categories A/C, N 62 from 2015; the values as
  // tabulated in ebm-papst's "ErP calculation" note: 0.5 / 1 / 2 / 5 / 10 kW -> 48.34 / 51.50 / 54.66 / 58.84 / 62.00 %.
  it.each([
    [0.5, 48.34],
    [1, 51.5],
    [2, 54.66],
    [5, 58.84],
    [10, 62.0],
  ])("at %d kW and N 62 is %d % (to the note's 0.01 %)", (kw, pct) => {
    expect(Math.abs(fanEfficiencyReference(kw, 62) - pct)).toBeLessThan(0.006);
  });

  it('uses 1.1 ln P - 2.6 + N above 10 kW (Annex I: 0.125 <= P <= 10 kW takes the first form)', () => {
    expect(fanEfficiencyReference(20, 60)).toBeCloseTo(1.1 * Math.log(20) - 2.6 + 60, 12);
    expect(() => fanEfficiencyReference(0.1, 60)).toThrow('powerKw = 0.1 kW is out of range 0.125..500 kW');
  });
});

describe('EN 13053 velocity class', () => {
  it.each([
    [1.6, 'V1'],
    [1.61, 'V2'],
    [2.0, 'V3'],
    [2.2, 'V4'],
    [2.5, 'V5'],
    [2.8, 'V6'],
    [3.2, 'V7'],
    [3.6, 'V8'],
    [3.7, 'V9'],
  ])('%d m/s is %s', (v, cls) => {
    expect(velocityClass(v)).toBe(cls);
  });
});

describe('energy class (the table of docs/rules.md#ecodesign-classes)', () => {
  const base = {
    velocity: 1.5,
    etaT: 0.85,
    deltaT: 20,
    recoveryDpSupplyPa: 150,
    recoveryDpExhaustPa: 150,
    fans: [{ electricalPower: 800, systemEfficiency: 0.62 }],
    density: 1.2,
    specificHeat: 1006,
  };

  it('is the worst of the velocity, heat recovery and fan criteria', () => {
    const r = energyClass(base);
    expect(r.velocityClass).toBe('A');
    expect(r.recoveryClass).toBe('A+');
    expect(r.energyClass).toBe(
      ['A+', 'A', 'B', 'C', 'D', 'E'][
        Math.max(
          ...[r.velocityClass, r.recoveryClass, r.fanClass].map((c) =>
            ['A+', 'A', 'B', 'C', 'D', 'E'].indexOf(c),
          ),
        )
      ],
    );
  });

  it('drops to E when even D is not met, and is worse in summer (smaller temperature difference)', () => {
    expect(energyClass({ ...base, velocity: 2.6 }).energyClass).toBe('E');
    const winter = energyClass({ ...base, deltaT: 32 });
    const summer = energyClass({ ...base, deltaT: 6 });
    expect(summer.recoveryEnergyEfficiency).toBeLessThan(winter.recoveryEnergyEfficiency);
  });
});
