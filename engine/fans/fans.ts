/**
 * EC plug fans (docs/rules.md#engine-fans): the operating point on the curve by the affinity laws, shaft and
 * electrical power, specific fan power and its EN 16798-3 class, sound power per octave band, and the fan chart as
 * data.
 */
import type { FanCurvePoint, FanModel } from '../catalogue/types';
import { checkRange, EngineDutyError, EngineInputError } from '../errors';
import { roundTo } from '../numbers';
import { solveBracketed } from '../solve';

/** The density the catalogue's curves hold for, kg/m3 (the air density reference of
 * docs/rules.md#physical-constants). */
export const CURVE_DENSITY = 1.2;

/** Octave band centre frequencies of the sound data, Hz. */
export const OCTAVE_BANDS_HZ = [125, 250, 500, 1000, 2000, 4000, 8000] as const;

/** A-weighting of the octave bands, dB (IEC 61672-1:2013, Table 3). */
const A_WEIGHTING = [-16.1, -8.6, -3.2, 0, 1.2, 1.0, -1.1];

/** EN 16798-3:2017 specific fan power categories SFP 0..7: upper limits, W/(m3/s). */
const SFP_CATEGORY_LIMITS = [300, 500, 750, 1250, 2000, 3000, 4500];

/** Sound power of one side of the fan. */
export interface SoundPower {
  /** Per octave band 125..8000 Hz, dB re 1 pW. */
  bandsDb: number[];
  totalDb: number;
  totalDbA: number;
}

/** The fan chart as data: curves at several speeds, the system curve and the operating point (SI). */
export interface FanChart {
  maxSpeedRpm: number;
  curves: { speedRpm: number; points: { qV: number; dpPa: number }[] }[];
  system: { qV: number; dpPa: number }[];
  operatingPoint: { qV: number; dpPa: number; speedRpm: number };
}

/** A fan at its duty. */
export interface FanOperatingPoint {
  name: string;
  type: FanModel['type'];
  impellerDiameterMm: number;
  /** Volume flow, m3/s, and static pressure rise, Pa. */
  qV: number;
  dpPa: number;
  /** Air density at the fan, kg/m3. */
  density: number;
  /** n / n_max. */
  speedRatio: number;
  speedRpm: number;
  /** The similar point on the maximum-speed curve, q / (n / n_max), m3/s. */
  qVAtMaxSpeed: number;
  /** Static efficiency of the impeller, 0..1. */
  impellerEfficiency: number;
  /** Air power q dp, W. */
  airPower: number;
  shaftPower: number;
  /** Shaft power / rated motor power. */
  motorLoad: number;
  motorEfficiency: number;
  /** Electrical input of motor and controller, W (always >= air power). */
  electricalPower: number;
  /** Static efficiency of the whole fan, air power / electrical power. */
  systemEfficiency: number;
  /** Estimated current at the duty, A (rated current scaled by the input power). */
  currentA: number;
  kFactor: number;
  /** Nozzle pressure for commissioning, (q [m3/h] / k)^2, Pa. */
  nozzleDpPa: number;
  /** Specific fan power P_el / q, W/(m3/s), and its EN 16798-3 category ('SFP 0'..'SFP 7'). */
  sfp: number;
  sfpClass: string;
  motor: FanModel['motor'];
  inlet: SoundPower;
  outlet: SoundPower;
  chart: FanChart;
}

/** Static pressure of the maximum-speed curve at q0 (linear between points), Pa at the curve density. */
function curvePressure(curve: readonly FanCurvePoint[], q0: number): number {
  return interpolate(curve, q0, (p) => p.dpPa);
}

function interpolate(
  curve: readonly FanCurvePoint[],
  q0: number,
  value: (p: FanCurvePoint) => number,
): number {
  let i = 0;
  while (i < curve.length - 2 && (curve[i + 1]?.qV ?? Infinity) < q0) {
    i++;
  }
  const a = curve[i];
  const b = curve[i + 1];
  if (a === undefined || b === undefined) {
    throw new EngineInputError('a fan curve needs two points');
  }
  return value(a) + ((q0 - a.qV) / (b.qV - a.qV)) * (value(b) - value(a));
}

