/**
 * Issue 26 acceptance 1: on every unit type (every size, each family) at its nominal and largest flow, a cooler with
 * water and with 20 % and 40 % ethylene and propylene glycol at 6 / 12 C, from 28 C / 45 % to 16 C, is selected (the
 * coil reached at the target, the duty carried) or refused with one interval that excludes the target and that the
 * largest coil, fixed in its geometry, also refuses it. With water at 6 / 12 C, 14 C is met everywhere.
 */
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../catalogue/catalogue';
import { EngineDutyError } from '../errors';
import { airState } from '../psychro';
import { dryAirMassFlow } from '../recovery/recovery';
import { coolerDesign } from './coils';
import type { CoilInput } from './coils';
import type { Medium } from './fluids';

const P = 101_325;
const AIR_IN = airState({ tDb: 28, rh: 0.45, pressure: P });
const FLUIDS: readonly [Medium, number][] = [
  ['water', 0],
  ['ethylene', 20],
  ['ethylene', 40],
  ['propylene', 20],
  ['propylene', 40],
];

const cases = CATALOGUE.unitTypes.flatMap((type) =>
  [type.sizeData.nominalFlowM3h, type.sizeData.maxFlowM3h].map((flowM3h) => ({ type, flowM3h })),
);

function input(
  type: (typeof cases)[number]['type'],
  flowM3h: number,
  medium: Medium,
  concentrationPct: number,
  tDb: number,
): CoilInput {
  return {
    coil: type.sizeData.cooler,
    airIn: AIR_IN,
    massFlow: dryAirMassFlow(flowM3h / 3600, AIR_IN.w, P),
    medium,
    concentrationPct,
    tWinterOutdoor: -5,
    fluidTIn: 6,
    target: { tDb },
    fluid: { tOut: 12 },
  };
}

describe('coolers from 28 C / 45 % to 16 C with 6 / 12 C on every unit type', { timeout: 120_000 }, () => {
  it.each(cases.map(({ type, flowM3h }) => [type.label, flowM3h, type, flowM3h] as const))(
    '%s at %d m3/h: selected, or refused with the one interval an 8-row coil truly cannot reach',
    (_label, _flow, type, flowM3h) => {
      for (const [medium, pct] of FLUIDS) {
        const request = input(type, flowM3h, medium, pct, 16);
        let refusal: EngineDutyError | undefined;
        try {
          const r = coolerDesign(request);
          expect(r.airOut.tDb).toBeCloseTo(16, 9);
          expect(r.reserve).toBeGreaterThanOrEqual(1);
          expect(r.fluidVelocity).toBeLessThanOrEqual(1.5 * 1.1);
          expect(r.fluidDpPa).toBeLessThanOrEqual(50_000 * 1.21);
          expect(r.airDpPa).toBeLessThanOrEqual(250);
        } catch (error) {
          expect(error).toBeInstanceOf(EngineDutyError);
          refusal = error as EngineDutyError;
        }
        if (refusal === undefined) {
          continue;
        }
        expect(medium).not.toBe('water');
        expect(refusal.quantity).toBe('cooler.tDb');
        expect(refusal.min).toBeGreaterThan(16);
        expect(refusal.max).toBe(28);
        expect(refusal.message.match(/out of reach: [\d.]+\.\.[\d.]+ C/g)).toHaveLength(1);
        const largest = /the largest, (\d) rows at ([\d.]+) mm/.exec(refusal.reason);
        expect(largest?.[1]).toMatch(/^[678]$/);
        const fixed = { ...request, rows: Number(largest?.[1]), finPitchMm: Number(largest?.[2]) };
        expect(() => coolerDesign(fixed)).toThrow(EngineDutyError);
      }
    },
  );

  it.each(cases.map(({ type, flowM3h }) => [type.label, flowM3h, type, flowM3h] as const))(
    '%s at %d m3/h: water 6 / 12 C reaches 14 C',
    (_label, _flow, type, flowM3h) => {
      const r = coolerDesign(input(type, flowM3h, 'water', 0, 14));
      expect(r.airOut.tDb).toBeCloseTo(14, 9);
      expect(r.reserve).toBeGreaterThanOrEqual(1);
      expect(r.rows).toBeLessThanOrEqual(8);
    },
  );
});
