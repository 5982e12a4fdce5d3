/**
 * Heat-transfer fluids of the coils: water and aqueous ethylene and propylene glycol (docs/rules.md#engine-coils).
 *
 * Sources:
 * - Water: IAPWS-95 at 0.1 MPa as tabulated by the NIST Chemistry WebBook (Lemmon, McLinden & Friend, "Thermophysical
 *   Properties of Fluid Systems"), 100 C at saturation.
 * - Glycols: A. Melinder, Properties of Secondary Working Fluids for Indirect Systems, 2nd ed., International
 *   Institute of Refrigeration, 2010: its polynomial fits (coefficients as published, e.g. in NREL's
 *   SecondaryCoolantProps) evaluated on this grid. Concentrations are mass fractions. Each row starts at the grid
 *   temperature just below its freezing point (a point that only serves the interpolation; the fluid is valid from its
 *   freezing point up).
 *
 * Between grid temperatures the properties are interpolated linearly (viscosity logarithmically). Concentrations are
 * the table's rows: 0 % for water; 10, 20, ..., 60 % for the glycols.
 */
import { checkRange, EngineInputError } from '../errors';

export type Medium = 'water' | 'ethylene' | 'propylene';

/** One row of a property table: t C, density kg/m3, cp J/(kg K), viscosity mPa s, conductivity W/(m K). */
type PropertyRow = readonly [number, number, number, number, number];

/** A fluid at one concentration. */
export interface FluidTable {
  /** Mass fraction of glycol, %. */
  concentrationPct: number;
  /** Freezing point, C (the threshold of the concentration rule). */
  freezingPointC: number;
  rows: readonly PropertyRow[];
}

const WATER: FluidTable = {
  concentrationPct: 0,
  freezingPointC: 0,
  rows: [
    [0, 999.84, 4219.4, 1.7914, 0.5611],
    [10, 999.7, 4195.5, 1.3059, 0.58],
    [20, 998.21, 4184.1, 1.0016, 0.5984],
    [30, 995.65, 4180.1, 0.7972, 0.6154],
    [40, 992.22, 4179.6, 0.6527, 0.6305],
    [50, 988.03, 4181.3, 0.5465, 0.6435],
    [60, 983.2, 4184.6, 0.466, 0.6543],
    [70, 977.76, 4189.6, 0.4035, 0.6631],
    [80, 971.79, 4196.6, 0.354, 0.67],
    [90, 965.32, 4205.6, 0.3145, 0.6753],
    [100, 958.35, 4215.7, 0.2818, 0.6791],
  ],
};

