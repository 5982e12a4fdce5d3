import { z } from 'zod';
import type { AqiCurrent } from '../../../contracts/locations';
import { getJson, type HttpClientOptions } from '../http';
import { openMeteoUrl } from '../open-meteo';
import type { AirQualityProvider, AqiHistory } from './air-quality.provider';

/** https://open-meteo.com/en/docs/air-quality-api with current=us_aqi,european_aqi. */
const CurrentAnswer = z.object({
  current: z.object({
    time: z.string(),
    us_aqi: z.number().nullable().optional(),
    european_aqi: z.number().nullable().optional(),
  }),
});

/** The same API with hourly=us_aqi between start_date and end_date. */
const HistoryAnswer = z.object({
  latitude: z.number(),
  longitude: z.number(),
  hourly: z.object({ time: z.array(z.string()), us_aqi: z.array(z.number().nullable()) }),
});

export class OpenMeteoAirQuality implements AirQualityProvider {
  readonly name = 'Open-Meteo air quality';

  constructor(
    private readonly endpoint: string,
    private readonly apiKey: string | undefined,
    private readonly http: Omit<HttpClientOptions, 'provider'>,
  ) {}

  async current(lat: number, lng: number): Promise<AqiCurrent> {
    const url = openMeteoUrl(this.endpoint, this.apiKey, {
      latitude: lat,
      longitude: lng,
      current: 'us_aqi,european_aqi',
      timezone: 'auto',
    });
    const { current } = await getJson(url, CurrentAnswer, this.options());
    return { usAqi: current.us_aqi ?? null, europeanAqi: current.european_aqi ?? null, time: current.time };
  }

  async history(lat: number, lng: number, startDate: string, endDate: string): Promise<AqiHistory> {
    const url = openMeteoUrl(this.endpoint, this.apiKey, {
      latitude: lat,
      longitude: lng,
      hourly: 'us_aqi',
      start_date: startDate,
      end_date: endDate,
      timezone: 'auto',
    });
    const answer = await getJson(url, HistoryAnswer, this.options());
    return {
      gridLat: answer.latitude,
      gridLng: answer.longitude,
      time: answer.hourly.time,
      usAqi: answer.hourly.us_aqi,
    };
  }

  private options(): HttpClientOptions {
    return { ...this.http, provider: this.name };
  }
}
