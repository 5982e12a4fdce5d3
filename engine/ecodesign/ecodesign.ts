/**
 * Ecodesign and classes (docs/rules.md#engine-ecodesign): the EU 1253/2014 requirements of a bidirectional
 * non-residential ventilation unit (2018 tier), the energy class A+..E of the table
 * (docs/rules.md#ecodesign-classes), the EN 13053 velocity class and the fan-efficiency reference of EU 327/2011.
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
/** EU 1253/2014 Annex III 2 (2018): minimum thermal efficiency of a run-around coil HRS. */
export const ETA_T_MIN_RUN_AROUND = 0.68;
/** EU 1253/2014 Annex III 2 (2018): SFPint_limit of a unidirectional unit intended to be used with a filter,
 * W/(m3/s) (no SFPint requirement without one). */
export const SFP_INT_LIMIT_UNIDIRECTIONAL = 230;
/** The nominal flow at which the SFPint_limit formula changes (Annex III 2: q_nom < 2 and q_nom >= 2 m3/s). */
export const Q_NOM_BREAK = 2;

/** The heat recovery as EU 1253/2014 tells them apart: run-around coils have their own minimum and limit. */
export type ErpRecovery = 'runAroundCoil' | 'other';
export type ErpUnitType = 'bidirectional' | 'unidirectional';

/**
 * Efficiency bonus E = (eta_t - eta_t,min) x 3000 W/(m3/s) when eta_t >= eta_t,min, else 0 (EU 1253/2014 Annex III 2;
 * eta_t,min 0.73, or 0.68 for run-around coils).
 * @param etaT dry balanced thermal efficiency, 0..1; etaTMin the minimum, 0..1
 * @returns E, W/(m3/s) (150 at 0.78)
 */
export function efficiencyBonus(etaT: number, etaTMin = ETA_T_MIN): number {
  checkRange('etaT', etaT, 0, 1, '');
  return etaT >= etaTMin ? (etaT - etaTMin) * 3000 : 0;
}

/**
 * Filter correction F (EU 1253/2014 Annex I part 2, 'filter correction', and Annex III 2): 0 with both reference
 * filters, 150 without the medium filter, 190 without the fine filter, 340 without both, W/(m3/s).
 * @param fine a fine filter (ISO ePM1 >= 50 %, EN 779 F7 or better) on the supply (outdoor) side
 * @param medium a medium filter (EN 779 M5 or better) on the extract side
 */
export function filterCorrection(fine: boolean, medium: boolean): number {
  return (fine ? 0 : 190) + (medium ? 0 : 150);
}

/**
 * Maximum internal specific fan power of a bidirectional unit, 2018 tier (EU 1253/2014 Annex III 2): with an HRS other
 * than run-around coils 1100 + E - 300 q / 2 - F below 2 m3/s, 800 + E - F from 2 m3/s; with run-around coils
 * 1600 + E - 300 q / 2 - F and 1300 + E - F.
 * @param qNom nominal flow, m3/s, 0..1000
 * @param bonus E, W/(m3/s); correction F, W/(m3/s); recovery the HRS kind (default: other than run-around)
 * @returns SFPint_limit, W/(m3/s) (1025 at q 1.5 m3/s, E 150, F 0)
 */
export function sfpIntLimit(
  qNom: number,
  bonus: number,
  correction: number,
  recovery: ErpRecovery = 'other',
): number {
  checkRange('qNom', qNom, 0, 1000, 'm3/s');
  const base = recovery === 'runAroundCoil' ? 1600 : 1100;
  return qNom < Q_NOM_BREAK ? base + bonus - (300 * qNom) / 2 - correction : base - 300 + bonus - correction;
}

/** What the EU 1253/2014 verdict of a non-residential unit is asked for. */
export interface EcodesignInput {
  unitType: ErpUnitType;
  /** The HRS kind of a bidirectional unit (ignored for a unidirectional one). */
  recovery: ErpRecovery;
  /** Dry balanced thermal efficiency of the HRS at the nominal flow, 0..1 (ignored for a unidirectional unit). */
  etaT: number;
  /** Nominal flow, m3/s, 0..1000. */
  qNom: number;
  /** Bidirectional: the fine filter on the supply (outdoor air) side and the medium filter on the extract side of
   * the reference configuration. Unidirectional: either means the unit is intended to be used with a filter. */
  supplyFilter: boolean;
  extractFilter: boolean;
  /** Internal specific fan power, W/(m3/s), >= 0. */
  sfpInt: number;
}

