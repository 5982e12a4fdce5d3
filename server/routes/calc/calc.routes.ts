import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AirflowCalculatorQuery,
  AirflowCalculatorResponse,
  coilValData,
  CoilValRequest,
  CoilValResponse,
  fanValData,
  FanValRequest,
  FanValResponse,
  recValData,
  RecValRequest,
  RecValResponse,
  selectData,
  SelectRequest,
  SelectResponse,
} from '../../../contracts/calc';
import { EcodesignRequest, EcodesignResponse, ecodesignInputOf } from '../../../contracts/ecodesign';
import { ErrorEnvelope, SUCCESS_MESSAGE } from '../../../contracts/envelope';
import { airflowCalculator } from '../../../engine/catalogue';
import { ecodesignVerdict } from '../../../engine/ecodesign';
import type { Catalogue } from '../../../engine/catalogue/types';
import { coilSelection, fanSelection, recoverySelection, select } from '../../../engine/select';
import { ENGINE_VERSION } from '../../../engine/version';
import { calculate } from '../../errors';

const tags = ['calc'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 422: ErrorEnvelope };

export interface CalcRoutesOptions {
  /** The catalogue the engine selects from (server/catalogue.ts). */
  catalogue: Catalogue;
}

/** The airflow calculator and the calculation service (part 2 section 7), all behind a bearer token. */
export const calcRoutes: FastifyPluginAsyncZod<CalcRoutesOptions> = async (app, { catalogue }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/project/items/airflow/calculator',
    {
      schema: {
        tags,
        summary: 'Unit types whose flow range holds both flows, with the deviation from their nominal flow',
        security,
        querystring: AirflowCalculatorQuery,
        response: { 200: AirflowCalculatorResponse, ...errors },
      },
    },
    async (request) => {
      const { airFlowSup, airFlowEha } = request.query;
      const data = calculate(() => airflowCalculator(airFlowSup, airFlowEha, catalogue), 'wire');
      return { status: 200, message: SUCCESS_MESSAGE, data: { data } };
    },
  );

  app.post(
    '/calc/recVal',
    {
      schema: {
        tags,
        summary: 'Heat recovery in summer and winter (the seeds recVal fields, strings and -99 accepted)',
        security,
        body: RecValRequest,
        response: { 200: RecValResponse, ...errors },
      },
    },
    async (request) => {
      const input = request.body;
      const result = calculate(() => recoverySelection(input, catalogue), 'wire');
      return { status: 200, message: SUCCESS_MESSAGE, data: recValData(input, result, ENGINE_VERSION) };
    },
  );

  app.post(
    '/calc/coilVal',
    {
      schema: {
        tags,
        summary: 'Heater and cooler design points (the seeds coilVal fields, strings and -99 accepted)',
        security,
        body: CoilValRequest,
        response: { 200: CoilValResponse, ...errors },
      },
    },
    async (request) => {
      const input = request.body;
      const result = calculate(() => coilSelection(input, catalogue), 'wire');
      return { status: 200, message: SUCCESS_MESSAGE, data: coilValData(input, result, ENGINE_VERSION) };
    },
  );

  app.post(
    '/calc/fanVal',
    {
      schema: {
        tags,
        summary:
          'Fans, filters, SFP and the EU 1253/2014 check (the seeds fanVal fields, strings and -99 accepted)',
        security,
        body: FanValRequest,
        response: { 200: FanValResponse, ...errors },
      },
    },
    async (request) => {
      const air = calculate(() => fanSelection(request.body, catalogue), 'wire');
      return { status: 200, message: SUCCESS_MESSAGE, data: fanValData(air, ENGINE_VERSION) };
    },
  );

  app.post(
    '/calc/select',
    {
      schema: {
        tags,
        summary: 'The whole unit in one call: the engine result (SI) and the technical data sheet record',
        security,
        body: SelectRequest,
        response: { 200: SelectResponse, ...errors },
      },
    },
    async (request) => {
      const result = calculate(() => select(request.body, catalogue), 'select');
      return { status: 200, message: SUCCESS_MESSAGE, data: selectData(result) };
    },
  );

  app.post(
    '/calc/ecodesign',
    {
      schema: {
        tags,
        summary:
          'The EU 1253/2014 (2018) verdict for given eta_t, q_nom, filters and SFPint, with E, F, the limit and each criterion',
        security,
        body: EcodesignRequest,
        response: { 200: EcodesignResponse, ...errors },
      },
    },
    async (request) => {
      const data = calculate(
        () => ecodesignVerdict(ecodesignInputOf(request.body)),
        'select',
        (q) => `body.${q}`,
      );
      return { status: 200, message: SUCCESS_MESSAGE, data };
    },
  );
};
