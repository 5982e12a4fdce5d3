import { describe, expect, it } from 'vitest';
import type { EnergyPrices, WeatherYearInfo } from '../../../contracts/energy';
import { co2Factors, gridCo2 } from '../../../engine/energy';
import { numberFormatter } from './texts';
import { co2Texts, weatherTexts } from './energy-words';

const HEATS: EnergyPrices['heat'][] = [
  { kind: 'price', eurPerKWh: 0.1 },
  { kind: 'price', eurPerKWh: 0.1, gCo2PerKWh: 180 },
  { kind: 'boiler', fuelEurPerKWh: 0.08, efficiency: 0.92 },
  { kind: 'boiler', fuelEurPerKWh: 0.08, efficiency: 0.92, fuelGCo2PerKWh: 250 },
  { kind: 'heatPump' },
];
const COLDS: EnergyPrices['cold'][] = [
  { kind: 'price', eurPerKWh: 0.1 },
  { kind: 'price', eurPerKWh: 0.1, gCo2PerKWh: 90 },
  { kind: 'chiller' },
];

describe("the energy page's engine sentences in German and Serbian (issue 31 point 3)", () => {
  it('words the CO2 basis of every heat and cold supply and the grid source from the figures, numbers as the language writes them', () => {
    for (const country of ['RS', null]) {
      for (const [i, heat] of HEATS.entries()) {
        const cold = COLDS[i % COLDS.length]!;
        const prices: EnergyPrices = { electricityEurPerKWh: 0.12, heat, cold };
        const factors = co2Factors(prices, gridCo2(country));
        const annual = { co2: { factors } as never, prices };
        expect(co2Texts(annual, 'en', numberFormatter('en'))).toEqual({
          source: factors.electricitySource,
          basis: factors.basis,
        });
        for (const language of ['de', 'sr'] as const) {
          const words = co2Texts(annual, language, numberFormatter(language));
          expect(words.source).not.toContain('as compiled');
          expect(words.source).toContain(country === null ? '2022' : '2023');
          words.basis.forEach((line, j) => {
            expect(line).not.toBe(factors.basis[j]);
            expect(line).not.toMatch(/\b(heat|cold|bought|boiler|chiller|hour by hour)\b/);
          });
          if (heat.kind === 'heatPump') {
            // 636.06 g/kWh, the Serbian grid's factor, with the decimal comma.
            expect(words.basis[0]).toContain(
              `${numberFormatter(language)(factors.electricityGPerKWh, 2)} gCO2/kWh`,
            );
          }
        }
      }
    }
  });

  it('words every kind of weather year, keeping its years, months and file', () => {
    const years: WeatherYearInfo[] = [
      {
        source: 'era5',
        kind: 'era5',
        label: 'ERA5 2025',
        year: 2025,
        method: 'ERA5 reanalysis, calendar year 2025 (hourly, 29 February left out)',
      },
      {
        source: 'era5',
        kind: 'reference',
        label: 'Reference year (ISO 15927-4, years 2016-2025)',
        year: null,
        method:
          'reference year (ISO 15927-4, years 2016-2025): ERA5 reanalysis, months chosen by the Finkelstein-Schafer statistic of daily dry bulb and relative humidity (2019, 2017, 2020, 2016, 2018, 2021, 2022, 2016, 2024, 2025, 2023, 2019)',
      },
      { source: 'synthetic', kind: 'monthly', label: 'Synthetic', year: null, method: 'synthetic: monthly' },
      {
        source: 'synthetic',
        kind: 'design',
        label: 'Design-only',
        year: null,
        method: 'design-only: no climate data',
      },
      {
        source: 'uploaded',
        kind: 'uploaded',
        label: 'uploaded: Novi Sad.epw',
        year: null,
        method: 'uploaded: Novi Sad.epw',
      },
    ];
    for (const weather of years) {
      expect(weatherTexts(weather, 'en')).toEqual({ label: weather.label, method: weather.method });
      for (const language of ['de', 'sr'] as const) {
        const { label, method } = weatherTexts(weather, language);
        expect(method).not.toBe(weather.method);
        if (weather.kind === 'era5') {
          expect(label).toBe('ERA5 2025');
          expect(method).toContain('2025');
        } else {
          expect(label).not.toBe(weather.label);
        }
        if (weather.kind === 'reference') {
          expect(label).toContain('2016-2025');
          expect(method).toContain('2019, 2017, 2020');
        }
        if (weather.kind === 'uploaded') {
          expect(label).toContain('Novi Sad.epw');
          expect(method).toContain('Novi Sad.epw');
        }
      }
    }
  });
});
