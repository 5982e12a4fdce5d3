/** The list price (docs/rules.md#engine-price): base + options, euro with 2 decimals, summed in cents. */
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../catalogue/catalogue';
import { frostPreheaterPriceEur, listPrice } from './pricing';
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
  frostPreheaterSteps: 0,
};

describe('listPrice', () => {
  it('is the base price alone for the bare unit', () => {
    expect(listPrice(r03, bare, CATALOGUE)).toEqual({
      items: [{ code: 'base', label: 'Compact PRO R 03', priceEur: r03.basePriceEur }],
      totalEur: r03.basePriceEur,
      currency: 'EUR',
    });
  });

  it('adds every option at its catalogue price and totals the items exactly', () => {
    const p = r03.sizeData.prices;
    const all = listPrice(
      r03,
      {
        heater: true,
        cooler: true,
        supplyFilter: 'F9',
        returnFilter: 'F7',
        fanType: 'Premium',
        casing: 'RW',
        installation: 'outdoor',
        transportSections: 1,
        controls: true,
        frostPreheaterSteps: 7,
      },
      CATALOGUE,
    );
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
      'frostPreheater',
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
      p.controlsEur +
      1290;
    expect(all.totalEur).toBe(expected);
    expect(Number.isInteger(Math.round(all.totalEur * 100))).toBe(true);
  });

  it('refuses one-piece transport for a size that ships in three sections', () => {
    expect(() => listPrice(r09, { ...bare, transportSections: 1 }, CATALOGUE)).toThrow(
      'R 09 ships in 3 sections only',
    );
  });

  it('prices the frost preheater by the catalogue rule: frame 450 euro + 120 euro per 2.5 kW step', () => {
    // Demo rule (engine/catalogue/compact-pro-physics.ts FROST_PREHEATER): 7 steps = 17.5 kW -> 450 + 7 x 120.
    expect(frostPreheaterPriceEur(CATALOGUE.frostPreheater, 7)).toBe(1290);
    expect(frostPreheaterPriceEur(CATALOGUE.frostPreheater, 1)).toBe(570);
    const priced = listPrice(r03, { ...bare, frostPreheaterSteps: 7 }, CATALOGUE);
    expect(priced.items.at(-1)).toEqual({
      code: 'frostPreheater',
      label: 'Electric frost preheater 17.5 kW',
      priceEur: 1290,
    });
    expect(priced.totalEur).toBe(r03.basePriceEur + 1290);
    // No steps, no line.
    expect(listPrice(r03, bare, CATALOGUE).items.some((i) => i.code === 'frostPreheater')).toBe(false);
  });
});
