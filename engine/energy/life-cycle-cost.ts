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
  /** Replacements of the unit within the period, discounted to today, EUR. */
  replacementPresentValueEur: number;
  /** What the last unit installed is still worth at the period's end, discounted to today, EUR (subtracted). */
  residualValueEur: number;
  totalEur: number;
  years: number;
  discountRate: number;
}

/** The unit's own life and the price development of its replacement. */
export interface Replacement {
  /** Lifespan of the unit, years, 1..100. */
  lifeYears: number;
  /** Price development of the investment a year, -0.2..0.5. */
  escalation: number;
}

/**
 * EN 15459-1:2017 global cost (section 6, the global cost method): investment + sum of the running costs' present
 * values + replacements within the calculation period - the residual value at its end. A unit of lifespan tau is
 * replaced at tau, 2 tau, ... before the period's end N at C0 (1 + e)^t, discounted by (1 + r)^-t; the last one
 * installed (at t_last, 0 when none) is depreciated linearly over its life, so at N it is worth
 * C0 (1 + e)^t_last (t_last + tau - N) / tau, discounted by (1 + r)^-N.
 */
export function lifeCycleCost(
  investmentEur: number,
  running: readonly RunningCost[],
  years: number,
  discountRate: number,
  replacement: Replacement = { lifeYears: years, escalation: 0 },
): LifeCycleCost {
  const present = running.map((cost) => ({
    label: cost.label,
    presentValueEur: cost.eurPerYear * presentValueFactor(years, discountRate, cost.escalation),
  }));
  const { lifeYears, escalation } = replacement;
  if (!(Number.isInteger(lifeYears) && lifeYears >= 1 && lifeYears <= 100)) {
    throw new EngineInputError("the unit's life must be a whole number of years from 1 to 100");
  }
  const priceAt = (t: number) => investmentEur * (1 + escalation) ** t;
  const discount = (t: number) => (1 + discountRate) ** -t;
  let replacementPresentValueEur = 0;
  let lastInstalled = 0;
  for (let t = lifeYears; t < years; t += lifeYears) {
    replacementPresentValueEur += priceAt(t) * discount(t);
    lastInstalled = t;
  }
  const remainingShare = Math.max(0, (lastInstalled + lifeYears - years) / lifeYears);
  const residualValueEur = priceAt(lastInstalled) * remainingShare * discount(years);
  return {
    investmentEur,
    running: present,
    replacementPresentValueEur,
    residualValueEur,
    totalEur:
      investmentEur +
      present.reduce((sum, c) => sum + c.presentValueEur, 0) +
      replacementPresentValueEur -
      residualValueEur,
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
