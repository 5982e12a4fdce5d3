import { z } from 'zod';
import type { Electricity } from '../../../contracts/locations';
import table from './prices.json' with { type: 'json' };
import type { ElectricityProvider } from './electricity.provider';

/** The shape of prices.json, which scripts/refresh-electricity-prices.ts rewrites. */
export const PriceTableSchema = z.object({
  source: z.string(),
  countries: z.record(
    z.string().regex(/^[A-Z]{2}$/),
    z.object({ business: z.number().positive(), household: z.number().positive(), period: z.string() }),
  ),
});
export type PriceTable = z.infer<typeof PriceTableSchema>;

/** The bundled table: no network, so this look-up never fails for lack of a provider. */
export class PriceTableElectricity implements ElectricityProvider {
  private readonly table: PriceTable;

  constructor(data: unknown = table) {
    this.table = PriceTableSchema.parse(data);
  }

  prices(countryCode: string): Electricity | null {
    // Eurostat writes Greece as EL.
    const row = this.table.countries[countryCode === 'EL' ? 'GR' : countryCode];
    return row
      ? {
          electricityCost: row.business,
          electricityCostHome: row.household,
          period: row.period,
          source: this.table.source,
        }
      : null;
  }
}
