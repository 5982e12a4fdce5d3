import { and, eq, inArray } from 'drizzle-orm';
import type { WeatherYear, WeatherYearKind } from '../../engine/energy';
import { roundTo } from '../../engine/numbers';
import type { Database } from '../db/client';
import { projectWeatherYears } from '../db/schema';

/** What the kind column may hold: a year's kind, or 'synthetic' in rows written before design-only years. */
export type StoredWeatherKind = (typeof projectWeatherYears.$inferSelect)['source'];

/** A project's stored weather year and the coordinates it was made for. */
export interface StoredWeatherYear {
  latitude: number;
  longitude: number;
  weather: WeatherYear;
}

/** Which stored year a project has: its location, its kind and when it was stored (a new one replaces it). */
export interface WeatherYearStamp {
  latitude: number;
  longitude: number;
  kind: WeatherYearKind;
  storedAt: Date;
}

/** Dry bulb to 0.01 C and humidity ratio to 1e-6 kg/kg: what a stored year keeps (the ERA5 year comes so rounded). */
const T_DB_DECIMALS = 2;
const W_DECIMALS = 6;

export async function findWeatherYear(
  db: Database,
  projectId: number,
): Promise<(StoredWeatherYear & { storedAt: Date }) | undefined> {
  const [row] = await db
    .select()
    .from(projectWeatherYears)
    .where(eq(projectWeatherYears.projectId, projectId));
  return (
    row && {
      latitude: row.latitude,
      longitude: row.longitude,
      storedAt: row.createdAt,
      weather: {
        source: sourceOf(row.source),
        kind: kindOf(row.source),
        year: row.year,
        method: row.method,
        tDb: decodeHours(row.tDb, T_DB_DECIMALS),
        w: decodeHours(row.w, W_DECIMALS),
        pressure: row.pressure,
      },
    }
  );
}

/** The location and time of project `projectId`'s stored year, without its hours (to tell whether a kept copy is current). */
export async function findWeatherYearStamp(
  db: Database,
  projectId: number,
): Promise<WeatherYearStamp | undefined> {
  const [row] = await db
    .select(weatherYearStampColumns)
    .from(projectWeatherYears)
    .where(eq(projectWeatherYears.projectId, projectId));
  return stampOf(row);
}

/** The columns of a stamp, for a read that joins the stored year (positions.repository.ts, `findAnnualContext`). */
export const weatherYearStampColumns = {
  latitude: projectWeatherYears.latitude,
  longitude: projectWeatherYears.longitude,
  source: projectWeatherYears.source,
  storedAt: projectWeatherYears.createdAt,
};

/** The stamp of a row of `weatherYearStampColumns`; undefined for none. */
export function stampOf(
  row: { latitude: number; longitude: number; source: string; storedAt: Date } | null | undefined,
): WeatherYearStamp | undefined {
  return row
    ? { latitude: row.latitude, longitude: row.longitude, kind: kindOf(row.source), storedAt: row.storedAt }
    : undefined;
}

/** The column holds the year's kind; rows written before design-only years say 'synthetic' for a monthly one. */
const kindOf = (stored: string): WeatherYearKind =>
  stored === 'era5' || stored === 'reference' || stored === 'design' || stored === 'uploaded'
    ? stored
    : 'monthly';
/** Where a stored kind came from: ERA5 (one year or a reference year), the user's file, or synthetic. */
const sourceOf = (stored: string): WeatherYear['source'] =>
  stored === 'era5' || stored === 'uploaded' ? stored : stored === 'reference' ? 'era5' : 'synthetic';

/** `weather` as it reads back once stored: its hours rounded as stored (so a year computed on gives the same answer). */
export function asStored(weather: WeatherYear): WeatherYear {
  return {
    ...weather,
    tDb: weather.tDb.map((v) => hourValue(v, T_DB_DECIMALS)),
    w: weather.w.map((v) => hourValue(v, W_DECIMALS)),
  };
}

/** The columns of `stored`. */
function rowOf(stored: StoredWeatherYear) {
  const { year, method, tDb, w, pressure, kind } = stored.weather;
  return {
    latitude: stored.latitude,
    longitude: stored.longitude,
    source: kind,
    year,
    method,
    tDb: encodeHours(tDb),
    w: encodeHours(w),
    pressure,
  };
}

/** Stores (or replaces) project `projectId`'s weather year. */
export async function saveWeatherYear(
  db: Database,
  projectId: number,
  stored: StoredWeatherYear,
): Promise<void> {
  const values = rowOf(stored);
  await db
    .insert(projectWeatherYears)
    .values({ projectId, ...values })
    .onConflictDoUpdate({ target: projectWeatherYears.projectId, set: { ...values, createdAt: new Date() } });
}

/**
 * Replaces project `projectId`'s stored year by `stored` only if the stored one is of one of `kinds` and was made for
 * `stored`'s location, in one statement (a year the user uploaded, or one of a project that moved, while the
 * replacement was being made stays). The new year's time, or undefined when nothing was replaced.
 */
export async function replaceWeatherYear(
  db: Database,
  projectId: number,
  stored: StoredWeatherYear,
  kinds: readonly StoredWeatherKind[],
): Promise<Date | undefined> {
  const [row] = await db
    .update(projectWeatherYears)
    .set({ ...rowOf(stored), createdAt: new Date() })
    .where(
      and(
        eq(projectWeatherYears.projectId, projectId),
        eq(projectWeatherYears.latitude, stored.latitude),
        eq(projectWeatherYears.longitude, stored.longitude),
        inArray(projectWeatherYears.source, [...kinds]),
      ),
    )
    .returning({ storedAt: projectWeatherYears.createdAt });
  return row?.storedAt;
}

/** An hour's value as stored: rounded to `decimals`, and -0 as 0 (so it reads back as the same number). */
const hourValue = (value: number, decimals: number) => roundTo(value, decimals) + 0;

/** Hourly values as big-endian float32, as migration 0012 converted the JSON (float4send). */
export function encodeHours(values: readonly number[]): Uint8Array {
  const bytes = new Uint8Array(values.length * 4);
  const view = new DataView(bytes.buffer);
  values.forEach((value, hour) => view.setFloat32(hour * 4, value, false));
  return bytes;
}

/** The values encodeHours wrote, each rounded to `decimals` (float32 holds 0.01 C and 1e-6 kg/kg exactly enough). */
export function decodeHours(bytes: Uint8Array, decimals: number): number[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const values = new Array<number>(bytes.byteLength / 4);
  for (let hour = 0; hour < values.length; hour++) {
    values[hour] = hourValue(view.getFloat32(hour * 4, false), decimals);
  }
  return values;
}
