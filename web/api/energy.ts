import {
  AlternativesResponse,
  AnnualResponse,
  WeatherUploadResponse,
  WeatherYearResponse,
  type AnnualRequest,
  type WeatherUploadRequest,
} from '../../contracts/energy';
import { apiCall } from './client';

/** The energy calls of a position (issue 20): its annual energy and LCC, its alternatives, its project's year. */
export const energyApi = {
  annual: (body: AnnualRequest) =>
    apiCall('POST', '/project/item/annual', AnnualResponse, body).then((a) => a.data),
  alternatives: (body: AnnualRequest) =>
    apiCall('POST', '/project/item/annual/alternatives', AlternativesResponse, body).then((a) => a.data),
  weatherYear: (positionId: number) =>
    apiCall('GET', `/project/item/annual/weather?id=${positionId}`, WeatherYearResponse).then((a) => a.data),
  /** The user's own EPW or CSV year for the position's project (issue 25). */
  uploadWeatherYear: (body: WeatherUploadRequest) =>
    apiCall('POST', '/project/item/annual/weather', WeatherUploadResponse, body).then((a) => a.data),
};

/** The settings a caller sends; none means the position's defaults (the answer names them). */
export type EnergySettings = Pick<AnnualRequest, 'profile' | 'prices' | 'lifeCycle'>;
