/**
 * Test helpers of the energy tab: the answers of the annual and alternatives calls for position 11 (revision 2) as the
 * server gives them, the year computed by the engine on a synthetic year of Belgrade-like monthly data.
 */
import {
  AlternativesData,
  AnnualData,
  WeatherYearData,
  LIFE_CYCLE_DEFAULTS,
  type Alternative,
  type EnergyPrices,
  type OperatingProfileInput,
} from '../../contracts/energy';
import { PositionInputSchema } from '../../domain/positions';
import { CATALOGUE } from '../../engine/catalogue/catalogue';
import { evaluateAnnual, syntheticYear } from '../../engine/energy';
import { select } from '../../engine/select';
import { defaultSelection } from '../../engine/test/selection';
import { position } from './positions';

const MONTHLY = {
  dryBulbTemperatures: [0.5, 2.5, 7, 12.5, 17.5, 21, 23, 22.8, 18, 12.5, 6.5, 1.8],
  wetBulbTemperatures: [-1, 0.5, 4, 8.5, 12.5, 15.5, 17, 17, 13.5, 9.5, 4.5, 0.5],
  meanDailyTemperatureRange: [6, 8, 10, 11, 11, 11, 12, 12, 11, 10, 7, 6],
};

export const PROFILE: OperatingProfileInput = {
  startHour: 7,
  endHour: 19,
  daysPerWeek: 5,
  roomWinterC: 20,
  roomSummerC: 26,
  supplyRule: 'fixed',
  supplyHeatC: 22,
  supplyCoolC: 18,
  outdoorLowC: -10,
  outdoorHighC: 15,
  supplyMaxW: 0.0105,
  flowShare: 1,
};
export const PRICES: EnergyPrices = {
  electricityEurPerKWh: 0.2,
  heat: { kind: 'heatPump', cop: 3 },
  cold: { kind: 'chiller', eer: 3.5 },
};

/** The CO2 factors of Serbia's grid through the heat pump (COP 3) and the chiller (EER 3.5). */
export const FACTORS = {
  electricityGPerKWh: 600,
  electricitySource: 'Ember, Yearly electricity data, 2023, gCO2e/kWh',
  electricityCountry: 'RS',
  heatGPerKWh: 200,
  coldGPerKWh: 600 / 3.5,
  heatInputGPerKWh: 600,
  coldInputGPerKWh: 600,
  basis: [
    'heat: heat pump, electricity 600 gCO2/kWh / COP 3',
    'cold: chiller, electricity 600 gCO2/kWh / EER 3.5',
  ],
};

/** The annual answer for revision 2 on an ERA5 year, or on a synthetic one of the given kind. */
export function annualData(kind: 'era5' | 'monthly' | 'design' = 'era5'): AnnualData {
  const selection = select(defaultSelection());
  const year = syntheticYear(MONTHLY, 101_325);
  const evaluation = evaluateAnnual(
    selection,
    CATALOGUE,
    year,
    PROFILE,
    PRICES,
    LIFE_CYCLE_DEFAULTS,
    FACTORS,
  );
  return AnnualData.parse({
    positionId: 11,
    revisionNumber: 2,
    profile: PROFILE,
    prices: PRICES,
    lifeCycle: LIFE_CYCLE_DEFAULTS,
    ...evaluation,
    // A filter set at 180 EUR, as a manufacturer's catalogue may price it (the screen prints the answer's figures).
    maintenance: {
      ...evaluation.maintenance,
      filterSetEur: 180,
      filtersEurPerYear: 180,
      totalEurPerYear: 180 + evaluation.maintenance.fixedEurPerYear,
    },
    weather:
      kind === 'era5'
        ? {
            source: 'era5',
            kind,
            label: 'ERA5 2025',
            year: 2025,
            method: 'ERA5 reanalysis, calendar year 2025 (hourly, 29 February left out)',
          }
        : {
            source: 'synthetic',
            kind,
            label:
              kind === 'monthly'
                ? 'Synthetic (monthly design data, day-to-day variation)'
                : 'Design-only (conservative estimate)',
            year: null,
            method: year.method,
          },
  });
}

/** The position's stored input with another fan type: what an alternative carries. */
export function alternativeInput(fanType: 'Standard' | 'Premium') {
  return PositionInputSchema.parse({ ...position(), fanAdvancedSettings: 'On', fanType });
}

