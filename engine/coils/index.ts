/** Coils and their fluids (docs/rules.md#engine-coils): the public surface of engine/coils. */
export { coolerDesign, heaterDesign } from './coils';
export type { CoilAirTarget, CoilFluidTarget, CoilInput, CoilResult } from './coils';
export { FLUID_TABLES, fluidProperties, fluidTable, glycolConcentration } from './fluids';
export type { FluidProperties, FluidTable, Medium } from './fluids';
export { coilAirSide, coilAreas, coilFluidSide } from './surface';
export type { CoilAirSide, CoilAreas, CoilFluidSide } from './surface';
