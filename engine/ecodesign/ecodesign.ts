/**
 * Ecodesign and classes (part 4 section 7): the EU 1253/2014 requirements of a bidirectional non-residential
 * ventilation unit (2018 tier), the energy class A+..E of the seeds' table, the EN 13053 velocity class and the
 * fan-efficiency reference of EU 327/2011.
 */
import { checkRange } from '../errors';

/**
 * EN 308 temperature efficiency of the supply side, eta_t = (t22 - t21) / (t11 - t21)
 * (EN 308:1997, 6.2; t21 outdoor, t22 supply, t11 extract).
 * @param t21 outdoor air entering, C; t11 extract air entering, C (t11 != t21); t22 supply air leaving, C
 * @returns eta_t (0.730 for t21 5, t11 25, t22 19.6)
 */
export function en308TemperatureEfficiency(t21: number, t11: number, t22: number): number {
  return (t22 - t21) / (t11 - t21);
}

/** EU 1253/2014 Annex III 2 (2018): minimum thermal efficiency of a non-residential HRS other than run-around coils. */
export const ETA_T_MIN = 0.73;

/**
 * Efficiency bonus E = (eta_t - 0.73) x 3000 W/(m3/s) when eta_t >= 0.73, else 0 (EU 1253/2014 Annex III 2).
 * @param etaT dry balanced thermal efficiency, 0..1
 * @returns E, W/(m3/s) (150 at 0.78)
 */
export function efficiencyBonus(etaT: number): number {
  checkRange('etaT', etaT, 0, 1, '');
  return etaT >= ETA_T_MIN ? (etaT - ETA_T_MIN) * 3000 : 0;
}

/**
 * Filter correction F (EU 1253/2014 Annex III 2): 0 with both reference filters, 150 without the medium filter,
 * 190 without the fine filter, 340 without both, W/(m3/s).
 * @param fine a fine filter (ISO ePM1 >= 50 %, EN 779 F7 or better) on the supply (outdoor) side
 * @param medium a medium filter (EN 779 M5 or better) on the extract side
 */
export function filterCorrection(fine: boolean, medium: boolean): number {
  return (fine ? 0 : 190) + (medium ? 0 : 150);
}

/**
 * Maximum internal specific fan power of a bidirectional unit with HRS other than run-around coils, 2018 tier
 * (EU 1253/2014 Annex III 2): 1100 + E - 300 q / 2 - F below 2 m3/s, 800 + E - F from 2 m3/s.
 * @param qNom nominal flow, m3/s, 0..1000
 * @param bonus E, W/(m3/s); correction F, W/(m3/s)
 * @returns SFPint_limit, W/(m3/s) (1025 at q 1.5 m3/s, E 150, F 0)
 */
export function sfpIntLimit(qNom: number, bonus: number, correction: number): number {
  checkRange('qNom', qNom, 0, 1000, 'm3/s');
  return qNom < 2 ? 1100 + bonus - (300 * qNom) / 2 - correction : 800 + bonus - correction;
}

/** Everything behind the ecodesign verdict. */
export interface ErpVerdict {
  regulation: 'EU 1253/2014';
  tier: 2018;
  /** Dry balanced thermal efficiency of the HRS at the nominal flow, and the minimum 0.73. */
  etaT: number;
  etaTMin: number;
  etaTPass: boolean;
  /** Nominal flow, m3/s. */
  qNom: number;
  bonus: number;
  fineFilter: boolean;
  mediumFilter: boolean;
  filterCorrection: number;
  /** SFPint of the unit and its limit, W/(m3/s). */
  sfpInt: number;
  sfpIntLimit: number;
  sfpIntPass: boolean;
  compliant: boolean;
}

/**
 * The EU 1253/2014 (2018) verdict of a bidirectional non-residential unit: eta_t >= 0.73 and SFPint <= its limit.
 * @param etaT dry balanced thermal efficiency, 0..1
 * @param qNom nominal flow, m3/s
 * @param fineFilter, mediumFilter the reference filters present
 * @param sfpInt internal specific fan power, W/(m3/s)
 */
