import type { TFunction } from 'i18next';
import { POSITION_DEFAULTS } from '../../../contracts/positions';
import { airSideInputOf } from '../../../domain/positions';
import type { UnitTypeMatch } from '../../../engine/catalogue';
import { erpFailures, type EcodesignCriterion, type ErpVerdict } from '../../../engine/ecodesign';
import { fanSelection } from '../../../engine/select';
import { ApiError } from '../../api/errors';
import type { WizardValues } from './wizard';

/** One offered size against EU 1253/2014 at the position's flows: the verdict, or why it could not be computed. */
export interface SizeCompliance {
  id: number;
  name: string;
  erp: ErpVerdict | null;
  failures: EcodesignCriterion[];
  /** The engine's reason when the fans cannot meet the duty (the verdict is then unknown). */
  error: string | null;
}

/**
 * Step 3's ecodesign check of a size: the engine's air side (fanSelection, the same call the whole selection makes)
 * at the position's flows and external drops, with the choices of later steps as they stand (filters and fans start
 * from the defaults of docs/rules.md#wizard-defaults, M6 and automatic) and the project's elevation (0 m when
 * unknown). The server repeats it on the whole position when it is calculated.
 */
export function sizeCompliance(values: WizardValues, unit: UnitTypeMatch): SizeCompliance {
  // Every field not yet chosen at its default (a new air-side field needs no line here); the return filter class
  // stays unset (it follows the supply class), the elevation 0 m.
  const chosen = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null));
  try {
    const { erp } = fanSelection(
      airSideInputOf({
        ...POSITION_DEFAULTS,
        elevationM: 0,
        ...chosen,
        unitTypeId: unit.id,
        flowSupplyM3h: values.flowSupplyM3h ?? 0,
        flowReturnM3h: values.flowReturnM3h ?? 0,
        fineFilterClassReturn: values.fineFilterClassReturn,
      }),
    );
    return { id: unit.id, name: unit.name, erp, failures: erpFailures(erp), error: null };
  } catch (error) {
    return { id: unit.id, name: unit.name, erp: null, failures: [], error: (error as Error).message };
  }
}

/**
 * The server's refusal of a position that must comply and does not (422 on body.ecoDesign, contracts'
 * ECODESIGN_NOT_MET_MESSAGE + "Reason: <criteria>") in the reader's language; null for any other failure.
 */
export function ecodesignRefusal(error: unknown, t: TFunction): string | null {
  if (!(error instanceof ApiError) || error.status !== 422 || error.field !== 'body.ecoDesign') {
    return null;
  }
  return t('snackbar.ecodesignNotMet', { reason: error.message.split('Reason: ')[1] ?? '' });
}
