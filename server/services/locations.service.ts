import type { AqiCurrent, AqiYearly, Conditions, Electricity, Place } from '../../contracts/locations';
import { aqiYear, dailyMeans, designConditions, distanceKm } from '../../engine/climate';
import { era5Year, referenceYear, type WeatherYear } from '../../engine/energy';
import { roundTo } from '../../engine/numbers';
import type { Database } from '../db/client';
import { notFound } from '../errors';
import type { AirQualityProvider } from '../providers/air-quality/air-quality.provider';
import type { ClimateProvider } from '../providers/climate/climate.provider';
import type { ElectricityProvider } from '../providers/electricity/electricity.provider';
import type { ElevationProvider } from '../providers/elevation/elevation.provider';
import type { GeocodingProvider } from '../providers/geocoding/geocoding.provider';
import { claim, readCached, releaseClaim, writeCached } from '../repositories/provider-cache.repository';

export interface LocationProviders {
  geocoder: GeocodingProvider;
  elevation: ElevationProvider;
  climate: ClimateProvider;
  airQuality: AirQualityProvider;
  electricity: ElectricityProvider;
}

/**
 * Calendar years a reference year is chosen from (the last complete one and the ones before it): EN ISO 15927-4 asks
 * for at least ten years of data, more where available.
 */
export const REFERENCE_YEARS = 10;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** How long an answer stays cached: places and terrain barely change; a past year never does; air quality does. */
const TTL_MS = {
  geocoding: 30 * DAY_MS,
  elevation: 365 * DAY_MS,
  climate: 365 * DAY_MS,
  aqiCurrent: HOUR_MS,
  aqiYearly: 7 * DAY_MS,
} as const;

/**
 * How long a process may hold a cell's reference year claim: nine archive calls of at most PROVIDER_TIMEOUT_MS (10 s by
 * default) and the selection take far less; a process that died holding one is waited for this long.
 */
const REFERENCE_CLAIM_MS = 10 * 60_000;

/** ERA5 and CAMS are 0.25 degree grids (and the air-quality one 0.1 degree in Europe): one cache entry per cell. */
const cell = (value: number, size: number) => (Math.round(value / size) * size).toFixed(2);
/** An hourly year as the cache keeps it: dry bulb to 0.01 K, humidity ratio to 1e-6 kg/kg. */
const rounded = (weather: WeatherYear): WeatherYear => ({
  ...weather,
  tDb: weather.tDb.map((t) => Math.round(t * 100) / 100),
  w: weather.w.map((w) => Math.round(w * 1e6) / 1e6),
});
/** A point to about 1 m, so a dragged marker is a new look-up but a repeated one is not. */
const point = (lat: number, lng: number) => `${lat.toFixed(5)},${lng.toFixed(5)}`;

/**
 * The location look-ups of the project form (docs/rules.md#project-form), each cached in the database
 * (docs/rules.md#external-data) so a second identical look-up never reaches the provider. Failures are ProviderErrors
 * (502/503 with a clear message).
 */
export class LocationService {
  constructor(
    private readonly db: Database,
    private readonly providers: LocationProviders,
    private readonly now: () => Date = () => new Date(),
  ) {}

  search(query: string): Promise<Place[]> {
    const normalized = query.trim().replace(/\s+/g, ' ').toLowerCase();
    const { geocoder } = this.providers;
    return this.cached(`geo:${geocoder.name}:search:${normalized}`, geocoder.name, TTL_MS.geocoding, () =>
      geocoder.search(query.trim()),
    );
  }

  reverse(lat: number, lng: number): Promise<Place | null> {
    const { geocoder } = this.providers;
    return this.cached(
      `geo:${geocoder.name}:reverse:${point(lat, lng)}`,
      geocoder.name,
      TTL_MS.geocoding,
      () => geocoder.reverse(lat, lng),
    );
  }

  /** Elevation in whole metres (docs/rules.md#project-form: elevation is rounded). */
  async elevation(lat: number, lng: number): Promise<number> {
    const { elevation } = this.providers;
    const metres = await this.cached(`elevation:${point(lat, lng)}`, elevation.name, TTL_MS.elevation, () =>
      elevation.elevation(lat, lng),
    );
    return Math.round(metres);
  }

  /** Design conditions of the last complete calendar year at the location's ERA5 cell, the ASHRAE way. */
  conditions(lat: number, lng: number): Promise<Conditions> {
    const year = this.now().getUTCFullYear() - 1;
    const { climate } = this.providers;
    return this.cached(
      `climate:${year}:${cell(lat, 0.25)},${cell(lng, 0.25)}`,
      climate.name,
      TTL_MS.climate,
      async () => {
        const history = await climate.hourlyYear(lat, lng, year);
        const design = designConditions(history.hours);
        return {
          basicDesignConditions: {
            summerDesignConditions: {
              outdoorTemperature: roundTo(design.cooling.tDb, 1),
              wetBulbTemperature: roundTo(design.cooling.tWb, 1),
              dewPointTemperature: roundTo(design.cooling.tDp, 1),
              outdoorHumidity: roundTo(design.cooling.rhPct, 1),
            },
            winterDesignConditions: {
              outdoorTemperature: roundTo(design.heating.tDb, 1),
              outdoorHumidity: roundTo(design.heating.rhPct, 1),
              // kg/kg to g/kg, as the form shows it.
              outdoorHumidityRatio: roundTo(design.heating.w * 1000, 2),
            },
            distance: roundTo(distanceKm({ lat, lng }, { lat: history.gridLat, lng: history.gridLng }), 1),
            elevation: Math.round(history.elevation),
            year,
          },
          monthlyDesign: {
            dryBulbTemperatures: design.monthly.dryBulbTemperatures.map((v) => roundTo(v, 1)),
            wetBulbTemperatures: design.monthly.wetBulbTemperatures.map((v) => roundTo(v, 1)),
            meanDailyTemperatureRange: design.monthly.meanDailyTemperatureRange.map((v) => roundTo(v, 1)),
          },
        };
      },
    );
  }

