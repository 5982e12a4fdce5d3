/** Price (part 4 section 8): the public surface of engine/pricing. */
export { listPrice } from './pricing';
export type { PriceItem, PriceOptions, PriceResult } from './pricing';
