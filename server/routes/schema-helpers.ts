import { ErrorEnvelope, SUCCESS_MESSAGE } from '../../contracts/envelope';

/** The bearer token a signed-in call declares in the OpenAPI document. */
export const security = [{ bearerAuth: [] }];

/** A 200 answer in the answer wrapper (docs/rules.md#api-wrapper). */
export const ok = <T>(data: T) => ({ status: 200, message: SUCCESS_MESSAGE, data });

/** The error answers of a call for its OpenAPI document and answer checks: the wrapper under each status. */
export function errors<const S extends number>(...statuses: S[]): Record<S, typeof ErrorEnvelope> {
  // Object.fromEntries cannot know its keys are exactly `statuses`.
  return Object.fromEntries(statuses.map((status) => [status, ErrorEnvelope])) as Record<
    S,
    typeof ErrorEnvelope
  >;
}