/** Ethylene glycol - water (Melinder 2010). */
const ETHYLENE: readonly FluidTable[] = [
  {
    concentrationPct: 10,
    freezingPointC: -3.4,
    rows: [
      [-10, 1013.8, 4037, 3.395, 0.507],
      [0, 1013.6, 4037, 2.345, 0.523],
      [10, 1012.5, 4041, 1.694, 0.539],
      [20, 1010.6, 4046, 1.275, 0.553],
      [30, 1007.8, 4053, 0.994, 0.566],
      [40, 1004.3, 4062, 0.801, 0.578],
      [50, 1000.1, 4072, 0.664, 0.589],
      [60, 995.2, 4083, 0.563, 0.6],
      [70, 989.7, 4095, 0.487, 0.609],
      [80, 983.6, 4107, 0.428, 0.617],
      [90, 976.8, 4119, 0.38, 0.624],
      [100, 969.6, 4132, 0.34, 0.63],
    ],
  },
  {
    concentrationPct: 20,
    freezingPointC: -7.9,
    rows: [
      [-10, 1030.4, 3844, 4.699, 0.472],
      [0, 1029.1, 3861, 3.178, 0.484],
      [10, 1026.9, 3878, 2.25, 0.496],
      [20, 1024.1, 3896, 1.662, 0.508],
      [30, 1020.6, 3914, 1.276, 0.519],
      [40, 1016.4, 3933, 1.013, 0.529],
      [50, 1011.6, 3951, 0.829, 0.539],
      [60, 1006.2, 3969, 0.697, 0.548],
      [70, 1000.2, 3987, 0.599, 0.557],
      [80, 993.8, 4005, 0.524, 0.565],
      [90, 986.8, 4022, 0.465, 0.573],
      [100, 979.3, 4038, 0.417, 0.58],
    ],
  },
  {
    concentrationPct: 30,
    freezingPointC: -14.6,
    rows: [
      [-20, 1049.4, 3596, 10.405, 0.426],
      [-10, 1047.5, 3627, 6.508, 0.436],
      [0, 1045.0, 3658, 4.298, 0.446],
      [10, 1041.8, 3689, 2.983, 0.456],
      [20, 1038.0, 3718, 2.166, 0.465],
      [30, 1033.7, 3747, 1.639, 0.474],
      [40, 1028.8, 3775, 1.286, 0.483],
      [50, 1023.4, 3803, 1.041, 0.492],
      [60, 1017.5, 3829, 0.866, 0.5],
      [70, 1011.1, 3854, 0.737, 0.508],
      [80, 1004.3, 3878, 0.639, 0.516],
      [90, 997.0, 3900, 0.561, 0.524],
      [100, 989.4, 3922, 0.498, 0.531],
    ],
  },
  {
    concentrationPct: 40,
    freezingPointC: -23.8,
    rows: [
      [-30, 1068.9, 3298, 26.61, 0.387],
      [-20, 1066.7, 3344, 15.001, 0.394],
      [-10, 1063.8, 3390, 9.051, 0.402],
      [0, 1060.4, 3434, 5.811, 0.41],
      [10, 1056.4, 3477, 3.947, 0.418],
      [20, 1051.9, 3519, 2.819, 0.425],
      [30, 1046.8, 3559, 2.106, 0.433],
      [40, 1041.4, 3598, 1.635, 0.441],
      [50, 1035.4, 3635, 1.312, 0.448],
      [60, 1029.1, 3670, 1.082, 0.455],
      [70, 1022.4, 3703, 0.912, 0.463],
      [80, 1015.4, 3734, 0.78, 0.47],
      [90, 1008.1, 3763, 0.674, 0.477],
      [100, 1000.5, 3789, 0.584, 0.483],
    ],
  },
  {
    concentrationPct: 50,
    freezingPointC: -36.0,
    rows: [
      [-40, 1087.3, 2966, 86.075, 0.353],
      [-30, 1085.1, 3027, 41.774, 0.359],
      [-20, 1082.2, 3087, 22.178, 0.365],
      [-10, 1078.7, 3146, 12.78, 0.371],
      [0, 1074.6, 3203, 7.93, 0.377],
      [10, 1070.0, 3258, 5.257, 0.383],
      [20, 1064.9, 3312, 3.693, 0.389],
      [30, 1059.4, 3364, 2.729, 0.395],
      [40, 1053.4, 3413, 2.103, 0.402],
      [50, 1047.1, 3459, 1.678, 0.408],
      [60, 1040.5, 3503, 1.375, 0.414],
      [70, 1033.6, 3544, 1.148, 0.42],
      [80, 1026.4, 3582, 0.968, 0.426],
      [90, 1019.0, 3616, 0.82, 0.431],
      [100, 1011.5, 3646, 0.69, 0.437],
    ],
  },
  {
    concentrationPct: 60,
    freezingPointC: -51.2,
    rows: [
      [-50, 1103.8, 2612, 399.208, 0.325],
      [-40, 1102.1, 2684, 155.209, 0.329],
      [-30, 1099.6, 2757, 68.226, 0.334],
      [-20, 1096.3, 2828, 33.545, 0.338],
      [-10, 1092.4, 2898, 18.25, 0.343],
      [0, 1087.9, 2967, 10.869, 0.347],
      [10, 1082.7, 3034, 7.011, 0.352],
      [20, 1077.1, 3098, 4.845, 0.357],
      [30, 1071.1, 3159, 3.549, 0.361],
      [40, 1064.6, 3218, 2.725, 0.366],
      [50, 1057.8, 3272, 2.171, 0.371],
      [60, 1050.8, 3323, 1.775, 0.376],
      [70, 1043.5, 3369, 1.474, 0.38],
      [80, 1036.0, 3410, 1.229, 0.385],
      [90, 1028.4, 3446, 1.018, 0.389],
      [100, 1020.8, 3476, 0.829, 0.393],
    ],
  },
];

