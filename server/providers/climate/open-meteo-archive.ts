import { z } from 'zod';
import { getJson, type HttpClientOptions } from '../http';
import { openMeteoUrl } from '../open-meteo';
import type { ClimateProvider, ClimateYear } from './climate.provider';

const values = z.array(z.number().nullable());

/**
 * https://open-meteo.com/en/docs/historical-weather-api with hourly=temperature_2m,dew_point_2m,surface_pressure and
 * timezone=auto: local times, C, C and hPa.
 */
const ArchiveAnswer = z.object({
  latitude: z.number(),
  longitude: z.number(),
  elevation: z.number(),
  hourly: z.object({
    time: z.array(z.string()),
    temperature_2m: values,
    dew_point_2m: values,
    surface_pressure: values,
  }),
});

/** Open-Meteo's historical weather API on the ERA5 reanalysis (0.25 degrees), one calendar year per call. */
export class OpenMeteoArchive implements ClimateProvider {
  readonly name = 'Open-Meteo weather archive';

  constructor(
    private readonly endpoint: string,
    private readonly apiKey: string | undefined,
    private readonly http: Omit<HttpClientOptions, 'provider'>,
  ) {}

  async hourlyYear(lat: number, lng: number, year: number): Promise<ClimateYear> {
    const url = openMeteoUrl(this.endpoint, this.apiKey, {
      latitude: lat,
      longitude: lng,
      start_date: `${year}-01-01`,
      end_date: `${year}-12-31`,
      hourly: 'temperature_2m,dew_point_2m,surface_pressure',
      models: 'era5',
      timezone: 'auto',
    });
    const answer = await getJson(url, ArchiveAnswer, { ...this.http, provider: this.name });
    return {
      year,
      gridLat: answer.latitude,
      gridLng: answer.longitude,
      elevation: answer.elevation,
      hours: {
        time: answer.hourly.time,
        tDb: answer.hourly.temperature_2m,
        tDp: answer.hourly.dew_point_2m,
        // hPa to Pa.
        pressure: answer.hourly.surface_pressure.map((p) => (p === null ? null : p * 100)),
      },
    };
  }
}
