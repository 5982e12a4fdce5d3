import {
  AirflowCalculatorResponse,
  CoilValResponse,
  FanValResponse,
  RecValResponse,
  type CoilValRequest,
  type FanValRequest,
  type RecValRequest,
} from '../../../contracts/calc';
import type { z } from 'zod';
import { apiCall } from '../../api/client';

/** The wizard's calculation calls (part 2 section 7): the airflow calculator and recVal, coilVal, fanVal. */
export const calcApi = {
  /** The unit types whose flow range holds both flows (a 422 when none does). */
  unitTypes: (supplyM3h: number, returnM3h: number) =>
    apiCall(
      'GET',
      `/project/items/airflow/calculator?airFlowSup=${supplyM3h}&airFlowEha=${returnM3h}`,
      AirflowCalculatorResponse,
    ).then((a) => a.data.data),
  recVal: (body: z.input<typeof RecValRequest>) =>
    apiCall('POST', '/calc/recVal', RecValResponse, body).then((a) => a.data),
  coilVal: (body: z.input<typeof CoilValRequest>) =>
    apiCall('POST', '/calc/coilVal', CoilValResponse, body).then((a) => a.data),
  fanVal: (body: z.input<typeof FanValRequest>) =>
    apiCall('POST', '/calc/fanVal', FanValResponse, body).then((a) => a.data),
};
