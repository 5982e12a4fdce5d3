/**
 * Sound of the unit (issue 16): octave bands 63..8000 Hz at the four duct connections after the unit's own
 * components, the casing breakout through the panels, A-weighting and the sound pressure at 1 m.
 */
import type { OctaveBandsDb } from '../catalogue/types';
import type { SoundPower } from '../fans/fans';

/** Octave band centre frequencies of the unit's sound data, Hz. */
export const UNIT_OCTAVE_BANDS_HZ = [63, 125, 250, 500, 1000, 2000, 4000, 8000] as const;

/** A-weighting at the octave band centres 63..8000 Hz, dB (IEC 61672-1:2013, Table 3). */
export const A_WEIGHTING_DB = [-26.2, -16.1, -8.6, -3.2, 0, 1.2, 1.0, -1.1] as const;

/**
 * Energy sum of levels, L = 10 lg(sum 10^(L_i / 10)) dB (ISO 80000-8; every band sum and total below).
 * @param levels dB
 */
export function levelSum(levels: readonly number[]): number {
  return 10 * Math.log10(levels.reduce((sum, l) => sum + Math.pow(10, l / 10), 0));
}

/**
 * A sound power spectrum with its total and A-weighted total (A-weighting of IEC 61672-1:2013 per band).
 * @param bandsDb 8 octave bands 63..8000 Hz, dB re 1 pW
 */
export function unitSoundPower(bandsDb: readonly number[]): SoundPower {
  return {
    bandsDb: [...bandsDb],
    totalDb: levelSum(bandsDb),
    totalDbA: levelSum(bandsDb.map((l, i) => l + (A_WEIGHTING_DB[i] ?? 0))),
  };
}

/**
 * A fan side's in-duct spectrum over 63..8000 Hz: the fan's 125..8000 Hz bands with the 63 Hz band added at the
 * catalogue's offset from the 125 Hz band (Graham's fan spectra, ASHRAE Handbook HVAC Applications 1999 ch. 46).
 * @param side the fan's sound power 125..8000 Hz (fanOperatingPoint); offset63Db the 63 Hz band minus the 125 Hz
 *   band, dB
 */
export function fanBands(side: SoundPower, offset63Db: number): number[] {
  const b125 = side.bandsDb[0] ?? 0;
  return [b125 + offset63Db, ...side.bandsDb];
}

/**
 * The level at a duct connection: the fan's in-duct sound power less the insertion losses of the components between
 * the fan and the connection, band by band (insertion losses add in dB for components in series, VDI 2081-1:2019
 * section 6).
 */
export function attenuate(bands: readonly number[], losses: readonly OctaveBandsDb[]): number[] {
  return bands.map((l, i) => l - losses.reduce((sum, loss) => sum + (loss[i] ?? 0), 0));
}

/**
 * Sound power radiated by the casing (breakout), EN 12354-4:2000 eq. (1) with the inside level of a diffuse field:
 * L_W,out = L_p,in + C_d - R + 10 lg(S / 1 m2) and L_p,in = L_W,in + 10 lg(4 / A), A = alpha S; with C_d = -6 dB
 * and the radiating panels' area S equal to the interior's: L_W,out = L_W,in - R - 10 lg(alpha).
 * @param insideBands sound power into the casing's interior per band, dB; soundReductionDb R per band;
 *   absorption the interior's mean absorption coefficient per band, 0..1
 */
export function casingBreakout(
  insideBands: readonly number[],
  soundReductionDb: OctaveBandsDb,
  absorption: OctaveBandsDb,
): number[] {
  return insideBands.map((l, i) => l - (soundReductionDb[i] ?? 0) - 10 * Math.log10(absorption[i] ?? 1));
}

/**
 * Area of the measurement surface at distance d around a box on a reflecting floor (ISO 3744:2010 section 7.2.3,
 * parallelepiped): S = 4 (ab + bc + ca), a = l1 / 2 + d, b = l2 / 2 + d, c = l3 + d.
 * @param lengthM, widthM, heightM the casing, m; distanceM d, m
 */
export function measurementSurface(
  lengthM: number,
  widthM: number,
  heightM: number,
  distanceM: number,
): number {
  const a = lengthM / 2 + distanceM;
  const b = widthM / 2 + distanceM;
  const c = heightM + distanceM;
  return 4 * (a * b + b * c + c * a);
}

/**
 * Mean sound pressure level on that surface in a free field over a reflecting floor (ISO 3744:2010 section 8, L_W = L_p + 10 lg(S / S0), inverted;
 * no background or environmental correction) L_p = L_W - 10 lg(S / 1 m2).
 */
export function soundPressureFromPower(soundPowerDb: number, surfaceM2: number): number {
  return soundPowerDb - 10 * Math.log10(surfaceM2);
}
