/**
 * The whole selection (engine/select.ts): heat recovery in summer and winter, both coils, filters, both fans,
 * ecodesign and price. Times one selection (the wizard's default position, R 03 at 1120 m3/h, both coils) and the
 * 30-way sweep of all 15 unit types with Standard and Premium fans, each type at its nominal flow (no flow lies in
 * every type's range, so "one set of flows" is the set of nominal flows). Medians of timed passes after a warm-up.
 */
import { CATALOGUE } from '../engine/catalogue';
import { select } from '../engine/select';
import type { SelectionInput } from '../engine/select';
import { defaultSelection } from '../engine/test/selection';
import type { BenchResult } from './bench';
import { throughput } from './bench';

const ONE_GOAL_MS = 1;
const SWEEP_GOAL_MS = 20;

export function run(): BenchResult {
  const one = defaultSelection();
  const perSelectionMs =
    1000 /
    throughput(
      Array.from({ length: 500 }, () => one),
      power,
      11,
    );

  const sweep: SelectionInput[] = CATALOGUE.unitTypes.flatMap((type) =>
    (['Standard', 'Premium'] as const).map((fanType) =>
      defaultSelection({
        unitTypeId: type.code,
        flowSupplyM3h: type.sizeData.nominalFlowM3h,
        flowReturnM3h: type.sizeData.nominalFlowM3h,
        fanType,
      }),
    ),
  );
  // One case is one whole sweep, so the median is taken over sweeps.
  const sweepMs =
    1000 /
    throughput(
      Array.from({ length: 20 }, () => sweep),
      (all) => all.reduce((s, i) => s + power(i), 0),
      11,
    );

  return {
    name: 'select: one full selection and the 15 types x 2 fan types sweep',
    figures: {
      'one selection (R 03, 1120 m3/h, both coils), median ms': perSelectionMs,
      'selections per second': 1000 / perSelectionMs,
      '30-way sweep (15 types x Standard/Premium, nominal flows), median ms': sweepMs,
    },
    checks: [
      { requirement: `one selection < ${ONE_GOAL_MS} ms`, ok: perSelectionMs < ONE_GOAL_MS },
      { requirement: `30-way sweep < ${SWEEP_GOAL_MS} ms`, ok: sweepMs < SWEEP_GOAL_MS },
    ],
  };
}

/** A number from the result, so the work cannot be optimised away. */
function power(input: SelectionInput): number {
  return select(input).fans.supply.electricalPower;
}
