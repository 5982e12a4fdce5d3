/** Price (docs/rules.md#engine-price): the public surface of engine/pricing. */
export { frostPreheaterPriceEur, listPrice } from './pricing';
export type { PriceCatalogue, PriceItem, PriceOptions, PriceResult } from './pricing';
