/**
 * The engine's version (semver). Every stored selection records it; a selection recalculated with the same version
 * gives the same output to the last digit (docs/rules.md#engine-principles). Raise the minor version when a model or
 * the catalogue changes a number, the major version when a result field changes its meaning.
 */
export const ENGINE_VERSION = '2.8.0';
