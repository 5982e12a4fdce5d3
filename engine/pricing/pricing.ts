/**
 * The list price of a selected unit (docs/rules.md#engine-price): the type's base price plus its options, in euro
 * with 2 decimals. Sums are taken in whole cents so that the total is exactly the sum of the printed items.
 */
import type { CasingQuality, FanType, FilterClass, FrostPreheaterData, UnitType } from '../catalogue/types';
import { EngineInputError } from '../errors';

/** The options that change the price. */
export interface PriceOptions {
  heater: boolean;
  cooler: boolean;
  supplyFilter: FilterClass;
  returnFilter: FilterClass;
  fanType: FanType;
  casing: CasingQuality;
  installation: 'indoor' | 'outdoor';
  transportSections: 1 | 3;
  controls: boolean;
  /** Steps of the electric frost preheater the winter design point needs (engine/recovery frostPreheater), 0: none. */
  frostPreheaterSteps: number;
}

/** One line of the price. */
export interface PriceItem {
  code:
    | 'base'
    | 'heater'
    | 'cooler'
    | 'supplyFilter'
    | 'returnFilter'
    | 'premiumFans'
    | 'rockWool'
    | 'outdoor'
    | 'onePiece'
    | 'controls'
    | 'frostPreheater';
  label: string;
  priceEur: number;
}

export interface PriceResult {
  items: PriceItem[];
  /** Sum of the items, euro, 2 decimals. */
  totalEur: number;
  currency: 'EUR';
}

/** Euro to whole cents. */
const cents = (eur: number) => Math.round(eur * 100);

/** The catalogue's parts the price reads beside the type: the series name and the frost preheater's price rule. */
export interface PriceCatalogue {
  name: string;
  frostPreheater: FrostPreheaterData;
}

/**
 * The electric frost preheater's price: the catalogue's frame price plus its price per step, euro
 * (engine/catalogue/types.ts FrostPreheaterData; demo: 450 + 7 x 120 = 1 290 for 7 steps of 2.5 kW).
 * @param steps whole steps, >= 1
 */
export function frostPreheaterPriceEur(rule: FrostPreheaterData, steps: number): number {
  return rule.framePriceEur + steps * rule.stepPriceEur;
}

/**
 * List price = base + heater + cooler + filter-class surcharges (per side, over M6) + premium fans + rock-wool
 * casing + outdoor weatherproofing + one-piece transport + controls + the electric frost preheater (frame plus its
 * steps). Options at no extra cost are not listed.
 * @param type the unit type; options the position's choices; catalogue its name and preheater price rule
 * @returns the items and their total, euro with 2 decimals
 * @throws EngineInputError for one-piece transport on a size that ships in three sections only
 */
export function listPrice(type: UnitType, options: PriceOptions, catalogue: PriceCatalogue): PriceResult {
  const p = type.sizeData.prices;
  if (options.transportSections === 1 && !type.sizeData.transportSections.includes(1)) {
    throw new EngineInputError(
      `${type.label} ships in ${type.sizeData.transportSections.join(' or ')} sections only`,
    );
  }
  const candidates: [boolean, PriceItem['code'], string, number][] = [
    [true, 'base', `${catalogue.name} ${type.label}`, type.basePriceEur],
    [options.heater, 'heater', 'Heating coil', p.heaterEur],
    [options.cooler, 'cooler', 'Cooling coil', p.coolerEur],
    [true, 'supplyFilter', `Supply filter ${options.supplyFilter}`, p.filterEur[options.supplyFilter]],
    [true, 'returnFilter', `Return filter ${options.returnFilter}`, p.filterEur[options.returnFilter]],
    [options.fanType === 'Premium', 'premiumFans', 'Premium EC fans', p.premiumFansEur],
    [options.casing === 'RW', 'rockWool', 'Rock wool casing', p.rockWoolEur],
    [options.installation === 'outdoor', 'outdoor', 'Outdoor weatherproofing', p.outdoorEur],
    [options.transportSections === 1, 'onePiece', 'One-piece transport', p.onePieceEur],
    [options.controls, 'controls', 'Controls', p.controlsEur],
    [
      options.frostPreheaterSteps > 0,
      'frostPreheater',
      `Electric frost preheater ${(options.frostPreheaterSteps * catalogue.frostPreheater.stepPowerW) / 1000} kW`,
      frostPreheaterPriceEur(catalogue.frostPreheater, options.frostPreheaterSteps),
    ],
  ];
  const items = candidates
    .filter(([chosen, , , price]) => chosen && price > 0)
    .map(([, code, label, price]) => ({ code, label, priceEur: cents(price) / 100 }));
  return {
    items,
    totalEur: items.reduce((sum, item) => sum + cents(item.priceEur), 0) / 100,
    currency: 'EUR',
  };
}
