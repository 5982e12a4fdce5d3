import { z } from 'zod';
import type { Place } from '../../../contracts/locations';
import { getJson, type HttpClientOptions } from '../http';
import type { GeocodingProvider } from './geocoding.provider';

/** Photon's GeoJSON answer (https://github.com/komoot/photon#api). */
const PhotonAnswer = z.object({
  features: z.array(
    z.object({
      geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
      properties: z.object({
        name: z.string().optional(),
        street: z.string().optional(),
        housenumber: z.string().optional(),
        postcode: z.string().optional(),
        city: z.string().optional(),
        country: z.string().optional(),
        countrycode: z.string().optional(),
      }),
    }),
  ),
});
type PhotonFeature = z.infer<typeof PhotonAnswer>['features'][number];

function placeOfPhoton({ geometry, properties: p }: PhotonFeature): Place {
  const address = [p.street ?? p.name, p.housenumber].filter(Boolean).join(' ');
  return {
    lat: geometry.coordinates[1],
    lng: geometry.coordinates[0],
    displayName: [address, [p.postcode, p.city].filter(Boolean).join(' '), p.country]
      .filter(Boolean)
      .join(', '),
    address,
    city: p.city ?? null,
    postcode: p.postcode ?? null,
    country: p.country ?? '',
    countryCode: p.countrycode ? p.countrycode.toUpperCase() : null,
  };
}

/** Photon (komoot's OpenStreetMap geocoder), which has no per-second limit and can be self-hosted. */
export class PhotonGeocoder implements GeocodingProvider {
  readonly name = 'Photon';

  constructor(
    private readonly baseUrl: string,
    private readonly http: Omit<HttpClientOptions, 'provider'>,
  ) {}

  async search(query: string): Promise<Place[]> {
    const answer = await getJson(this.url('api', { q: query, limit: '5' }), PhotonAnswer, this.options());
    return answer.features.map(placeOfPhoton);
  }

  async reverse(lat: number, lng: number): Promise<Place | null> {
    const url = this.url('reverse', { lat: String(lat), lon: String(lng) });
    const [first] = (await getJson(url, PhotonAnswer, this.options())).features;
    return first ? placeOfPhoton(first) : null;
  }

  private url(path: string, params: Record<string, string>): URL {
    const url = new URL(`${this.baseUrl.replace(/\/$/, '')}/${path}`);
    for (const [key, value] of Object.entries(params)) {
      url.searchParams.set(key, value);
    }
    return url;
  }

  private options(): HttpClientOptions {
    return { ...this.http, provider: this.name };
  }
}
