import { z } from 'zod';
import { PositionInputSchema } from '../../../domain/positions';
import type { WizardValues } from './wizard';

/**
 * The wizard's request body: the position the preview, calculate and configurator calls take. The wizard reaches the
 * engine only through it (the original's recVal / coilVal / fanVal stay on the API for other clients).
 */

/**
 * The position as the wizard would store it: every field the user entered, the return filter class as it applies.
 * No result goes in: the heat recovery's outlets are not stored, and a coil's entering air only when typed (manual
 * change), so the server computes everything from the inputs (one road, issue 15). `V` is the wizard's draft (blanks
 * as null) or the position the form's schema checked (what is saved): the body keeps the type it was given.
 */
export function positionInput<V extends WizardValues>(v: V): V {
  return {
    ...v,
    fineFilterClassReturn: v.filteringAdvancedSettings ? v.fineFilterClassReturn : v.fineFilterClassSupply,
    summerRecoveryOutTDb: null,
    summerRecoveryOutRhPct: null,
    winterRecoveryOutTDb: null,
    winterRecoveryOutRhPct: null,
    ...(v.heaterManualChange ? {} : { heaterAirInTDb: null, heaterAirInRhPct: null }),
    ...(v.coolerManualChange ? {} : { coolerAirInTDb: null, coolerAirInRhPct: null }),
  };
}

/** The browser's clock and offset (Date.getTimezoneOffset, minutes) a stored position carries. */
interface Clock {
  localDateTime: string;
  timeZone: number;
}

/** The position to store (or to preview): positionInput and the browser's clock. */
export function positionBody<V extends WizardValues>(v: V, now: Date): V & Clock {
  return {
    ...positionInput(v),
    localDateTime: now.toISOString(),
    timeZone: now.getTimezoneOffset(),
  };
}

/**
 * The wizard form's schema (its resolver): the body the wizard would send now (positionBody, the clock included),
 * checked by the contracts' position schema; its output is the body saved.
 */
export const WizardSchema = z.preprocess(
  (v: WizardValues) => positionBody(v, new Date()),
  PositionInputSchema,
);

/** What a preview was computed from: equal keys, equal results (the clock does not enter the engine). */
export function previewKey(v: WizardValues): string {
  return JSON.stringify(positionInput(v));
}
