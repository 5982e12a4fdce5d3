import type { AqiCurrent } from '../../../contracts/locations';

/** Hourly US AQI over a period at the grid cell nearest a location. */
export interface AqiHistory {
  gridLat: number;
  gridLng: number;
  time: string[];
  usAqi: (number | null)[];
}

/** Air quality now and in the past year (docs/rules.md#external-data: Open-Meteo's air-quality API on CAMS). */
export interface AirQualityProvider {
  readonly name: string;
  current(lat: number, lng: number): Promise<AqiCurrent>;
  /** Hourly US AQI from `startDate` to `endDate` ('YYYY-MM-DD', local days). */
  history(lat: number, lng: number, startDate: string, endDate: string): Promise<AqiHistory>;
}