/**
 * The EN 16798-3:2017 category of a specific fan power: SFP 0 up to 300, SFP 1 up to 500, 2: 750, 3: 1250, 4: 2000,
 * 5: 3000, 6: 4500 W/(m3/s), SFP 7 above.
 * @param sfp W/(m3/s), >= 0
 */
export function sfpCategory(sfp: number): string {
  checkRange('sfp', sfp, 0, 1e6, 'W/(m3/s)');
  const index = SFP_CATEGORY_LIMITS.findIndex((limit) => sfp <= limit);
  return `SFP ${index === -1 ? SFP_CATEGORY_LIMITS.length : index}`;
}

/** Energy sum of levels, dB. */
function levelSum(levels: readonly number[]): number {
  return 10 * Math.log10(levels.reduce((sum, l) => sum + Math.pow(10, l / 10), 0));
}

/**
 * The operating point of a fan. Affinity laws (Eck, Fans, 1973; ISO 5801): at speed ratio r = n / n_max the curve
 * is q = r q0, dp = r^2 dp0 (rho / 1.2), efficiency unchanged along the similar points, so the speed solves
 * r^2 dp_max(q / r) (rho / 1.2) = dp (bisection on r). Shaft power q dp / eta_impeller; the motor and controller
 * at the load lambda = P_shaft / P_rated run at eta = eta_rated lambda (1 + c) / (lambda + c). Sound power
 * (VDI 2081-1:2019 eq. 1): L_W = L_Ws + 10 lg(q / 1 m3/s) + 20 lg(dp / 1 Pa) + 10 lg(eta_best / eta), spread over
 * the octaves by the catalogue's spectrum.
 * @param fan the catalogue fan
 * @param qV volume flow, m3/s, > 0
 * @param dpPa static pressure rise the fan must give (external + internal), Pa, >= 0
 * @param density air density at the fan, kg/m3, 0.3..1.6
 * @param role 'supplyFan' or 'exhaustFan', naming the quantity in errors
 * @throws EngineDutyError when the curve cannot reach the point at maximum speed, the point lies left of the stable
 *   range, or the motor would be overloaded
 */
