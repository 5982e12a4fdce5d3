import type { Place } from '../../../contracts/locations';

/** Address search and reverse geocoding (docs/rules.md#external-data: Nominatim or Photon, replacing Google's
 * geocoder and places). */
export interface GeocodingProvider {
  readonly name: string;
  /** Places matching a free-text query, best first (at most 5). */
  search(query: string): Promise<Place[]>;
  /** The address at a point; null when there is none (open sea). */
  reverse(lat: number, lng: number): Promise<Place | null>;
}
