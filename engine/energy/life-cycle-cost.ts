/**
 * Life-cycle cost by the global cost method of EN 15459-1:2017 (energy performance of buildings, economic evaluation):
 * the investment now plus each year's running costs discounted to today, each cost growing with its own price
 * development. A year-t cost C0 (1 + e)^t is worth C0 ((1 + e) / (1 + r))^t today, so N years of it are worth
 * C0 f_pv(N, r, e) with the present value factor f_pv = sum over t = 1..N of ((1 + e) / (1 + r))^t.
 */
import { EngineInputError } from '../errors';

/**
 * The present value factor of N yearly payments growing by `escalation` a year, discounted at `discountRate`.
 * With no escalation it is the annuity factor (1 - (1 + r)^-N) / r of any finance table.
 * @param years N, 1..100
 * @param discountRate r (real or nominal, as the prices are), 0..0.5
 * @param escalation e, the price development a year, -0.2..0.5
 */
export function presentValueFactor(years: number, discountRate: number, escalation: number): number {
  if (!(Number.isInteger(years) && years >= 1 && years <= 100)) {
    throw new EngineInputError('years must be a whole number from 1 to 100');
  }
  if (!(discountRate >= 0 && discountRate <= 0.5) || !(escalation >= -0.2 && escalation <= 0.5)) {
    throw new EngineInputError('discount rate 0..0.5 and escalation -0.2..0.5 a year');
  }
  const q = (1 + escalation) / (1 + discountRate);
  // Geometric series q + q^2 + ... + q^N; q = 1 when the prices grow as fast as money is discounted.
  return Math.abs(q - 1) < 1e-12 ? years : (q * (1 - q ** years)) / (1 - q);
}

/** One yearly running cost with its own price development. */
export interface RunningCost {
  label: string;
  /** EUR in the first year at today's prices. */
  eurPerYear: number;
  /** Price development a year, -0.2..0.5. */
  escalation: number;
}

export interface LifeCycleCost {
  investmentEur: number;
  /** Each running cost over the life, discounted to today, EUR. */
  running: { label: string; presentValueEur: number }[];
  totalEur: number;
  years: number;
  discountRate: number;
}

/** EN 15459-1 global cost: investment + sum of the running costs' present values (no residual value, no replacement). */
export function lifeCycleCost(
  investmentEur: number,
  running: readonly RunningCost[],
  years: number,
  discountRate: number,
): LifeCycleCost {
  const present = running.map((cost) => ({
    label: cost.label,
    presentValueEur: cost.eurPerYear * presentValueFactor(years, discountRate, cost.escalation),
  }));
  return {
    investmentEur,
    running: present,
    totalEur: investmentEur + present.reduce((sum, c) => sum + c.presentValueEur, 0),
    years,
    discountRate,
  };
}

/**
 * Simple payback of an alternative against a reference, years: the extra investment over the yearly saving; null when
 * it saves nothing (it never pays back) and 0 when it costs no more.
 */
export function simplePaybackYears(extraInvestmentEur: number, yearlySavingEur: number): number | null {
  if (extraInvestmentEur <= 0) {
    return 0;
  }
  return yearlySavingEur > 0 ? extraInvestmentEur / yearlySavingEur : null;
}
