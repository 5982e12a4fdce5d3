/** The list price (docs/rules.md#engine-price): base + options, euro with 2 decimals, summed in cents. */
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../catalogue/catalogue';
import { listPrice } from './pricing';
import type { PriceOptions } from './pricing';

const r03 = CATALOGUE.unitTypes[0];
const r09 = CATALOGUE.unitTypes[3];
if (!r03 || !r09) {
  throw new Error('catalogue');
}
const bare: PriceOptions = {
  heater: false,
  cooler: false,
  supplyFilter: 'M6',
  returnFilter: 'M6',
  fanType: 'Standard',
  casing: 'XPS',
  installation: 'indoor',
  transportSections: 3,
  controls: false,
};

describe('listPrice', () => {
  it('is the base price alone for the bare unit', () => {
    expect(listPrice(r03, bare)).toEqual({
      items: [{ code: 'base', label: 'Compact PRO R 03', priceEur: r03.basePriceEur }],
      totalEur: r03.basePriceEur,
      currency: 'EUR',
    });
  });

  it('adds every option at its catalogue price and totals the items exactly', () => {
    const p = r03.sizeData.prices;
    const all = listPrice(r03, {
      heater: true,
      cooler: true,
      supplyFilter: 'F9',
      returnFilter: 'F7',
      fanType: 'Premium',
      casing: 'RW',
      installation: 'outdoor',
      transportSections: 1,
      controls: true,
    });
    expect(all.items.map((i) => i.code)).toEqual([
      'base',
      'heater',
      'cooler',
      'supplyFilter',
      'returnFilter',
      'premiumFans',
      'rockWool',
      'outdoor',
      'onePiece',
      'controls',
    ]);
    const expected =
      r03.basePriceEur +
      p.heaterEur +
      p.coolerEur +
      p.filterEur.F9 +
      p.filterEur.F7 +
      p.premiumFansEur +
      p.rockWoolEur +
      p.outdoorEur +
      p.onePieceEur +
      p.controlsEur;
    expect(all.totalEur).toBe(expected);
    expect(Number.isInteger(Math.round(all.totalEur * 100))).toBe(true);
  });

  it('refuses one-piece transport for a size that ships in three sections', () => {
    expect(() => listPrice(r09, { ...bare, transportSections: 1 })).toThrow('R 09 ships in 3 sections only');
  });
});