export function erpVerdict(
  etaT: number,
  qNom: number,
  fineFilter: boolean,
  mediumFilter: boolean,
  sfpInt: number,
): ErpVerdict {
  const bonus = efficiencyBonus(etaT);
  const correction = filterCorrection(fineFilter, mediumFilter);
  const limit = sfpIntLimit(qNom, bonus, correction);
  const etaTPass = etaT >= ETA_T_MIN;
  const sfpIntPass = sfpInt <= limit;
  return {
    regulation: 'EU 1253/2014',
    tier: 2018,
    etaT,
    etaTMin: ETA_T_MIN,
    etaTPass,
    qNom,
    bonus,
    fineFilter,
    mediumFilter,
    filterCorrection: correction,
    sfpInt,
    sfpIntLimit: limit,
    sfpIntPass,
    compliant: etaTPass && sfpIntPass,
  };
}

/**
 * Reference fan efficiency of EU 327/2011 Annex I: eta = 4.56 ln P - 10.5 + N for 0.125 <= P <= 10 kW,
 * 1.1 ln P - 2.6 + N for 10 < P <= 500 kW (the seeds' coefficients A 4.56 / 1.1, B 10.5 / 2.6).
 * @param powerKw electrical input, kW, 0.125..500
 * @param grade efficiency grade N (the seeds' fan grade reference 52..64)
 * @returns eta_ref, % (58.84 at 5 kW, N 62)
 */
export function fanEfficiencyReference(powerKw: number, grade: number): number {
  checkRange('powerKw', powerKw, 0.125, 500, 'kW');
  return powerKw <= 10 ? 4.56 * Math.log(powerKw) - 10.5 + grade : 1.1 * Math.log(powerKw) - 2.6 + grade;
}

/** EN 13053:2019 Table 3 velocity classes: upper limits of V1..V8, m/s (V9 above 3.6). */
const VELOCITY_CLASS_LIMITS = [1.6, 1.8, 2.0, 2.2, 2.5, 2.8, 3.2, 3.6];

/**
 * EN 13053 velocity class of the air velocity in the unit's cross-section (the filter section): V1 <= 1.6,
 * V2 <= 1.8, V3 <= 2.0, V4 <= 2.2, V5 <= 2.5, V6 <= 2.8, V7 <= 3.2, V8 <= 3.6, V9 above, m/s.
 * @param velocity m/s, >= 0
 */
export function velocityClass(velocity: number): string {
  checkRange('velocity', velocity, 0, 100, 'm/s');
  const index = VELOCITY_CLASS_LIMITS.findIndex((limit) => velocity <= limit);
  return `V${index === -1 ? VELOCITY_CLASS_LIMITS.length + 1 : index + 1}`;
}

export type EnergyClass = 'A+' | 'A' | 'B' | 'C' | 'D' | 'E';

/** The seeds' ecodesign class table (part 3 section 9): velocity m/s, thermal efficiency %, pressure drop Pa, fan
 * efficiency grade N. */
export const ENERGY_CLASS_TABLE: readonly {
  energyClass: Exclude<EnergyClass, 'E'>;
  velocity: number;
  thermalEfficiency: number;
  pressureDropPa: number;
  fanGrade: number;
}[] = [
  { energyClass: 'A+', velocity: 1.4, thermalEfficiency: 83, pressureDropPa: 250, fanGrade: 64 },
  { energyClass: 'A', velocity: 1.6, thermalEfficiency: 78, pressureDropPa: 230, fanGrade: 62 },
  { energyClass: 'B', velocity: 1.8, thermalEfficiency: 73, pressureDropPa: 210, fanGrade: 60 },
  { energyClass: 'C', velocity: 2.0, thermalEfficiency: 68, pressureDropPa: 190, fanGrade: 57 },
  { energyClass: 'D', velocity: 2.2, thermalEfficiency: 63, pressureDropPa: 170, fanGrade: 52 },
];

