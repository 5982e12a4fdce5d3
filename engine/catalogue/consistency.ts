/**
 * The physical consistency rules a unit catalogue must meet (docs/rules.md#engine-catalogue) before the engine
 * selects from it: the demo Compact PRO meets them (catalogue.test.ts) and the server refuses a manufacturer's file
 * that does not (server/catalogue.ts). Each problem names the entry and the rule, for a one-line start-up message.
 */
import { EngineConvergenceError, EngineDutyError, EngineInputError, EngineRangeError } from '../errors';
import { dryReferenceRecovery } from '../recovery/recovery';
import { equalExternalDrops, fanSelection } from '../select';
import type { Catalogue, UnitType } from './types';

/** One broken rule: the entry ('unitTypes[2] (R 06)') and the rule it breaks. */
export interface CatalogueProblem {
  entry: string;
  rule: string;
}

/** Casing face velocity at nominal flow, m/s: about 2 m/s (the card's design velocity). */
const FACE_VELOCITY = { min: 1.6, max: 2.4 };
/** EU 1253/2014 Annex III: a bidirectional unit's heat recovery reaches 73 % (EN 308 dry) at nominal flow. */
const ERP_MIN_RECOVERY = 0.73;
/** Above this dry efficiency a counterflow matrix of this size is not physical (nor certifiable). */
const MAX_RECOVERY = 0.95;
/** What a fan must leave in reserve: below 90 % speed at nominal flow, 97 % at the size's maximum flow. */
const SPEED_RESERVE = { nominal: 0.9, max: 0.97 };
/** The external drop every size must overcome at its nominal and maximum flow, Pa. */
const EXTERNAL_DROP_PA = 250;

/**
 * Every rule a catalogue breaks, in entry order; an empty list when it agrees with itself.
 * @param catalogue a catalogue of the shape of types.ts (structure already checked by its schema)
 */
export function catalogueProblems(catalogue: Catalogue): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const seen = new Set<number>();
  catalogue.unitTypes.forEach((t, i) => {
    const entry = `unitTypes[${i}] (${t.label})`;
    if (seen.has(t.code)) {
      problems.push({ entry, rule: `code ${t.code} is used by an earlier unit type` });
    }
    seen.add(t.code);
    problems.push(...unitTypeProblems(t, catalogue).map((rule) => ({ entry, rule })));
  });
  if (catalogue.flowMinM3h >= catalogue.flowMaxM3h) {
    problems.push({ entry: 'flowMinM3h', rule: 'must be below flowMaxM3h' });
  }
  return problems;
}

/** The code reading taken (docs/rules.md#size-codes), which the wizard's rules assume: 1-5 rotary, 6-10 plate, 11-15
 * enthalpy. */
const FAMILY_OF_CODE = (code: number) => (code <= 5 ? 'Rotary' : code <= 10 ? 'Plate' : 'Enthalpy');

