/** Filters (part 4 section 5): the public surface of engine/filters. */
export { filterSection } from './filters';
export type { FilterResult } from './filters';
