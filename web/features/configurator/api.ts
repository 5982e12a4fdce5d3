import { AirflowCalculatorResponse } from '../../../contracts/calc';
import { apiCall } from '../../api/client';

/**
 * The wizard's airflow calculator (docs/rules.md#calc-calls). Its results come from the position preview
 * (positionsApi.preview), the calculation saving runs.
 */
export const calcApi = {
  /** The unit types whose flow range holds both flows (a 422 when none does). */
  unitTypes: (supplyM3h: number, returnM3h: number) =>
    apiCall(
      'GET',
      `/project/items/airflow/calculator?airFlowSup=${supplyM3h}&airFlowEha=${returnM3h}`,
      AirflowCalculatorResponse,
    ).then((a) => a.data.data),
};