/** What the energy class of one season is computed from. */
export interface EnergyClassInput {
  /** Air velocity in the unit's cross-section, m/s. */
  velocity: number;
  /** EN 308 temperature efficiency of the season, 0..1. */
  etaT: number;
  /** Temperature difference extract - outdoor of the season, K (its absolute value is used). */
  deltaT: number;
  /** Heat recovery pressure drop, supply and exhaust side, Pa. */
  recoveryDpSupplyPa: number;
  recoveryDpExhaustPa: number;
  /** The fans: electrical input, W, and static system efficiency, 0..1. */
  fans: readonly { electricalPower: number; systemEfficiency: number }[];
  /** Air density, kg/m3, and specific heat, J/(kg K). */
  density: number;
  specificHeat: number;
}

/** One season's class and the criteria behind it. */
export interface EnergyClassResult {
  energyClass: EnergyClass;
  /** The best class each criterion allows. */
  velocityClass: EnergyClass;
  recoveryClass: EnergyClass;
  fanClass: EnergyClass;
  /** eta_e = eta_t (1 - 1 / epsilon) of the unit (see energyClass). */
  recoveryEnergyEfficiency: number;
}

/**
 * The energy class A+..E of one season from the seeds' table. The seeds give the table only; the reading:
 * - velocity: the cross-section velocity at most the class's velocity;
 * - heat recovery: eta_t and its pressure drop weighed together, as the table pairs them (a higher efficiency may
 *   cost more pressure): the recovery's energy efficiency eta_e = eta_t (1 - 1 / epsilon), epsilon = recovered heat /
 *   fan power spent on the recovery's pressure drops = eta_t dT rho cp eta_fan / (dp_sup + dp_eha), at least the
 *   class's eta_e computed the same way from its thermal efficiency and its pressure drop on both sides;
 * - fans: each fan's static system efficiency at least the EU 327/2011 reference eta_ref(P, N) of the class's grade
 *   (P the fan's electrical input, at least 0.125 kW, the formula's lower end).
 * The class is the best one all three allow; E when D is not met.
 */
export function energyClass(input: EnergyClassInput): EnergyClassResult {
  const dT = Math.abs(input.deltaT);
  const etaFan = input.fans.reduce((sum, f) => sum + f.systemEfficiency, 0) / Math.max(input.fans.length, 1);
  const etaE = (etaT: number, dpTotal: number) => {
    if (etaT <= 0 || dT === 0 || dpTotal <= 0) {
      return etaT;
    }
    const epsilon = (etaT * dT * input.density * input.specificHeat * etaFan) / dpTotal;
    return etaT * (1 - 1 / epsilon);
  };
  const recoveryEnergyEfficiency = etaE(input.etaT, input.recoveryDpSupplyPa + input.recoveryDpExhaustPa);
  const best = (ok: (row: (typeof ENERGY_CLASS_TABLE)[number]) => boolean): EnergyClass =>
    ENERGY_CLASS_TABLE.find(ok)?.energyClass ?? 'E';
  const velocity = best((row) => input.velocity <= row.velocity);
  const recovery = best(
    (row) => recoveryEnergyEfficiency >= etaE(row.thermalEfficiency / 100, 2 * row.pressureDropPa),
  );
  const fan = best((row) =>
    input.fans.every(
      (f) =>
        f.systemEfficiency * 100 >=
        fanEfficiencyReference(Math.max(f.electricalPower / 1000, 0.125), row.fanGrade),
    ),
  );
  const order: EnergyClass[] = ['A+', 'A', 'B', 'C', 'D', 'E'];
  const worst = Math.max(order.indexOf(velocity), order.indexOf(recovery), order.indexOf(fan));
  return {
    energyClass: order[worst] ?? 'E',
    velocityClass: velocity,
    recoveryClass: recovery,
    fanClass: fan,
    recoveryEnergyEfficiency,
  };
}