/** One requirement of the verdict: the unit's value against its limit ('min': value >= limit, 'max': <=). */
export interface EcodesignCriterion {
  criterion: 'etaT' | 'sfpInt';
  value: number;
  limit: number;
  kind: 'min' | 'max';
  pass: boolean;
}

/** The verdict with every value behind it; a requirement the regulation does not set is null. */
export interface EcodesignVerdict {
  regulation: 'EU 1253/2014';
  tier: 2018;
  unitType: ErpUnitType;
  recovery: ErpRecovery | null;
  etaT: number | null;
  /** eta_t,min (0.73, run-around 0.68); null for a unidirectional unit. */
  etaTMin: number | null;
  etaTPass: boolean | null;
  qNom: number;
  /** Which side of 2 m3/s the SFPint_limit formula is taken from, and the formula as printed. */
  qNomBranch: 'below2' | 'from2';
  formula: string;
  /** E and F, W/(m3/s) (bidirectional only). */
  bonus: number | null;
  filterCorrection: number | null;
  supplyFilter: boolean;
  extractFilter: boolean;
  sfpInt: number;
  sfpIntLimit: number | null;
  sfpIntPass: boolean | null;
  /** The requirements that apply, in the regulation's order, and the ones failed. */
  criteria: EcodesignCriterion[];
  failures: EcodesignCriterion[];
  compliant: boolean;
}

/**
 * The EU 1253/2014 (2018 tier) verdict of a non-residential ventilation unit (Annex III 2): a bidirectional unit needs
 * eta_t >= eta_t,min and SFPint <= SFPint_limit(q_nom, E, F, HRS kind); a unidirectional unit intended to be used with
 * a filter needs SFPint <= 230 W/(m3/s) (no thermal requirement; without a filter no SFPint requirement).
 * @param input ranges in EcodesignInput
 * @returns the verdict (limit 1025 W/(m3/s) for eta_t 0.78, q_nom 1.5 m3/s, both filters)
 */
export function ecodesignVerdict(input: EcodesignInput): EcodesignVerdict {
  checkRange('qNom', input.qNom, 0, 1000, 'm3/s');
  checkRange('sfpInt', input.sfpInt, 0, 100_000, 'W/(m3/s)');
  const qNomBranch = input.qNom < Q_NOM_BREAK ? 'below2' : 'from2';
  const criteria: EcodesignCriterion[] = [];
  const common = {
    regulation: 'EU 1253/2014' as const,
    tier: 2018 as const,
    unitType: input.unitType,
    qNom: input.qNom,
    qNomBranch,
    supplyFilter: input.supplyFilter,
    extractFilter: input.extractFilter,
    sfpInt: input.sfpInt,
  } as const;
  if (input.unitType === 'unidirectional') {
    const withFilter = input.supplyFilter || input.extractFilter;
    const limit = withFilter ? SFP_INT_LIMIT_UNIDIRECTIONAL : null;
    if (limit !== null) {
      criteria.push({
        criterion: 'sfpInt',
        value: input.sfpInt,
        limit,
        kind: 'max',
        pass: input.sfpInt <= limit,
      });
    }
    return {
      ...common,
      recovery: null,
      etaT: null,
      etaTMin: null,
      etaTPass: null,
      formula: withFilter ? `${SFP_INT_LIMIT_UNIDIRECTIONAL}` : 'none (no filter)',
      bonus: null,
      filterCorrection: null,
      sfpIntLimit: limit,
      sfpIntPass: limit === null ? null : input.sfpInt <= limit,
      criteria,
      failures: criteria.filter((c) => !c.pass),
      compliant: criteria.every((c) => c.pass),
    };
  }
  const etaTMin = input.recovery === 'runAroundCoil' ? ETA_T_MIN_RUN_AROUND : ETA_T_MIN;
  const bonus = efficiencyBonus(input.etaT, etaTMin);
  const correction = filterCorrection(input.supplyFilter, input.extractFilter);
  const limit = sfpIntLimit(input.qNom, bonus, correction, input.recovery);
  const base = input.recovery === 'runAroundCoil' ? 1600 : 1100;
  const etaTPass = input.etaT >= etaTMin;
  const sfpIntPass = input.sfpInt <= limit;
  criteria.push(
    { criterion: 'etaT', value: input.etaT, limit: etaTMin, kind: 'min', pass: etaTPass },
    { criterion: 'sfpInt', value: input.sfpInt, limit, kind: 'max', pass: sfpIntPass },
  );
  return {
    ...common,
    recovery: input.recovery,
    etaT: input.etaT,
    etaTMin,
    etaTPass,
    formula: qNomBranch === 'below2' ? `${base} + E - 300 x qNom / 2 - F` : `${base - 300} + E - F`,
    bonus,
    filterCorrection: correction,
    sfpIntLimit: limit,
    sfpIntPass,
    criteria,
    failures: criteria.filter((c) => !c.pass),
    compliant: etaTPass && sfpIntPass,
  };
}

