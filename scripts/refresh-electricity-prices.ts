import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { PriceTableSchema, type PriceTable } from '../server/providers/electricity/price-table';

/**
 * Rewrites server/providers/electricity/prices.json from Eurostat's dissemination API (JSON-stat 2.0):
 * nrg_pc_205 (non-household, band ID 2 000-20 000 MWh, excluding VAT and recoverable taxes) for the business price
 * and nrg_pc_204 (household, band DC 2 500-5 000 kWh, all taxes) for the household price, EUR/kWh, the newest
 * semester each country has. Run by hand (`npx tsx scripts/refresh-electricity-prices.ts`); never in tests.
 */
const API = 'https://ec.europa.eu/eurostat/api/dissemination/statistics/1.0/data';
const TABLE_PATH = fileURLToPath(new URL('../server/providers/electricity/prices.json', import.meta.url));

const DATASETS = {
  business: { code: 'nrg_pc_205', filters: { nrg_cons: 'MWH2000-19999', tax: 'X_VAT' } },
  household: { code: 'nrg_pc_204', filters: { nrg_cons: 'KWH2500-4999', tax: 'I_TAX' } },
} as const;

/** The part of a JSON-stat 2.0 dataset we read. */
const JsonStat = z.object({
  id: z.array(z.string()),
  size: z.array(z.number()),
  value: z.union([z.record(z.string(), z.number()), z.array(z.number().nullable())]),
  dimension: z.record(
    z.string(),
    z.object({ category: z.object({ index: z.record(z.string(), z.number()) }) }),
  ),
});

/** The newest value per country ('EL' read as 'GR') of a dataset filtered to one value per other dimension. */
export function newestByCountry(dataset: unknown): Map<string, { value: number; period: string }> {
  const data = JsonStat.parse(dataset);
  const geoAt = data.id.indexOf('geo');
  const timeAt = data.id.indexOf('time');
  const stride = (at: number) => data.size.slice(at + 1).reduce((product, n) => product * n, 1);
  const periods = Object.entries(data.dimension.time!.category.index).sort((a, b) => a[1] - b[1]);
  const result = new Map<string, { value: number; period: string }>();
  for (const [geo, geoIndex] of Object.entries(data.dimension.geo!.category.index)) {
    if (!/^[A-Z]{2}$/.test(geo)) {
      continue; // EU27_2020, EA20 ...
    }
    for (const [period, timeIndex] of periods) {
      const flat = geoIndex * stride(geoAt) + timeIndex * stride(timeAt);
      const value = Array.isArray(data.value) ? data.value[flat] : data.value[String(flat)];
      if (typeof value === 'number') {
        result.set(geo === 'EL' ? 'GR' : geo, { value, period });
      }
    }
  }
  return result;
}

/** The new table from the two datasets: a country is kept only where both prices exist. */
export function priceTable(business: unknown, household: unknown): PriceTable {
  const b = newestByCountry(business);
  const h = newestByCountry(household);
  const countries: PriceTable['countries'] = {};
  for (const [code, row] of [...b].sort((x, y) => x[0].localeCompare(y[0]))) {
    const home = h.get(code);
    if (home) {
      const period = row.period === home.period ? row.period : `${row.period} / ${home.period}`;
      countries[code] = { business: row.value, household: home.value, period };
    }
  }
  return PriceTableSchema.parse({
    source:
      'Eurostat nrg_pc_205 (non-household consumers, band ID 2 000-20 000 MWh, excluding VAT and other recoverable taxes) and nrg_pc_204 (household consumers, band DC 2 500-5 000 kWh, all taxes and levies), EUR/kWh, as published.',
    countries,
  });
}

async function fetchDataset({ code, filters }: (typeof DATASETS)[keyof typeof DATASETS]): Promise<unknown> {
  const url = new URL(`${API}/${code}`);
  for (const [key, value] of Object.entries({
    format: 'JSON',
    lang: 'EN',
    currency: 'EUR',
    unit: 'KWH',
    product: '6000',
    sinceTimePeriod: String(new Date().getUTCFullYear() - 3),
    ...filters,
  })) {
    url.searchParams.set(key, value);
  }
  const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
  if (!response.ok) {
    throw new Error(`Eurostat answered HTTP ${response.status} for ${code}`);
  }
  return response.json();
}

async function main(): Promise<void> {
  const [business, household] = await Promise.all([
    fetchDataset(DATASETS.business),
    fetchDataset(DATASETS.household),
  ]);
  const table = priceTable(business, household);
  writeFileSync(TABLE_PATH, `${JSON.stringify(table, null, 2)}\n`);
  console.log(`Wrote ${Object.keys(table.countries).length} countries to ${TABLE_PATH}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
