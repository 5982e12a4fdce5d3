import { POOL_MANDATORY_FIELDS, type PoolMandatoryField } from '../contracts/pool';

/**
 * The pool's mandatory rule (docs/rules.md#pool-mandatory), one function both sides run: the form shows the message and sends nothing, the
 * server answers 400 with the same message and writes nothing. The mandatory fields that are empty (undefined, null,
 * blank text) or zero, in the order of the rule.
 */
export function missingPoolFields(input: Partial<Record<PoolMandatoryField, unknown>>): PoolMandatoryField[] {
  return POOL_MANDATORY_FIELDS.filter((field) => {
    const value = input[field];
    return (
      value === undefined ||
      value === null ||
      value === 0 ||
      (typeof value === 'string' && value.trim() === '') ||
      (typeof value === 'number' && Number.isNaN(value))
    );
  });
}