/** The rules one unit type breaks, each as a sentence. */
export function unitTypeProblems(t: UnitType, catalogue: Catalogue): string[] {
  const problems: string[] = [];
  if (!Number.isInteger(t.code) || t.code < 1 || t.code > 15 || FAMILY_OF_CODE(t.code) !== t.family) {
    problems.push(
      `code ${t.code} must be 1-15 and follow the codes’ families (1-5 Rotary, 6-10 Plate, 11-15 Enthalpy)`,
    );
  }
  const s = t.sizeData;
  if (!(s.minFlowM3h <= s.nominalFlowM3h && s.nominalFlowM3h <= s.maxFlowM3h)) {
    problems.push('minFlowM3h <= nominalFlowM3h <= maxFlowM3h must hold');
  }
  if (s.minFlowM3h < catalogue.flowMinM3h || s.maxFlowM3h > catalogue.flowMaxM3h) {
    problems.push(
      `the flow range must lie within the series' ${catalogue.flowMinM3h}..${catalogue.flowMaxM3h} m3/h`,
    );
  }
  const q = s.nominalFlowM3h / 3600;
  const faceVelocity = q / ((s.internalWidthMm * s.internalHeightMm) / 1e6);
  if (faceVelocity < FACE_VELOCITY.min || faceVelocity > FACE_VELOCITY.max) {
    problems.push(
      `casing face velocity at nominal flow is ${faceVelocity.toFixed(2)} m/s, not ${FACE_VELOCITY.min}..${FACE_VELOCITY.max} m/s`,
    );
  }
  const filterArea = s.filterCells.reduce((sum, c) => sum + (c.widthMm * c.heightMm * c.count) / 1e6, 0);
  if (q / filterArea >= FACE_VELOCITY.max) {
    problems.push(`filter face velocity at nominal flow must stay below ${FACE_VELOCITY.max} m/s`);
  }
  if (s.externalWidthMm <= s.internalWidthMm || s.externalHeightMm <= 2 * s.internalHeightMm) {
    problems.push('the casing must be larger outside than its two stacked air paths inside');
  }
  for (const kind of ['heater', 'cooler'] as const) {
    const coil = s[kind];
    if (coil.faceWidthMm * coil.faceHeightMm !== s.internalWidthMm * s.internalHeightMm) {
      problems.push(`the ${kind}'s face must fill the air path's cross-section`);
    }
    const tubes = Math.floor(coil.faceHeightMm / 1000 / coil.geometry.transversePitchM) * coil.geometry.rows;
    if (tubes % coil.circuits !== 0) {
      problems.push(`the ${kind}'s ${tubes} tubes do not divide into ${coil.circuits} equal circuits`);
    }
  }
  const rotor = t.exchanger.rotor;
  if (rotor && (rotor.diameterMm > s.internalWidthMm || rotor.diameterMm > 2 * s.internalHeightMm + 40)) {
    problems.push('the rotor does not fit the casing');
  }
  const eta = dryReferenceRecovery(t.exchanger, q).temperatureEfficiency ?? 0;
  if (eta < ERP_MIN_RECOVERY || eta >= MAX_RECOVERY) {
    problems.push(
      `dry recovery efficiency at nominal flow is ${(eta * 100).toFixed(1)} %, not ${ERP_MIN_RECOVERY * 100}..${MAX_RECOVERY * 100} % (EU 1253/2014)`,
    );
  }
  for (const fan of Object.values(s.fans)) {
    fan.curve.forEach((p, i, curve) => {
      const next = curve[i + 1];
      if (next && (next.qV <= p.qV || next.dpPa >= p.dpPa)) {
        problems.push(`fan ${fan.name}: the curve must rise in flow and fall in pressure (point ${i + 1})`);
      }
      if (!(p.efficiency > 0 && p.efficiency < 1)) {
        problems.push(`fan ${fan.name}: efficiency must lie in 0..1 (point ${i})`);
      }
    });
    const maxShaftW = Math.max(...fan.curve.map((p) => (p.qV * p.dpPa) / p.efficiency));
    if (maxShaftW > fan.motor.ratedPowerW) {
      problems.push(`fan ${fan.name}: the motor (${fan.motor.ratedPowerW} W) does not cover the curve`);
    }
  }
  for (const fanType of ['Standard', 'Premium'] as const) {
    for (const [flow, reserve] of [
      [s.nominalFlowM3h, SPEED_RESERVE.nominal],
      [s.maxFlowM3h, SPEED_RESERVE.max],
    ] as const) {
      problems.push(...fanDutyProblems(t, catalogue, fanType, flow, reserve));
    }
  }
  const p = s.prices;
  if (t.basePriceEur <= 0 || p.premiumFansEur <= 0 || p.filterEur.F9 <= p.filterEur.F7) {
    problems.push('prices must be positive and F9 filters dearer than F7');
  }
  if (p.onePieceEur > 0 !== s.transportSections.includes(1)) {
    problems.push('a one-piece price must be given exactly when the size ships in one section');
  }
  return problems;
}

/** Both fans of `fanType` deliver `flowM3h` at the worst internal drop (F9, both coils, cooler wet) + 250 Pa. */
function fanDutyProblems(
  t: UnitType,
  catalogue: Catalogue,
  fanType: 'Standard' | 'Premium',
  flowM3h: number,
  reserve: number,
): string[] {
  const duty = `${fanType} fans at ${flowM3h} m3/h and ${EXTERNAL_DROP_PA} Pa external`;
  try {
    const air = fanSelection(
      {
        unitTypeId: t.code,
        flowSupplyM3h: flowM3h,
        flowReturnM3h: flowM3h,
        ...equalExternalDrops(EXTERNAL_DROP_PA),
        elevationM: 0,
        coils: 'both',
        filters: { supply: 'F9', return: 'F9' },
        fanType,
        casing: 'XPS',
      },
      catalogue,
    );
    return [air.fans.supply, air.fans.exhaust].flatMap((fan) =>
      fan.speedRatio >= reserve || fan.motorLoad >= 1
        ? [`${duty}: speed must stay below ${reserve * 100} % and the motor within its rating`]
        : [],
    );
  } catch (error) {
    // A catalogue's numbers may push any engine check; each is a broken rule of that entry, not a crash.
    if (
      error instanceof EngineDutyError ||
      error instanceof EngineRangeError ||
      error instanceof EngineInputError ||
      error instanceof EngineConvergenceError
    ) {
      return [`${duty}: ${error.message}`];
    }
    throw error;
  }
}