export function fanOperatingPoint(
  fan: FanModel,
  qV: number,
  dpPa: number,
  density: number,
  role: 'supplyFan' | 'exhaustFan',
): FanOperatingPoint {
  checkRange(`${role}.qV`, qV, 1e-6, 100, 'm3/s');
  checkRange(`${role}.dpPa`, dpPa, 0, 20_000, 'Pa');
  checkRange('density', density, 0.3, 1.6, 'kg/m3');
  const { curve } = fan;
  const first = curve[0];
  const last = curve.at(-1);
  if (first === undefined || last === undefined) {
    throw new EngineInputError(`fan ${fan.name} has no curve`);
  }
  const scale = density / CURVE_DENSITY;
  const pressureAt = (r: number) => r * r * curvePressure(curve, qV / r) * scale;
  const rLow = qV / last.qV;
  const rHigh = Math.min(1, qV / first.qV);
  if (rLow > 1) {
    throw new EngineDutyError('fan', `${role}.qV`, qV, 0, last.qV, 'm3/s', `${fan.name} at maximum speed`);
  }
  if (pressureAt(rHigh) < dpPa) {
    const dpMax = rHigh < 1 ? pressureAt(rHigh) : curvePressure(curve, qV) * scale;
    throw new EngineDutyError(
      'fan',
      `${role}.dpPa`,
      dpPa,
      0,
      dpMax,
      'Pa',
      rHigh < 1
        ? `${fan.name}: higher pressure at ${roundTo(qV * 3600)} m3/h lies left of the stable part of its curve`
        : `${fan.name} at maximum speed ${fan.maxSpeedRpm} rpm and ${roundTo(qV * 3600)} m3/h`,
    );
  }
  const speedRatio =
    dpPa === 0 ? rLow : solveBracketed((r) => pressureAt(r) - dpPa, rLow, rHigh, 1e-12, 'fan speed');
  const q0 = qV / speedRatio;
  const impellerEfficiency = interpolate(curve, q0, (p) => p.efficiency);
  const airPower = qV * dpPa;
  const shaftPower = airPower / impellerEfficiency;
  const { motor } = fan;
  const motorLoad = shaftPower / motor.ratedPowerW;
  if (motorLoad > 1) {
    throw new EngineDutyError(
      'fan',
      `${role}.shaftPower`,
      shaftPower,
      0,
      motor.ratedPowerW,
      'W',
      `${fan.name}: the motor's rated power`,
    );
  }
  const c = motor.partLoadCoefficient;
  const motorEfficiency = (motor.efficiency * motorLoad * (1 + c)) / (motorLoad + c);
  const electricalPower = motorLoad > 0 ? shaftPower / motorEfficiency : 0;
  const speedRpm = speedRatio * fan.maxSpeedRpm;
  const sfp = electricalPower / qV;
  const bestEfficiency = Math.max(...curve.map((p) => p.efficiency));
  const total =
    fan.sound.specificLevelDb +
    10 * Math.log10(qV) +
    20 * Math.log10(Math.max(dpPa, 1)) +
    10 * Math.log10(bestEfficiency / impellerEfficiency);
  const sound = (spectrum: readonly number[]): SoundPower => {
    const bandsDb = spectrum.map((relative) => total + relative);
    return {
      bandsDb,
      totalDb: levelSum(bandsDb),
      totalDbA: levelSum(bandsDb.map((l, i) => l + (A_WEIGHTING[i] ?? 0))),
    };
  };
  return {
    name: fan.name,
    type: fan.type,
    impellerDiameterMm: fan.impellerDiameterMm,
    qV,
    dpPa,
    density,
    speedRatio,
    speedRpm,
    qVAtMaxSpeed: q0,
    impellerEfficiency,
    airPower,
    shaftPower,
    motorLoad,
    motorEfficiency,
    electricalPower,
    systemEfficiency: electricalPower > 0 ? airPower / electricalPower : 0,
    currentA: (motor.ratedCurrentA * electricalPower * motor.efficiency) / motor.ratedPowerW,
    kFactor: fan.kFactor,
    nozzleDpPa: Math.pow((qV * 3600) / fan.kFactor, 2),
    sfp,
    sfpClass: sfpCategory(sfp),
    motor,
    inlet: sound(fan.sound.inletSpectrumDb),
    outlet: sound(fan.sound.outletSpectrumDb),
    chart: fanChart(fan, qV, dpPa, speedRatio, scale),
  };
}

/** Speeds the chart draws besides the operating speed, as fractions of the maximum. */
const CHART_SPEEDS = [1, 0.8, 0.6, 0.4];
const SYSTEM_POINTS = 12;

function fanChart(fan: FanModel, qV: number, dpPa: number, speedRatio: number, scale: number): FanChart {
  const curveAt = (r: number) => ({
    speedRpm: r * fan.maxSpeedRpm,
    points: fan.curve.map((p) => ({ qV: r * p.qV, dpPa: r * r * p.dpPa * scale })),
  });
  const qMax = fan.curve.at(-1)?.qV ?? qV;
  return {
    maxSpeedRpm: fan.maxSpeedRpm,
    curves: [...CHART_SPEEDS, speedRatio].sort((a, b) => b - a).map(curveAt),
    system: Array.from({ length: SYSTEM_POINTS + 1 }, (_, i) => {
      const q = (i / SYSTEM_POINTS) * Math.max(qMax, qV);
      return { qV: q, dpPa: dpPa * Math.pow(q / qV, 2) };
    }).filter((p) => p.dpPa <= 1.2 * Math.max(...fan.curve.map((c) => c.dpPa)) * scale),
    operatingPoint: { qV, dpPa, speedRpm: speedRatio * fan.maxSpeedRpm },
  };
}
