import type { HourlyYear } from '../../../engine/climate';

/** One calendar year of hourly weather at the grid cell nearest a location. */
export interface ClimateYear {
  year: number;
  hours: HourlyYear;
  /** The grid cell's centre and elevation (m). */
  gridLat: number;
  gridLng: number;
  elevation: number;
}

/** Hourly weather history (docs/rules.md#external-data: Open-Meteo's ERA5 archive), from which the design conditions
 * are computed. */
export interface ClimateProvider {
  readonly name: string;
  hourlyYear(lat: number, lng: number, year: number): Promise<ClimateYear>;
}
