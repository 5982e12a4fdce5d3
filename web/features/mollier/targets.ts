import type { AirState } from '../../../engine/psychro';
import type { ProcessInput } from '../../../engine/processes';

/** A process target the air cannot reach in that process, with the i18n key of its message and the values. */
export interface TargetProblem {
  key: 'heatingBelow' | 'coolingAbove' | 'humidifyingBelow';
  target: string;
  entering: string;
}

/**
 * The processes (docs/rules.md#mollier-processes) only move one way: a heater cannot cool, a cooler cannot heat, a
 * humidifier cannot dry. The engine leaves the air unchanged for such a target (so a recalculation never fails on
 * it); the tool refuses it when it is typed and says why. A target equal to the entering value is the neutral card
 * and passes.
 * @param entering the air the process treats; input the typed target (C, or rh 0..1)
 */
export function targetProblem(entering: AirState, input: ProcessInput): TargetProblem | null {
  const c = (t: number) => t.toFixed(1);
  const pct = (rh: number) => (rh * 100).toFixed(0);
  if (input.code === 10 && input.tDb !== undefined && input.tDb < entering.tDb) {
    return { key: 'heatingBelow', target: c(input.tDb), entering: c(entering.tDb) };
  }
  if (input.code === 20 && input.tDb !== undefined && input.tDb > entering.tDb) {
    return { key: 'coolingAbove', target: c(input.tDb), entering: c(entering.tDb) };
  }
  if ((input.code === 40 || input.code === 50) && input.rh < entering.rh) {
    return { key: 'humidifyingBelow', target: pct(input.rh), entering: pct(entering.rh) };
  }
  return null;
}
