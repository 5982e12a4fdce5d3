/** Fans (docs/rules.md#engine-fans): the public surface of engine/fans. */
export { CURVE_DENSITY, fanOperatingPoint, OCTAVE_BANDS_HZ, sfpCategory } from './fans';
export type { FanChart, FanOperatingPoint, SoundPower } from './fans';
