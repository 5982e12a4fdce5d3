import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../catalogue/catalogue';
import { select } from '../select';
import { defaultSelection } from '../test/selection';
import type { AnnualEnergy, EnergyTotals } from './annual';
import { annualCo2, filterSetPriceEur, maintenanceCost, NATURAL_GAS_G_CO2_PER_KWH } from './running-costs';

const totals = (
  heatInputKWh: number,
  coldInputKWh: number,
  fansKWh: number,
  preheaterKWh = 0,
): EnergyTotals => ({
  operatingHours: 0,
  heaterKWh: 0,
  reheatKWh: 0,
  coolerKWh: 0,
  fansKWh,
  preheaterKWh,
  recoveredHeatKWh: 0,
  recoveredCoolingKWh: 0,
  ventilationHeatDemandKWh: 0,
  heatInputKWh,
  coldInputKWh,
  frostProtectionHours: 0,
});

describe('CO2 of a year', () => {
  it('takes natural gas at IPCC 2006 vol. 2 Table 2.2: 56 100 kg CO2/TJ = 202 g/kWh (NCV)', () => {
    // 1 TJ = 1e12 J / 3.6e6 J/kWh = 277 778 kWh.
    expect(NATURAL_GAS_G_CO2_PER_KWH).toBeCloseTo((56_100 * 1000) / (1e12 / 3.6e6), 0);
  });

  it('multiplies each component by its intensity, by month and year; a carrier without a factor counts nothing', () => {
    const months = Array.from({ length: 12 }, (_, i) => totals(100 * i, 10 * i, 50));
    const year = totals(
      months.reduce((s, m) => s + m.heatInputKWh, 0),
      months.reduce((s, m) => s + m.coldInputKWh, 0),
      600,
    );
    const energy = { months, year } as AnnualEnergy;
    const co2 = annualCo2(energy, { heatInputGPerKWh: 200, coldInputGPerKWh: null, electricityGPerKWh: 400 });
    // Heat 6600 kWh x 200 g = 1320 kg; fans 600 kWh x 400 g = 240 kg.
    expect(co2.year).toEqual({ heatKg: 1320, coldKg: 0, fansKg: 240, preheaterKg: 0, totalKg: 1560 });
    expect(co2.months.reduce((s, m) => s + m.totalKg, 0)).toBeCloseTo(1560, 9);
    // The frost preheater's electricity at the grid's factor: 250 kWh x 400 g = 100 kg.
    const preheated = annualCo2(
      { months, year: totals(0, 0, 0, 250) },
      {
        heatInputGPerKWh: 200,
        coldInputGPerKWh: null,
        electricityGPerKWh: 400,
      },
    );
    expect(preheated.year.preheaterKg).toBe(100);
  });
});

describe('maintenance after EN 15459-1', () => {
  it('prices a filter change from the catalogue: both sections’ face area at the class’s replacement price', () => {
    const selection = select(defaultSelection());
    const { supply, return: ret } = selection.filters;
    const byHand =
      supply.faceArea * CATALOGUE.filters[supply.filterClass].replacementEurPerM2! +
      ret.faceArea * CATALOGUE.filters[ret.filterClass].replacementEurPerM2!;
    expect(filterSetPriceEur(selection, CATALOGUE)).toBeCloseTo(byHand, 2);
    expect(byHand).toBeGreaterThan(0);
    const unpriced = {
      ...CATALOGUE,
      filters: { ...CATALOGUE.filters, M6: { ...CATALOGUE.filters.M6, replacementEurPerM2: undefined } },
    };
    expect(filterSetPriceEur(selection, unpriced)).toBeNull();
  });

  it('adds the filter changes and the share of the investment', () => {
    const m = maintenanceCost({
      investmentEur: 10_000,
      filterSetEur: 120,
      filterChangesPerYear: 2,
      maintenanceShare: 0.015,
    });
    expect(m.filtersEurPerYear).toBe(240);
    expect(m.fixedEurPerYear).toBe(150);
    expect(m.totalEurPerYear).toBe(390);
    expect(() => maintenanceCost({ ...m, maintenanceShare: 0.5 })).toThrow(/maintenance share/);
  });
});