const row = (
  over: Partial<Alternative> & Pick<Alternative, 'label' | 'unitTypeId' | 'family' | 'fanType'>,
) => ({
  unitTypeName: over.label.split(',')[0]!,
  current: false,
  priceEur: 10_000,
  etaT: 0.78,
  sfpUnit: 1400,
  ecodesignCompliant: true,
  heaterKWh: 3000,
  coolerKWh: 900,
  fansKWh: 2500,
  preheaterKWh: 0,
  frostProtectionHours: 0,
  recoveredHeatKWh: 14_000,
  recoveredCoolingKWh: 400,
  energyCostEurPerYear: 900,
  maintenanceEurPerYear: 180,
  co2KgPerYear: 2100,
  co2LifeKg: 31_500,
  lifeCycleCostEur: 22_000,
  paybackYears: null,
  input: alternativeInput(over.fanType),
  ...over,
  // The LCC split the chart stacks: investment, energy and maintenance (2 000 EUR) adding up to the LCC.
  lifeCycleCost: {
    investmentEur: over.priceEur ?? 10_000,
    energyPresentValueEur: (over.lifeCycleCostEur ?? 22_000) - (over.priceEur ?? 10_000) - 2000,
    maintenancePresentValueEur: 2000,
    replacementPresentValueEur: 0,
    residualValueEur: 0,
    totalEur: over.lifeCycleCostEur ?? 22_000,
  },
});

/** Seven alternatives, lowest LCC first, R 03 Standard the current one and the cheapest; one refused. */
export function alternativesData(): AlternativesData {
  return AlternativesData.parse({
    positionId: 11,
    revisionNumber: 2,
    weather: annualData().weather,
    profile: PROFILE,
    prices: PRICES,
    lifeCycle: LIFE_CYCLE_DEFAULTS,
    co2Factors: FACTORS,
    alternatives: [
      row({
        label: 'R 03, Premium fans',
        unitTypeId: 3,
        family: 'Rotary',
        fanType: 'Premium',
        priceEur: 11_200,
        lifeCycleCostEur: 19_800,
        paybackYears: 3.4,
        fansKWh: 1900,
      }),
      row({
        label: 'R 03, Standard fans',
        unitTypeId: 3,
        family: 'Rotary',
        fanType: 'Standard',
        priceEur: 9800,
        lifeCycleCostEur: 20_100,
        paybackYears: 0,
        current: true,
      }),
      row({
        label: 'R 04, Premium fans',
        unitTypeId: 4,
        family: 'Rotary',
        fanType: 'Premium',
        priceEur: 12_600,
        lifeCycleCostEur: 20_900,
        paybackYears: 6.1,
      }),
      row({
        label: 'P 08, Standard fans',
        unitTypeId: 8,
        family: 'Plate',
        fanType: 'Standard',
        priceEur: 10_400,
        etaT: 0.71,
        lifeCycleCostEur: 21_500,
        paybackYears: null,
      }),
      row({
        label: 'P 08, Premium fans',
        unitTypeId: 8,
        family: 'Plate',
        fanType: 'Premium',
        priceEur: 11_900,
        etaT: 0.71,
        lifeCycleCostEur: 21_900,
        paybackYears: 9.5,
      }),
      row({
        label: 'EV 13, Standard fans',
        unitTypeId: 13,
        family: 'Enthalpy',
        fanType: 'Standard',
        priceEur: 12_100,
        etaT: 0.74,
        lifeCycleCostEur: 22_800,
        paybackYears: null,
        ecodesignCompliant: false,
      }),
      row({
        label: 'EV 13, Premium fans',
        unitTypeId: 13,
        family: 'Enthalpy',
        fanType: 'Premium',
        priceEur: 13_500,
        etaT: 0.74,
        lifeCycleCostEur: 23_400,
        paybackYears: 14.2,
      }),
    ],
    refused: [
      { label: 'R 04, Standard fans', reason: 'The supply velocity is below the range of this size' },
    ],
  });
}

/** The hourly year of position 11's project as GET /project/item/annual/weather answers it (monthly synthetic). */
export function weatherYearData(): WeatherYearData {
  const year = syntheticYear(MONTHLY, 101_325);
  return WeatherYearData.parse({
    positionId: 11,
    weather: {
      source: 'synthetic',
      kind: 'monthly',
      label: 'Synthetic (monthly design data)',
      year: null,
      method: year.method,
    },
    pressurePa: year.pressure,
    tDbC: year.tDb.map((v) => Number(v.toFixed(2))),
    wKgPerKg: year.w.map((v) => Number(v.toFixed(5))),
  });
}