/** Propylene glycol - water (Melinder 2010). */
const PROPYLENE: readonly FluidTable[] = [
  {
    concentrationPct: 10,
    freezingPointC: -2.9,
    rows: [
      [-10, 1009.2, 4054, 4.109, 0.5],
      [0, 1009.3, 4059, 2.745, 0.515],
      [10, 1008.3, 4067, 1.936, 0.53],
      [20, 1006.2, 4076, 1.432, 0.544],
      [30, 1003.2, 4088, 1.105, 0.557],
      [40, 999.4, 4101, 0.884, 0.569],
      [50, 994.9, 4115, 0.728, 0.58],
      [60, 989.8, 4130, 0.614, 0.59],
      [70, 984.2, 4146, 0.526, 0.599],
      [80, 978.2, 4161, 0.456, 0.608],
      [90, 971.9, 4176, 0.397, 0.615],
      [100, 965.5, 4190, 0.346, 0.621],
    ],
  },
  {
    concentrationPct: 20,
    freezingPointC: -7.2,
    rows: [
      [-10, 1021.3, 3917, 6.903, 0.46],
      [0, 1020.1, 3936, 4.312, 0.471],
      [10, 1017.9, 3956, 2.875, 0.482],
      [20, 1014.8, 3977, 2.03, 0.492],
      [30, 1010.9, 3998, 1.508, 0.502],
      [40, 1006.4, 4019, 1.169, 0.512],
      [50, 1001.2, 4040, 0.94, 0.522],
      [60, 995.6, 4061, 0.778, 0.531],
      [70, 989.5, 4082, 0.657, 0.54],
      [80, 983.2, 4102, 0.564, 0.548],
      [90, 976.6, 4121, 0.487, 0.556],
      [100, 969.9, 4139, 0.42, 0.563],
    ],
  },
  {
    concentrationPct: 30,
    freezingPointC: -12.8,
    rows: [
      [-20, 1036.1, 3748, 23.254, 0.413],
      [-10, 1034.3, 3775, 12.327, 0.421],
      [0, 1031.6, 3803, 7.117, 0.428],
      [10, 1028.0, 3830, 4.438, 0.436],
      [20, 1023.8, 3857, 2.965, 0.444],
      [30, 1018.9, 3884, 2.104, 0.452],
      [40, 1013.4, 3910, 1.573, 0.461],
      [50, 1007.5, 3937, 1.229, 0.469],
      [60, 1001.2, 3962, 0.995, 0.477],
      [70, 994.5, 3988, 0.827, 0.484],
      [80, 987.6, 4012, 0.701, 0.492],
      [90, 980.5, 4036, 0.6, 0.5],
      [100, 973.4, 4060, 0.515, 0.507],
    ],
  },
  {
    concentrationPct: 40,
    freezingPointC: -20.6,
    rows: [
      [-30, 1052.2, 3542, 105.732, 0.371],
      [-20, 1049.7, 3575, 45.948, 0.376],
      [-10, 1046.4, 3609, 22.241, 0.382],
      [0, 1042.4, 3642, 11.879, 0.388],
      [10, 1037.6, 3674, 6.935, 0.394],
      [20, 1032.3, 3707, 4.384, 0.4],
      [30, 1026.4, 3739, 2.972, 0.407],
      [40, 1020.1, 3771, 2.141, 0.413],
      [50, 1013.3, 3802, 1.623, 0.42],
      [60, 1006.3, 3834, 1.283, 0.427],
      [70, 999.1, 3865, 1.047, 0.433],
      [80, 991.6, 3896, 0.874, 0.44],
      [90, 984.1, 3926, 0.74, 0.447],
      [100, 976.6, 3957, 0.628, 0.453],
    ],
  },
  {
    concentrationPct: 50,
    freezingPointC: -32.2,
    rows: [
      [-40, 1066.9, 3298, 606.884, 0.331],
      [-30, 1064.1, 3337, 212.448, 0.336],
      [-20, 1060.4, 3376, 84.739, 0.34],
      [-10, 1056.0, 3414, 38.104, 0.345],
      [0, 1050.9, 3453, 19.111, 0.35],
      [10, 1045.3, 3492, 10.579, 0.355],
      [20, 1039.1, 3530, 6.394, 0.359],
      [30, 1032.4, 3569, 4.175, 0.364],
      [40, 1025.4, 3607, 2.914, 0.37],
      [50, 1018.0, 3645, 2.151, 0.375],
      [60, 1010.5, 3683, 1.661, 0.38],
      [70, 1002.7, 3722, 1.328, 0.385],
      [80, 994.9, 3760, 1.088, 0.391],
      [90, 987.1, 3798, 0.903, 0.397],
      [100, 979.3, 3836, 0.752, 0.402],
    ],
  },
  {
    concentrationPct: 60,
    freezingPointC: -50.0,
    rows: [
      [-50, 1077.3, 3025, 3890.232, 0.296],
      [-40, 1074.6, 3070, 1105.607, 0.3],
      [-30, 1071.0, 3114, 365.662, 0.304],
      [-20, 1066.7, 3159, 139.074, 0.308],
      [-10, 1061.7, 3205, 60.108, 0.312],
      [0, 1056.0, 3250, 29.173, 0.315],
      [10, 1049.7, 3295, 15.712, 0.319],
      [20, 1043.0, 3340, 9.279, 0.322],
      [30, 1035.9, 3386, 5.938, 0.325],
      [40, 1028.4, 3431, 4.068, 0.329],
      [50, 1020.7, 3476, 2.95, 0.333],
      [60, 1012.8, 3521, 2.236, 0.336],
      [70, 1004.8, 3565, 1.752, 0.34],
      [80, 996.7, 3610, 1.401, 0.344],
      [90, 988.7, 3654, 1.13, 0.349],
      [100, 980.8, 3698, 0.909, 0.353],
    ],
  },
];

