/**
 * The demo HYDRApro unit catalogue (docs/rules.md#pool-catalogue): ids 1-36, size codes 06.03 ... 24.15.
 * Data only, like engine/catalogue/compact-pro.ts: a manufacturer replaces the rows with its own. docs/engine.md,
 * "Pool dehumidification", states the readings: ids 1-8 are the compact family (the original's "id < 9 is COMPACT
 * BASIC" names the family; 1-4 COMPACT BASIC, 5-8 COMPACT GENIUS), 9-22 BASIC and 23-36 GENIUS of the same 14 sizes.
 * The first two digits of the size code times 500 give the unit's maximum air volume.
 */

export const POOL_UNIT_TYPES = ['COMPACT BASIC', 'COMPACT GENIUS', 'BASIC', 'GENIUS'] as const;
export type PoolUnitType = (typeof POOL_UNIT_TYPES)[number];

export interface PoolUnit {
  id: number;
  type: PoolUnitType;
  /** Size code. */
  unit: string;
  widthMm: number;
  lengthMm: number;
  heightMm: number;
  weightKg: number;
  /** List price of one unit, EUR. */
  priceEur: number;
  /** The most air one unit moves, m3/h. */
  maxAirVolumeM3h: number;
}

// prettier-ignore
export const POOL_UNITS: readonly PoolUnit[] = [
  { id: 1, type: 'COMPACT BASIC', unit: '06.03', widthMm: 820, lengthMm: 1860, heightMm: 1350, weightKg: 430, priceEur: 19900, maxAirVolumeM3h: 3000 },
  { id: 2, type: 'COMPACT BASIC', unit: '07.04', widthMm: 840, lengthMm: 1920, heightMm: 1380, weightKg: 455, priceEur: 21300, maxAirVolumeM3h: 3500 },
  { id: 3, type: 'COMPACT BASIC', unit: '08.05', widthMm: 860, lengthMm: 1980, heightMm: 1400, weightKg: 485, priceEur: 22700, maxAirVolumeM3h: 4000 },
  { id: 4, type: 'COMPACT BASIC', unit: '09.06', widthMm: 880, lengthMm: 2040, heightMm: 1430, weightKg: 510, priceEur: 24100, maxAirVolumeM3h: 4500 },
  { id: 5, type: 'COMPACT GENIUS', unit: '06.03', widthMm: 820, lengthMm: 1860, heightMm: 1350, weightKg: 455, priceEur: 23500, maxAirVolumeM3h: 3000 },
  { id: 6, type: 'COMPACT GENIUS', unit: '07.04', widthMm: 840, lengthMm: 1920, heightMm: 1380, weightKg: 485, priceEur: 25150, maxAirVolumeM3h: 3500 },
  { id: 7, type: 'COMPACT GENIUS', unit: '08.05', widthMm: 860, lengthMm: 1980, heightMm: 1400, weightKg: 515, priceEur: 26800, maxAirVolumeM3h: 4000 },
  { id: 8, type: 'COMPACT GENIUS', unit: '09.06', widthMm: 880, lengthMm: 2040, heightMm: 1430, weightKg: 545, priceEur: 28450, maxAirVolumeM3h: 4500 },
  { id: 9, type: 'BASIC', unit: '10.06', widthMm: 1350, lengthMm: 3550, heightMm: 1700, weightKg: 870, priceEur: 32500, maxAirVolumeM3h: 5000 },
  { id: 10, type: 'BASIC', unit: '11.07', widthMm: 1400, lengthMm: 3650, heightMm: 1740, weightKg: 915, priceEur: 34150, maxAirVolumeM3h: 5500 },
  { id: 11, type: 'BASIC', unit: '12.07', widthMm: 1440, lengthMm: 3740, heightMm: 1780, weightKg: 960, priceEur: 35800, maxAirVolumeM3h: 6000 },
  { id: 12, type: 'BASIC', unit: '13.08', widthMm: 1490, lengthMm: 3840, heightMm: 1820, weightKg: 1005, priceEur: 37450, maxAirVolumeM3h: 6500 },
  { id: 13, type: 'BASIC', unit: '14.09', widthMm: 1530, lengthMm: 3930, heightMm: 1860, weightKg: 1050, priceEur: 39100, maxAirVolumeM3h: 7000 },
  { id: 14, type: 'BASIC', unit: '15.09', widthMm: 1580, lengthMm: 4030, heightMm: 1900, weightKg: 1095, priceEur: 40750, maxAirVolumeM3h: 7500 },
  { id: 15, type: 'BASIC', unit: '16.10', widthMm: 1620, lengthMm: 4120, heightMm: 1940, weightKg: 1140, priceEur: 42400, maxAirVolumeM3h: 8000 },
  { id: 16, type: 'BASIC', unit: '17.11', widthMm: 1670, lengthMm: 4220, heightMm: 1980, weightKg: 1185, priceEur: 44050, maxAirVolumeM3h: 8500 },
  { id: 17, type: 'BASIC', unit: '18.11', widthMm: 1710, lengthMm: 4310, heightMm: 2020, weightKg: 1230, priceEur: 45700, maxAirVolumeM3h: 9000 },
  { id: 18, type: 'BASIC', unit: '19.12', widthMm: 1760, lengthMm: 4410, heightMm: 2060, weightKg: 1275, priceEur: 47350, maxAirVolumeM3h: 9500 },
  { id: 19, type: 'BASIC', unit: '20.13', widthMm: 1800, lengthMm: 4500, heightMm: 2100, weightKg: 1320, priceEur: 49000, maxAirVolumeM3h: 10000 },
  { id: 20, type: 'BASIC', unit: '21.13', widthMm: 1850, lengthMm: 4600, heightMm: 2140, weightKg: 1365, priceEur: 50650, maxAirVolumeM3h: 10500 },
  { id: 21, type: 'BASIC', unit: '22.14', widthMm: 1890, lengthMm: 4690, heightMm: 2180, weightKg: 1410, priceEur: 52300, maxAirVolumeM3h: 11000 },
  { id: 22, type: 'BASIC', unit: '24.15', widthMm: 1980, lengthMm: 4880, heightMm: 2260, weightKg: 1500, priceEur: 55600, maxAirVolumeM3h: 12000 },
  { id: 23, type: 'GENIUS', unit: '10.06', widthMm: 1350, lengthMm: 3550, heightMm: 1700, weightKg: 930, priceEur: 39650, maxAirVolumeM3h: 5000 },
  { id: 24, type: 'GENIUS', unit: '11.07', widthMm: 1400, lengthMm: 3650, heightMm: 1740, weightKg: 980, priceEur: 41650, maxAirVolumeM3h: 5500 },
  { id: 25, type: 'GENIUS', unit: '12.07', widthMm: 1440, lengthMm: 3740, heightMm: 1780, weightKg: 1025, priceEur: 43700, maxAirVolumeM3h: 6000 },
  { id: 26, type: 'GENIUS', unit: '13.08', widthMm: 1490, lengthMm: 3840, heightMm: 1820, weightKg: 1075, priceEur: 45700, maxAirVolumeM3h: 6500 },
  { id: 27, type: 'GENIUS', unit: '14.09', widthMm: 1530, lengthMm: 3930, heightMm: 1860, weightKg: 1125, priceEur: 47700, maxAirVolumeM3h: 7000 },
  { id: 28, type: 'GENIUS', unit: '15.09', widthMm: 1580, lengthMm: 4030, heightMm: 1900, weightKg: 1170, priceEur: 49700, maxAirVolumeM3h: 7500 },
  { id: 29, type: 'GENIUS', unit: '16.10', widthMm: 1620, lengthMm: 4120, heightMm: 1940, weightKg: 1220, priceEur: 51750, maxAirVolumeM3h: 8000 },
  { id: 30, type: 'GENIUS', unit: '17.11', widthMm: 1670, lengthMm: 4220, heightMm: 1980, weightKg: 1270, priceEur: 53750, maxAirVolumeM3h: 8500 },
  { id: 31, type: 'GENIUS', unit: '18.11', widthMm: 1710, lengthMm: 4310, heightMm: 2020, weightKg: 1315, priceEur: 55750, maxAirVolumeM3h: 9000 },
  { id: 32, type: 'GENIUS', unit: '19.12', widthMm: 1760, lengthMm: 4410, heightMm: 2060, weightKg: 1365, priceEur: 57750, maxAirVolumeM3h: 9500 },
  { id: 33, type: 'GENIUS', unit: '20.13', widthMm: 1800, lengthMm: 4500, heightMm: 2100, weightKg: 1410, priceEur: 59800, maxAirVolumeM3h: 10000 },
  { id: 34, type: 'GENIUS', unit: '21.13', widthMm: 1850, lengthMm: 4600, heightMm: 2140, weightKg: 1460, priceEur: 61800, maxAirVolumeM3h: 10500 },
  { id: 35, type: 'GENIUS', unit: '22.14', widthMm: 1890, lengthMm: 4690, heightMm: 2180, weightKg: 1510, priceEur: 63800, maxAirVolumeM3h: 11000 },
  { id: 36, type: 'GENIUS', unit: '24.15', widthMm: 1980, lengthMm: 4880, heightMm: 2260, weightKg: 1605, priceEur: 67850, maxAirVolumeM3h: 12000 },
];

/** A pool unit catalogue: the series name, whether it is the invented demo data, and its entries in id order. */
export interface PoolCatalogue {
  name: string;
  demo: boolean;
  units: readonly PoolUnit[];
}

/** The demo HYDRApro catalogue, the default. */
export const POOL_CATALOGUE: PoolCatalogue = { name: 'HYDRApro', demo: true, units: POOL_UNITS };

/** The catalogue entry `id` of `catalogue` (default the demo), or undefined. */
export function poolUnit(id: number, catalogue: PoolCatalogue = POOL_CATALOGUE): PoolUnit | undefined {
  return catalogue.units.find((u) => u.id === id);
}

/** The entries whose maximum air volume covers `airM3h` (the air one unit must move), in id order. */
export function poolUnitsFor(airM3h: number, catalogue: PoolCatalogue = POOL_CATALOGUE): PoolUnit[] {
  return catalogue.units.filter((u) => u.maxAirVolumeM3h >= airM3h);
}