/** The failed requirements as printed in a refusal: "eta_t 69.9 % < 73 %; SFPint 879 > 827 W/(m3/s)". */
export function ecodesignFailureText(failures: readonly EcodesignCriterion[]): string {
  return failures
    .map((c) =>
      c.criterion === 'etaT'
        ? `eta_t ${(c.value * 100).toFixed(1)} % < ${(c.limit * 100).toFixed(0)} %`
        : `SFPint ${c.value.toFixed(0)} > ${c.limit.toFixed(0)} W/(m3/s)`,
    )
    .join('; ');
}

/** Everything behind the ecodesign verdict of a bidirectional unit (what the data sheet prints). */
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
 * The EU 1253/2014 (2018) verdict of a bidirectional non-residential unit with an HRS other than run-around coils
 * (the catalogue's wheels and plates): ecodesignVerdict with those two settled.
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
  const v = ecodesignVerdict({
    unitType: 'bidirectional',
    recovery: 'other',
    etaT,
    qNom,
    supplyFilter: fineFilter,
    extractFilter: mediumFilter,
    sfpInt,
  });
  return {
    regulation: v.regulation,
    tier: v.tier,
    etaT,
    etaTMin: v.etaTMin ?? ETA_T_MIN,
    etaTPass: v.etaTPass ?? false,
    qNom,
    bonus: v.bonus ?? 0,
    fineFilter,
    mediumFilter,
    filterCorrection: v.filterCorrection ?? 0,
    sfpInt,
    sfpIntLimit: v.sfpIntLimit ?? 0,
    sfpIntPass: v.sfpIntPass ?? false,
    compliant: v.compliant,
  };
}

/** The failed requirements of a bidirectional unit's verdict, in the regulation's order (empty when compliant). */
export function erpFailures(erp: ErpVerdict): EcodesignCriterion[] {
  const criteria: EcodesignCriterion[] = [
    { criterion: 'etaT', value: erp.etaT, limit: erp.etaTMin, kind: 'min', pass: erp.etaTPass },
    { criterion: 'sfpInt', value: erp.sfpInt, limit: erp.sfpIntLimit, kind: 'max', pass: erp.sfpIntPass },
  ];
  return criteria.filter((c) => !c.pass);
}

/**
 * Reference fan efficiency of EU 327/2011 Annex I: eta = 4.56 ln P - 10.5 + N for 0.125 <= P <= 10 kW,
 * 1.1 ln P - 2.6 + N for 10 < P <= 500 kW (the coefficients of docs/rules.md#ecodesign-classes: A 4.56 / 1.1, B 10.5
 * / 2.6).
 * @param powerKw electrical input, kW, 0.125..500
 * @param grade efficiency grade N (the fan grade reference 52..64, docs/rules.md#ecodesign-classes)
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

/** The ecodesign class table (docs/rules.md#ecodesign-classes): velocity m/s, thermal efficiency %, pressure drop Pa,
 * fan efficiency grade N. */
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
 * The energy class A+..E of one season from the table (docs/rules.md#ecodesign-classes), which comes alone; the
 * reading:
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
