import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AlternativesResponse, AnnualRequest, AnnualResponse } from '../../../contracts/energy';
import { ErrorEnvelope, SUCCESS_MESSAGE } from '../../../contracts/envelope';
import { requireUser } from '../../plugins/auth';
import type { EnergyService } from '../../services/energy.service';

const errors = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  404: ErrorEnvelope,
  422: ErrorEnvelope,
  503: ErrorEnvelope,
};

export interface EnergyRoutesOptions {
  energy: EnergyService;
}

/** Annual energy and life-cycle cost of one of the caller's position revisions (issue 20). */
export const energyRoutes: FastifyPluginAsyncZod<EnergyRoutesOptions> = async (app, { energy }) => {
  app.addHook('onRequest', app.authenticate);
  app.post(
    '/project/item/annual',
    {
      schema: {
        tags: ['energy'],
        summary:
          "A revision's annual energy by month, running costs and life-cycle cost on its project's weather year; profile, prices and life-cycle settings default to the position's",
        security: [{ bearerAuth: [] }],
        body: AnnualRequest,
        response: { 200: AnnualResponse, ...errors },
      },
    },
    async (request) => ({
      status: 200,
      message: SUCCESS_MESSAGE,
      data: await energy.annual(requireUser(request).id, request.body),
    }),
  );

  app.post(
    '/project/item/annual/alternatives',
    {
      schema: {
        tags: ['energy'],
        summary:
          "A revision's alternatives side by side (recovery families, neighbouring sizes, Standard and Premium fans): price, eta_t, SFP, annual energy by component, annual cost, LCC and payback against the cheapest",
        security: [{ bearerAuth: [] }],
        body: AnnualRequest,
        response: { 200: AlternativesResponse, ...errors },
      },
    },
    async (request) => ({
      status: 200,
      message: SUCCESS_MESSAGE,
      data: await energy.alternatives(requireUser(request).id, request.body),
    }),
  );
};
