import { z } from 'zod';
import { getJson, ProviderError, type HttpClientOptions } from '../http';
import { openMeteoUrl } from '../open-meteo';
import type { ElevationProvider } from './elevation.provider';

/** https://open-meteo.com/en/docs/elevation-api: `{ "elevation": [38.0] }`, one value per coordinate (90 m DEM). */
const ElevationAnswer = z.object({ elevation: z.array(z.number().nullable()) });

export class OpenMeteoElevation implements ElevationProvider {
  readonly name = 'Open-Meteo elevation';

  constructor(
    private readonly endpoint: string,
    private readonly apiKey: string | undefined,
    private readonly http: Omit<HttpClientOptions, 'provider'>,
  ) {}

  async elevation(lat: number, lng: number): Promise<number> {
    const url = openMeteoUrl(this.endpoint, this.apiKey, { latitude: lat, longitude: lng });
    const [value] = (await getJson(url, ElevationAnswer, { ...this.http, provider: this.name })).elevation;
    if (typeof value !== 'number') {
      throw new ProviderError(502, this.name, `${this.name} has no elevation for this location`);
    }
    return value;
  }
}
