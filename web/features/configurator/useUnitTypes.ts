import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormGetValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UnitTypeMatch } from '../../../engine/catalogue';
import { ApiError } from '../../api/errors';
import { apiErrorText } from '../../api/server-messages';
import { useNotify } from '../../app/notifications';
import { calcApi } from './api';
import type { StepProps } from './fields';
import { problemOf, withUnitTypes, type WizardValues } from './wizard';

/** docs/rules.md#wizard-calculations: after a flow edit the unit-type look-up waits 3 s. */
const FLOW_DEBOUNCE_MS = 3000;

/**
 * The unit types that serve the position's flows (step 1's call, and step 3's choice): looked up by Next on step 1, on
 * arrival when editing, and 3 s after the last flow edit once step 1 is complete. None (the server's 422) is
 * projectinformation.flowValError.
 */
export function useUnitTypes(change: StepProps['change'], getValues: UseFormGetValues<WizardValues>) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [unitTypes, setUnitTypes] = useState<UnitTypeMatch[]>([]);

  const lookUpUnitTypes = useCallback(
    async (v: WizardValues): Promise<UnitTypeMatch[] | null> => {
      try {
        const types = await calcApi.unitTypes(v.flowSupplyM3h ?? 0, v.flowReturnM3h ?? 0);
        if (types.length === 0) {
          throw new ApiError(422, t('snackbar.flowValError'));
        }
        setUnitTypes(types);
        change((current) => withUnitTypes(current, types));
        return types;
      } catch (error) {
        const noUnit = error instanceof ApiError && error.status === 422;
        notify({
          type: 'error',
          message: noUnit ? t('snackbar.flowValError') : apiErrorText(error, t('snackbar.fetchingDataError')),
        });
        return null;
      }
    },
    [notify, t, change],
  );

  // Direct flow input: 3 s after the last edit, the look-up runs if step 1 is complete and the flows in range.
  const flowTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(flowTimer.current), []);
  const onFlowEdited = useCallback(() => {
    clearTimeout(flowTimer.current);
    flowTimer.current = setTimeout(() => {
      if (problemOf(1, getValues()) === null) {
        void lookUpUnitTypes(getValues());
      }
    }, FLOW_DEBOUNCE_MS);
  }, [lookUpUnitTypes, getValues]);

  return { unitTypes, lookUpUnitTypes, onFlowEdited };
}
