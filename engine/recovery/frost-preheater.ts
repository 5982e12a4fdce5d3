/**
 * The electric frost preheater as a component of the unit (issue 25): the recovery's frost protection (recover, stage
 * 'preheater') gives the duty at the winter design point; the unit gets elements for it in whole steps of the
 * catalogue's step power, placed in the outdoor air after the supply filter and before the exchanger.
 */
import type { FrostPreheaterData } from '../catalogue/types';
import { airState } from '../psychro';
import type { AirState } from '../psychro';
import type { RecoveryResult } from './recovery';

/** The preheater the winter design point needs. */
export interface FrostPreheater {
  /** Heat it gives the outdoor air at the winter design point, W. */
  dutyW: number;
  /** Installed: the duty rounded up to whole steps, W, and the number of steps. */
  ratedPowerW: number;
  steps: number;
  stepPowerW: number;
  /** Line current of the installed power on the catalogue's three-phase supply, A. */
  currentA: number;
  supplyVoltageV: number;
  /** Outdoor air entering it and the air leaving it at the design point (constant W, process 10). */
  airIn: AirState;
  airOut: AirState;
}

/** Slack on the step count, so a duty of exactly n steps is not rounded up to n + 1 by the solver's last digit. */
const STEP_SLACK = 1e-9;

/**
 * The frost preheater of a unit, or null when the winter design point does not reach the preheater stage.
 *
 * Installed power: n = ceil(duty / P_step) steps of P_step. Line current of a balanced resistive three-phase load:
 * I = P / (sqrt(3) U) (IEC 60364 / any electrical handbook: P = sqrt(3) U I cos phi, cos phi = 1 for heating
 * elements). Example (test): 17 411 W on 2 500 W steps -> 7 steps, 17 500 W, 25.26 A at 400 V.
 * @param winter the recovery at the winter design point (recover with the catalogue's frost protection)
 * @param data the catalogue's preheater: step power, W > 0; supply voltage, V > 0
 */
export function frostPreheater(winter: RecoveryResult, data: FrostPreheaterData): FrostPreheater | null {
  const { frost, supplyIn } = winter;
  if (frost.protection !== 'preheater' || frost.preheatedTDb === null || frost.preheaterPowerW <= 0) {
    return null;
  }
  const steps = Math.max(1, Math.ceil(frost.preheaterPowerW / data.stepPowerW - STEP_SLACK));
  const ratedPowerW = steps * data.stepPowerW;
  return {
    dutyW: frost.preheaterPowerW,
    ratedPowerW,
    steps,
    stepPowerW: data.stepPowerW,
    currentA: ratedPowerW / (Math.sqrt(3) * data.supplyVoltageV),
    supplyVoltageV: data.supplyVoltageV,
    airIn: supplyIn,
    airOut: airState({ tDb: frost.preheatedTDb, w: supplyIn.w, pressure: supplyIn.pressure }),
  };
}
