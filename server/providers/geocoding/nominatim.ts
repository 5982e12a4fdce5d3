import { z } from 'zod';
import type { Place } from '../../../contracts/locations';
import { getJson, IntervalLimiter, type HttpClientOptions } from '../http';
import type { GeocodingProvider } from './geocoding.provider';

/** Nominatim's jsonv2 place with addressdetails=1 (https://nominatim.org/release-docs/latest/api/Output/). */
const NominatimPlace = z.object({
  lat: z.string(),
  lon: z.string(),
  display_name: z.string(),
  address: z
    .object({
      road: z.string().optional(),
      pedestrian: z.string().optional(),
      house_number: z.string().optional(),
      city: z.string().optional(),
      town: z.string().optional(),
      village: z.string().optional(),
      municipality: z.string().optional(),
      postcode: z.string().optional(),
      country: z.string().optional(),
      country_code: z.string().optional(),
    })
    .default({}),
});
/** Reverse geocoding answers `{ error: 'Unable to geocode' }` where there is no address. */
const NominatimReverse = z.union([NominatimPlace, z.object({ error: z.string() })]);

export function placeOfNominatim(place: z.infer<typeof NominatimPlace>): Place {
  const a = place.address;
  const street = a.road ?? a.pedestrian;
  return {
    lat: Number(place.lat),
    lng: Number(place.lon),
    displayName: place.display_name,
    address: [street, a.house_number].filter(Boolean).join(' '),
    city: a.city ?? a.town ?? a.village ?? a.municipality ?? null,
    postcode: a.postcode ?? null,
    country: a.country ?? '',
    countryCode: a.country_code ? a.country_code.toUpperCase() : null,
  };
}

/**
 * Nominatim (OpenStreetMap). Its usage policy asks for an identifying User-Agent and at most one request per second,
 * hence the limiter shared by every call of this client; answers are cached by the caller.
 */
export class NominatimGeocoder implements GeocodingProvider {
  readonly name = 'Nominatim';
  private readonly limiter: IntervalLimiter;

  constructor(
    private readonly baseUrl: string,
    private readonly http: Omit<HttpClientOptions, 'provider'>,
    minIntervalMs = 1000,
  ) {
    this.limiter = new IntervalLimiter(minIntervalMs);
  }

  async search(query: string): Promise<Place[]> {
    const url = this.url('search', { q: query, limit: '5' });
    const places = await this.limiter.run(() => getJson(url, z.array(NominatimPlace), this.options()));
    return places.map(placeOfNominatim);
  }

  async reverse(lat: number, lng: number): Promise<Place | null> {
    const url = this.url('reverse', { lat: String(lat), lon: String(lng), zoom: '18' });
    const answer = await this.limiter.run(() => getJson(url, NominatimReverse, this.options()));
    return 'error' in answer ? null : placeOfNominatim(answer);
  }

  private url(path: string, params: Record<string, string>): URL {
    const url = new URL(`${this.baseUrl.replace(/\/$/, '')}/${path}`);
    for (const [key, value] of Object.entries({ ...params, format: 'jsonv2', addressdetails: '1' })) {
      url.searchParams.set(key, value);
    }
    return url;
  }

  private options(): HttpClientOptions {
    return { ...this.http, provider: this.name };
  }
}
