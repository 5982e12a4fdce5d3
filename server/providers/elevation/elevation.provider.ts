/** Elevation of a point (part 5: Open-Meteo's elevation API on the Copernicus DEM, replacing Google's). */
export interface ElevationProvider {
  readonly name: string;
  /** m above sea level. */
  elevation(lat: number, lng: number): Promise<number>;
}
