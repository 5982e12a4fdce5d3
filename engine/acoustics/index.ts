/** Sound of the unit by octave band (issue 16): the public surface of engine/acoustics. */
export {
  A_WEIGHTING_DB,
  attenuate,
  casingBreakout,
  fanBands,
  levelSum,
  measurementSurface,
  soundPressureFromPower,
  UNIT_OCTAVE_BANDS_HZ,
  unitSoundPower,
} from './acoustics';
