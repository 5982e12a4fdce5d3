import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AirflowCalculatorQuery,
  AirflowCalculatorResponse,
  CoilValRequest,
  CoilValResponse,
  FanValRequest,
  FanValResponse,
  RecValRequest,
  RecValResponse,
  SelectRequest,
  SelectResponse,
} from '../../../contracts/calc';
import { EcodesignRequest, EcodesignResponse } from '../../../contracts/ecodesign';
import { SUCCESS_MESSAGE } from '../../../contracts/envelope';
import type { CalcService } from '../../services/calc.service';
import { errors, security } from '../schema-helpers';

const tags = ['calc'];
/** Bad input, no token, or a duty the unit cannot meet (422). */
const calcErrors = errors(400, 401, 422);

export interface CalcRoutesOptions {
  /** Built with the other services (server/services/services.ts), on the compact catalogue. */
  calc: CalcService;
}

/** The airflow calculator and the calculation service (docs/rules.md#calc-calls), all behind a bearer token. */
export const calcRoutes: FastifyPluginAsyncZod<CalcRoutesOptions> = async (app, { calc }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/project/items/airflow/calculator',
    {
      schema: {
        tags,
        summary: 'Unit types whose flow range holds both flows, with the deviation from their nominal flow',
        security,
        querystring: AirflowCalculatorQuery,
        response: { 200: AirflowCalculatorResponse, ...calcErrors },
      },
    },
    async (request) => {
      const { airFlowSup, airFlowEha } = request.query;
      const data = calc.airflowCalculator(airFlowSup, airFlowEha);
      return { status: 200, message: SUCCESS_MESSAGE, data: { data } };
    },
  );

  app.post(
    '/calc/recVal',
    {
      schema: {
        tags,
        summary: 'Heat recovery in summer and winter (the original recVal fields, strings and -99 accepted)',
        security,
        body: RecValRequest,
        response: { 200: RecValResponse, ...calcErrors },
      },
    },
    async (request) => {
      return { status: 200, message: SUCCESS_MESSAGE, data: calc.recVal(request.body) };
    },
  );

  app.post(
    '/calc/coilVal',
    {
      schema: {
        tags,
        summary: 'Heater and cooler design points (the original coilVal fields, strings and -99 accepted)',
        security,
        body: CoilValRequest,
        response: { 200: CoilValResponse, ...calcErrors },
      },
    },
    async (request) => {
      return { status: 200, message: SUCCESS_MESSAGE, data: calc.coilVal(request.body) };
    },
  );

  app.post(
    '/calc/fanVal',
    {
      schema: {
        tags,
        summary:
          'Fans, filters, SFP and the EU 1253/2014 check (the original fanVal fields, strings and -99 accepted)',
        security,
        body: FanValRequest,
        response: { 200: FanValResponse, ...calcErrors },
      },
    },
    async (request) => {
      return { status: 200, message: SUCCESS_MESSAGE, data: calc.fanVal(request.body) };
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
        response: { 200: SelectResponse, ...calcErrors },
      },
    },
    async (request) => {
      return { status: 200, message: SUCCESS_MESSAGE, data: calc.select(request.body) };
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
        response: { 200: EcodesignResponse, ...calcErrors },
      },
    },
    async (request) => {
      return { status: 200, message: SUCCESS_MESSAGE, data: calc.ecodesign(request.body) };
    },
  );
};
