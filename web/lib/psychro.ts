import { roundTo } from '../../engine/numbers';
import { airState } from '../../engine/psychro';

/** A typed number: '' and a lone '-' are "not yet a number" while typing (docs/rules.md#number-fields). */
export function parseTyped(text: string): number | null {
  if (text.trim() === '' || text.trim() === '-') {
    return null;
  }
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/**
 * docs/rules.md#project-form: summer wet bulb and dew point from outdoor temperature (C), humidity (%) and elevation
 * (m), with the engine's ASHRAE state; null while an input is missing or out of the engine's range.
 */
export function summerDerived(tDb: number | null, rhPct: number | null, elevation: number | null) {
  if (tDb === null || rhPct === null || elevation === null) {
    return null;
  }
  try {
    const state = airState({ tDb, rh: rhPct / 100, altitude: elevation });
    return { wetBulb: roundTo(state.tWb, 1), dewPoint: roundTo(state.tDp, 1) };
  } catch {
    return null;
  }
}

/** Winter humidity ratio, g/kg, from temperature (C), humidity (%) and elevation (m); null likewise. */
export function winterHumidityRatio(tDb: number | null, rhPct: number | null, elevation: number | null) {
  if (tDb === null || rhPct === null || elevation === null) {
    return null;
  }
  try {
    return roundTo(airState({ tDb, rh: rhPct / 100, altitude: elevation }).w * 1000, 2);
  } catch {
    return null;
  }
}
