/** Filters (docs/rules.md#engine-filters): the public surface of engine/filters. */
export { filterSection } from './filters';
export type { FilterResult } from './filters';
