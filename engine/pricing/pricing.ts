/**
 * The list price of a selected unit (docs/rules.md#engine-price): the type's base price plus its options, in euro
 * with 2 decimals. Sums are taken in whole cents so that the total is exactly the sum of the printed items.
 */
import type { CasingQuality, FanType, FilterClass, UnitType } from '../catalogue/types';
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
    | 'controls';
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

/**
 * List price = base + heater + cooler + filter-class surcharges (per side, over M6) + premium fans + rock-wool
 * casing + outdoor weatherproofing + one-piece transport + controls. Options at no extra cost are not listed.
 * @param type the unit type; options the position's choices
 * @returns the items and their total, euro with 2 decimals
 * @throws EngineInputError for one-piece transport on a size that ships in three sections only
 */
export function listPrice(type: UnitType, options: PriceOptions, seriesName = 'Compact PRO'): PriceResult {
  const p = type.sizeData.prices;
  if (options.transportSections === 1 && !type.sizeData.transportSections.includes(1)) {
    throw new EngineInputError(
      `${type.label} ships in ${type.sizeData.transportSections.join(' or ')} sections only`,
    );
  }
  const candidates: [boolean, PriceItem['code'], string, number][] = [
    [true, 'base', `${seriesName} ${type.label}`, type.basePriceEur],
    [options.heater, 'heater', 'Heating coil', p.heaterEur],
    [options.cooler, 'cooler', 'Cooling coil', p.coolerEur],
    [true, 'supplyFilter', `Supply filter ${options.supplyFilter}`, p.filterEur[options.supplyFilter]],
    [true, 'returnFilter', `Return filter ${options.returnFilter}`, p.filterEur[options.returnFilter]],
    [options.fanType === 'Premium', 'premiumFans', 'Premium EC fans', p.premiumFansEur],
    [options.casing === 'RW', 'rockWool', 'Rock wool casing', p.rockWoolEur],
    [options.installation === 'outdoor', 'outdoor', 'Outdoor weatherproofing', p.outdoorEur],
    [options.transportSections === 1, 'onePiece', 'One-piece transport', p.onePieceEur],
    [options.controls, 'controls', 'Controls', p.controlsEur],
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
