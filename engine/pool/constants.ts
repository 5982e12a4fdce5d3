/**
 * The pool calculator's constants (docs/rules.md#pool-formulas, VDI 2089 part 1). docs/engine.md,
 * "Pool dehumidification", gives the formulas that use them and the readings taken.
 */

/** The seven pool types, numbered 1-7 as docs/rules.md#pool-types lists them (0 = none chosen). */
export const POOL_TYPES = [
  { id: 1, key: 'covered' },
  { id: 2, key: 'private' },
  { id: 3, key: 'publicShallow' },
  { id: 4, key: 'publicDeep' },
  { id: 5, key: 'wave' },
  { id: 6, key: 'waterSlide' },
  { id: 7, key: 'slideCollection' },
] as const;
export type PoolTypeId = (typeof POOL_TYPES)[number]['id'];
export type PoolTypeKey = (typeof POOL_TYPES)[number]['key'];

/** Moisture transfer coefficient beta of the resting water, m/h, by pool type (VDI 2089-1 table 2). */
export const BETA_UNUSED_POOL: Record<PoolTypeKey, number> = {
  covered: 0.7,
  private: 7,
  publicShallow: 7,
  publicDeep: 7,
  wave: 7,
  waterSlide: 0,
  slideCollection: 0,
};

/** Moisture transfer coefficient beta of the pool in use, m/h, by pool type (VDI 2089-1 table 2). */
export const BETA_USED_POOL: Record<PoolTypeKey, number> = {
  covered: 0,
  private: 21,
  publicShallow: 40,
  publicDeep: 28,
  wave: 50,
  waterSlide: 50,
  slideCollection: 50,
};

/**
 * Weight of each attraction in the attraction sum. Water mushrooms count 5 per mushroom and metre of diameter.
 * Children's seats carry no weight: the original gives them no weight (docs/rules.md#pool-formulas), so they are
 * stored but do not evaporate.
 */
export const ATTRACTION_WEIGHTS = {
  wildWaterChannels: 30,
  waterMushroomsPerMetre: 5,
  neckMassageShowers: 6,
  underwaterJets: 4,
  bubbleFountains: 3,
  childrenSlides: 3,
  massageAreas: 4,
  loungersSeats: 2,
} as const;

/** The attraction sum 5, 10 ... 100 and the moisture transfer coefficient beta_A, m/h, it gives (VDI 2089-1). */
export const BETA_ATTRACTION_TABLE: readonly (readonly [sum: number, betaA: number])[] = [
  [5, 2.5],
  [10, 6.5],
  [15, 10],
  [20, 13.5],
  [25, 16],
  [30, 18],
  [35, 19],
  [40, 21],
  [45, 22],
  [50, 23],
  [55, 24],
  [60, 24.5],
  [65, 25.5],
  [70, 26],
  [75, 27],
  [80, 27.5],
  [85, 28],
  [90, 28.5],
  [95, 28.75],
  [100, 29],
];

/** A sum at or above this is set to ATTRACTION_SUM_CAP (docs/rules.md#pool-formulas). */
export const ATTRACTION_SUM_LIMIT = 99;
export const ATTRACTION_SUM_CAP = 99.99999;
/** Share of the attractions' evaporation that counts (docs/rules.md#pool-formulas). */
export const ATTRACTION_FACTOR = 0.6;
/** Moisture given off per visitor, kg/h (VDI 2089-1). */
export const VISITOR_MOISTURE_KG_H = 0.06;
/** Gas constant of water vapour, J/(kg K). */
export const GAS_CONSTANT_VAPOUR = 461.52;
/** The pool's saturation pressure p_sat = exp(A - B / (C + t)) Pa, t in C (a Magnus-type fit used by VDI 2089). */
export const SATURATION_FIT = { a: 23.58, b: 4044.2, c: 235.6 } as const;
/** Absolute humidity of the hall air at the sultriness limit, kg/kg (VDI 2089-1: 14.3 g/kg). */
export const HALL_HUMIDITY_LIMIT = 0.0143;
/** The design outside-air absolute humidity of the dehumidification capacity, kg/kg (docs/rules.md#pool-formulas). */
export const DESIGN_OUTSIDE_HUMIDITY = 0.009;
/** Air density used to turn mass flow into volume flow, kg/m3. */
export const POOL_AIR_DENSITY = 1.14;
/** Minimum fresh air as a share of the maximum air volume. */
export const MIN_FRESH_AIR_SHARE = 0.3;
/** Units a pool position may split its air over. */
export const POOL_UNITS_MIN = 1;
export const POOL_UNITS_MAX = 8;
/** Depth separating the two public pool types, m. */
export const POOL_DEPTH_THRESHOLD_M = 1.35;
/** Atmospheric pressure for the hall's absolute humidity, Pa. */
export const POOL_PRESSURE = 101325;
