/** Elevation of a point (docs/rules.md#external-data: Open-Meteo's elevation API on the Copernicus DEM, replacing
 * Google's). */
export interface ElevationProvider {
  readonly name: string;
  /** m above sea level. */
  elevation(lat: number, lng: number): Promise<number>;
}
