import { eq } from 'drizzle-orm';
import type { WeatherYear, WeatherYearKind } from '../../engine/energy';
import type { Database } from '../db/client';
import { projectWeatherYears } from '../db/schema';

/** A project's stored weather year and the coordinates it was made for. */
export interface StoredWeatherYear {
  latitude: number;
  longitude: number;
  weather: WeatherYear;
}

export async function findWeatherYear(
  db: Database,
  projectId: number,
): Promise<StoredWeatherYear | undefined> {
  const [row] = await db
    .select()
    .from(projectWeatherYears)
    .where(eq(projectWeatherYears.projectId, projectId));
  return (
    row && {
      latitude: row.latitude,
      longitude: row.longitude,
      weather: {
        source: row.source === 'era5' ? 'era5' : 'synthetic',
        kind: kindOf(row.source),
        year: row.year,
        method: row.method,
        tDb: row.tDb,
        w: row.w,
        pressure: row.pressure,
      },
    }
  );
}

/** The column holds the year's kind; rows written before design-only years say 'synthetic' for a monthly one. */
const kindOf = (stored: string): WeatherYearKind =>
  stored === 'era5' || stored === 'design' ? stored : 'monthly';

/** Stores (or replaces) project `projectId`'s weather year. */
export async function saveWeatherYear(
  db: Database,
  projectId: number,
  stored: StoredWeatherYear,
): Promise<void> {
  const { year, method, tDb, w, pressure, kind } = stored.weather;
  const values = {
    latitude: stored.latitude,
    longitude: stored.longitude,
    source: kind,
    year,
    method,
    tDb,
    w,
    pressure,
  };
  await db
    .insert(projectWeatherYears)
    .values({ projectId, ...values })
    .onConflictDoUpdate({ target: projectWeatherYears.projectId, set: { ...values, createdAt: new Date() } });
}
