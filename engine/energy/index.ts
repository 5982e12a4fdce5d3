/** Annual energy and life-cycle cost (docs/rules.md#engine-energy): the public surface of engine/energy. */
export * from './weather-year';
export * from './annual';
export * from './life-cycle-cost';
export * from './running-costs';
export * from './grid-co2';
export * from './evaluate';
export { unitEnergyModel, EXHAUST_OUT_MIN_C } from './unit-model';