/** The property tables of each medium, concentration rows ascending. */
export const FLUID_TABLES: Readonly<Record<Medium, readonly FluidTable[]>> = {
  water: [WATER],
  ethylene: ETHYLENE,
  propylene: PROPYLENE,
};

/** Properties of a fluid at one temperature. */
export interface FluidProperties {
  /** kg/m3 */
  density: number;
  /** J/(kg K) */
  specificHeat: number;
  /** Dynamic viscosity, Pa s. */
  viscosity: number;
  /** W/(m K) */
  conductivity: number;
}

/**
 * The concentration rule (docs/rules.md#glycol-concentration): water is 0 %; a glycol takes the lowest concentration
 * of its table whose freezing point lies below the winter outdoor temperature (equivalently: the highest
 * freezing-point threshold below that temperature), null when even the strongest freezes.
 * @param medium water, ethylene or propylene
 * @param tWinterOutdoor winter design outdoor temperature, C
 * @returns the concentration, % by mass, or null
 */
export function glycolConcentration(medium: Medium, tWinterOutdoor: number): number | null {
  if (medium === 'water') {
    return 0;
  }
  return FLUID_TABLES[medium].find((row) => row.freezingPointC < tWinterOutdoor)?.concentrationPct ?? null;
}

/**
 * The table row of a medium at a concentration.
 * @param medium water, ethylene or propylene
 * @param concentrationPct 0 for water; 10, 20, ..., 60 for the glycols
 * @throws EngineInputError for a concentration that is not a row of the medium's table
 */
export function fluidTable(medium: Medium, concentrationPct: number): FluidTable {
  const table = FLUID_TABLES[medium].find((row) => row.concentrationPct === concentrationPct);
  if (table === undefined) {
    const rows = FLUID_TABLES[medium].map((row) => row.concentrationPct).join(', ');
    throw new EngineInputError(
      `concentration ${concentrationPct} % is not in the ${medium} table (${rows} %)`,
    );
  }
  return table;
}

/**
 * Density, specific heat, viscosity and conductivity of a fluid, interpolated in temperature (viscosity in its
 * logarithm, which is nearly linear over a 10 K step).
 * @param table the fluid (fluidTable)
 * @param t temperature, C, from the freezing point (or the table's first row) to 100
 * @throws EngineRangeError naming fluidT for a temperature outside the fluid's range
 */
export function fluidProperties(table: FluidTable, t: number): FluidProperties {
  const first = table.rows[0];
  const last = table.rows.at(-1);
  if (first === undefined || last === undefined) {
    throw new EngineInputError('empty fluid table');
  }
  checkRange('fluidT', t, Math.max(table.freezingPointC, first[0]), last[0], 'C');
  let i = 0;
  while (i < table.rows.length - 2 && (table.rows[i + 1]?.[0] ?? last[0]) < t) {
    i++;
  }
  const a = table.rows[i] ?? first;
  const b = table.rows[i + 1] ?? last;
  // Inline, not a closure: the coil ratings ask for properties a few hundred times a selection.
  const f = (t - a[0]) / (b[0] - a[0]);
  return {
    density: a[1] + f * (b[1] - a[1]),
    specificHeat: a[2] + f * (b[2] - a[2]),
    viscosity: Math.exp(Math.log(a[3]) + f * (Math.log(b[3]) - Math.log(a[3]))) / 1000,
    conductivity: a[4] + f * (b[4] - a[4]),
  };
}
