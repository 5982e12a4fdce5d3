/** Price (docs/rules.md#engine-price): the public surface of engine/pricing. */
export { listPrice } from './pricing';
export type { PriceItem, PriceOptions, PriceResult } from './pricing';