  /**
   * The hours of the same ERA5 year as conditions(), for the annual energy: 8760 hours of dry bulb and humidity
   * ratio (rounded to 0.01 K and 1e-6 kg/kg to keep the cache entry small). One archive call, then the cache.
   */
  hourlyWeather(lat: number, lng: number): Promise<WeatherYear> {
    const year = this.now().getUTCFullYear() - 1;
    const { climate } = this.providers;
    return this.cached(
      `climate-hours:${year}:${cell(lat, 0.25)},${cell(lng, 0.25)}`,
      climate.name,
      TTL_MS.climate,
      async () => rounded(era5Year((await climate.hourlyYear(lat, lng, year)).hours, year)),
    );
  }

  /**
   * The reference year (EN ISO 15927-4 month selection, engine/energy/reference-year.ts) of the REFERENCE_YEARS
   * calendar years up to the last complete one at the location's ERA5 cell, rounded as hourlyWeather's. The last year
   * is hourlyWeather's (cached); the others are asked of the archive one after the other, one call each (it gives one
   * calendar year a call), and only the reference year is cached: a failure asks again from the first year next time.
   * Slow (nine calls of about 0.3 MB): for the background, never a request's path. `signal` stops it between calls.
   * Undefined while another process is making the same cell's (a claim in the cache table: one at a time per cell).
   */
  async referenceWeather(lat: number, lng: number, signal?: AbortSignal): Promise<WeatherYear | undefined> {
    const last = this.now().getUTCFullYear() - 1;
    const first = last - REFERENCE_YEARS + 1;
    const { climate } = this.providers;
    const key = `climate-reference:${first}-${last}:${cell(lat, 0.25)},${cell(lng, 0.25)}`;
    const claimKey = `claim:${key}`;
    const expiresAt = new Date(this.now().getTime() + REFERENCE_CLAIM_MS);
    if (!(await claim(this.db, { key: claimKey, provider: climate.name, expiresAt }))) {
      return undefined;
    }
    try {
      return await this.cached(key, climate.name, TTL_MS.climate, async () => {
        const years: WeatherYear[] = [];
        for (let year = first; year < last; year++) {
          signal?.throwIfAborted();
          years.push(rounded(era5Year((await climate.hourlyYear(lat, lng, year)).hours, year)));
        }
        signal?.throwIfAborted();
        years.push(await this.hourlyWeather(lat, lng));
        return rounded(referenceYear(years).weather);
      });
    } finally {
      await releaseClaim(this.db, claimKey);
    }
  }

  aqiCurrent(lat: number, lng: number): Promise<AqiCurrent> {
    const { airQuality } = this.providers;
    return this.cached(
      `aqi:current:${cell(lat, 0.1)},${cell(lng, 0.1)}`,
      airQuality.name,
      TTL_MS.aqiCurrent,
      () => airQuality.current(lat, lng),
    );
  }

  /** The past 365 days of daily US AQI: yearly average and days per category; null where there is no history. */
  aqiYearly(lat: number, lng: number): Promise<AqiYearly | null> {
    const end = new Date(this.now().getTime() - DAY_MS);
    const start = new Date(end.getTime() - 364 * DAY_MS);
    const day = (date: Date) => date.toISOString().slice(0, 10);
    const { airQuality } = this.providers;
    return this.cached(
      `aqi:yearly:${day(end)}:${cell(lat, 0.1)},${cell(lng, 0.1)}`,
      airQuality.name,
      TTL_MS.aqiYearly,
      async () => {
        const history = await airQuality.history(lat, lng, day(start), day(end));
        const daily = dailyMeans(history.time, history.usAqi);
        const year = aqiYear(daily);
        if (!year) {
          return null;
        }
        const dates = [...new Set(history.time.map((t) => t.slice(0, 10)))];
        return {
          yearlyAverage: roundTo(year.yearlyAverage, 1),
          qualityGood: year.days.good,
          qualityModerate: year.days.moderate,
          qualitySensitive: year.days.sensitive,
          qualityUnhealthy: year.days.unhealthy,
          qualityUnhealthyV: year.days.veryUnhealthy,
          qualityHazardous: year.days.hazardous,
          distance: Number(
            distanceKm({ lat, lng }, { lat: history.gridLat, lng: history.gridLng }).toFixed(1),
          ),
          history: dates.map((date, i) => ({
            date,
            aqi: daily[i] === null || daily[i] === undefined ? null : Math.round(daily[i]),
          })),
        };
      },
    );
  }

  electricity(countryCode: string): Electricity {
    const prices = this.providers.electricity.prices(countryCode);
    if (!prices) {
      throw notFound(`Electricity prices for ${countryCode}`);
    }
    return prices;
  }

  /** The cached answer under `key`, else `load`'s (stored until `ttlMs` from now). Failures are never cached. */
  private async cached<T>(key: string, provider: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    // Stored wrapped, so that a null answer ("no address here") is a hit too.
    const hit = (await readCached(this.db, key)) as { answer: T } | undefined;
    if (hit !== undefined) {
      return hit.answer;
    }
    const value = await load();
    await writeCached(this.db, {
      key,
      provider,
      value: { answer: value },
      expiresAt: new Date(this.now().getTime() + ttlMs),
    });
    return value;
  }
}
