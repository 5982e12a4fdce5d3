/** Annual energy and life-cycle cost (part 4 section 10): the public surface of engine/energy. */
export * from './weather-year';
export * from './annual';
export * from './life-cycle-cost';
export { unitEnergyModel, EXHAUST_OUT_MIN_C } from './unit-model';
