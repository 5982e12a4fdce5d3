/** Heat recovery (docs/rules.md#engine-heat-recovery): the public surface of engine/recovery. */
export { matrixEffectiveness, matrixSide } from './matrix';
export type { MatrixEffectiveness, MatrixSide } from './matrix';
export { dryAirMassFlow, dryReferenceRecovery, FLOW_REFERENCE_T, recover } from './recovery';
export type { RecoveryInput, RecoveryResult } from './recovery';
export { frostPreheater } from './frost-preheater';
export type { FrostPreheater } from './frost-preheater';
