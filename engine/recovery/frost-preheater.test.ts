/** The electric frost preheater as a component (issue 25): steps, installed power, line current, outlet state. */
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../catalogue/catalogue';
import { select } from '../select';
import type { SelectionInput } from '../select';
import { frostPreheater } from './frost-preheater';

/** The Novi Sad case: P 12 (code 10) at 6 720 m3/h, winter -12.5 C / 85 %, indoor 20 C / 40 %. */
function noviSad(winterTDb = -12.5): SelectionInput {
  return {
    unitTypeId: 10,
    flowSupplyM3h: 6720,
    flowReturnM3h: 6720,
    dropSupplyPa: 250,
    dropReturnPa: 250,
    elevationM: 80,
    summer: { outdoor: { tDb: 33, rh: 0.4 }, indoor: { tDb: 26, rh: 0.5 }, supplyTDb: 18 },
    winter: { outdoor: { tDb: winterTDb, rh: 0.85 }, indoor: { tDb: 20, rh: 0.4 }, supplyTDb: 22 },
    coils: 'without',
    filters: { supply: 'F7', return: 'M6' },
    fanType: 'auto',
    casing: 'XPS',
    installation: 'indoor',
    transportSections: 3,
    controls: false,
    airflowDirection: 1,
    ecoDesign: 'notCompliant',
  };
}

describe('frostPreheater', () => {
  it('installs the design duty in whole 2.5 kW steps with the three-phase line current I = P / (sqrt 3 U)', () => {
    const r = select(noviSad());
    const p = r.frostPreheater;
    expect(p).not.toBeNull();
    if (!p) {
      return;
    }
    expect(p.dutyW).toBe(r.recovery.winter.frost.preheaterPowerW);
    // ~17.4 kW duty -> 7 steps of 2.5 kW (hand: ceil(17 4xx / 2 500) = 7).
    expect(p.dutyW).toBeGreaterThan(15_000);
    expect(p.dutyW).toBeLessThanOrEqual(17_500);
    expect(p.steps).toBe(7);
    expect(p.ratedPowerW).toBe(17_500);
    // 17 500 / (1.7320508 x 400) = 25.259 A.
    expect(p.currentA).toBeCloseTo(25.259, 2);
    // Process 10: constant W, the outlet at the temperature the frost protection holds.
    expect(p.airOut.w).toBe(p.airIn.w);
    expect(p.airOut.tDb).toBe(r.recovery.winter.frost.preheatedTDb);
    expect(p.airIn.tDb).toBe(-12.5);
    // Its heat is what the air gains: m (h_out - h_in) = duty within 0.1 %.
    const gained = r.recovery.winter.supplyMassFlow * (p.airOut.h - p.airIn.h);
    expect(gained / p.dutyW).toBeCloseTo(1, 3);
    // Priced by the catalogue rule.
    expect(r.price.items.find((i) => i.code === 'frostPreheater')?.priceEur).toBe(450 + 7 * 120);
  });

  it('is absent where the winter design point needs no preheater (no frost risk at -2 C) and for a wheel', () => {
    const mild = select(noviSad(-2));
    expect(mild.recovery.winter.frost.protection).not.toBe('preheater');
    expect(mild.frostPreheater).toBeNull();
    expect(mild.price.items.some((i) => i.code === 'frostPreheater')).toBe(false);
    const wheel = select({ ...noviSad(-20), unitTypeId: 5 });
    expect(wheel.frostPreheater).toBeNull();
  });

  it('rounds an exact number of steps to itself and a hair above it up by one step', () => {
    const r = select(noviSad());
    const winter = r.recovery.winter;
    const at = (w: number) =>
      frostPreheater({ ...winter, frost: { ...winter.frost, preheaterPowerW: w } }, CATALOGUE.frostPreheater);
    expect(at(5000)?.steps).toBe(2);
    expect(at(5001)?.steps).toBe(3);
    expect(at(1)?.steps).toBe(1);
  });
});
