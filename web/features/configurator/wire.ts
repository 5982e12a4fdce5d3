import type { PositionInputBody } from '../../../contracts/positions';
import type { WizardValues } from './wizard';

/**
 * The wizard's request body: the position the preview, calculate and configurator calls take. The wizard reaches the
 * engine only through it (the seeds' recVal / coilVal / fanVal stay on the API for other clients).
 */

/**
 * The position as the wizard would store it: every field the user entered, the return filter class as it applies.
 * No result goes in: the heat recovery's outlets are not stored, and a coil's entering air only when typed (manual
 * change), so the server computes everything from the inputs (one road, issue 15).
 */
export function positionInput(v: WizardValues): Omit<PositionInputBody, 'localDateTime' | 'timeZone'> {
  return {
    ...v,
    fineFilterClassReturn: v.filteringAdvancedSettings ? v.fineFilterClassReturn : v.fineFilterClassSupply,
    summerRecTemperatureOut: null,
    summerRecHumidityOut: null,
    winterRecTemperatureOut: null,
    winterRecHumidityOut: null,
    ...(v.heaterManualChange ? {} : { coilInputTemperatureHeater: null, coilInputHumidityHeater: null }),
    ...(v.coolerManualChange ? {} : { coilInputTemperatureCooler: null, coilInputHumidityCooler: null }),
  } as unknown as PositionInputBody;
}

/** The position to store (or to preview): positionInput and the browser's clock. */
export function positionBody(v: WizardValues, now: Date): PositionInputBody {
  return {
    ...positionInput(v),
    localDateTime: now.toISOString(),
    timeZone: now.getTimezoneOffset(),
  };
}

/** What a preview was computed from: equal keys, equal results (the clock does not enter the engine). */
export function previewKey(v: WizardValues): string {
  return JSON.stringify(positionInput(v));
}
