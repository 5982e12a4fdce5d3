import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AnnualRequest, AnnualResponse } from '../../../contracts/energy';
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
};
