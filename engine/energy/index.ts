/** Annual energy and life-cycle cost (docs/engine.md section 19): the public surface of engine/energy. */
export * from './weather-year';
export * from './weather-file';
export * from './reference-year';
export * from './annual';
export * from './unit-hour';
export * from './generation';
export * from './life-cycle-cost';
export * from './running-costs';
export * from './grid-co2';
export * from './evaluate';
