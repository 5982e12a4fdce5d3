import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DraftBody,
  DraftDeletedResponse,
  DraftQuery,
  DraftResponse,
  DraftSavedResponse,
} from '../../../contracts/drafts';
import { requireCaller } from '../../plugins/auth';
import type { DraftsService } from '../../services/drafts.service';
import { errors, ok, security } from '../schema-helpers';

const tags = ['positions'];

/** The wizard's draft of a new position, or of a new revision of one (issue 30): the caller's own only. */
export const draftRoutes: FastifyPluginAsyncZod<{ drafts: DraftsService }> = async (app, { drafts }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/project/item/draft',
    {
      schema: {
        tags,
        summary:
          "The caller's wizard draft for a new position of a project, or a new revision of one; null if none",
        security,
        querystring: DraftQuery,
        response: { 200: DraftResponse, ...errors(400, 401, 404) },
      },
    },
    async (request) => ok(await drafts.find(requireCaller(request), request.query)),
  );

  app.put(
    '/project/item/draft',
    {
      schema: {
        tags,
        summary: "Keeps the wizard's values as typed and its step, replacing the draft kept before",
        security,
        body: DraftBody,
        response: { 200: DraftSavedResponse, ...errors(400, 401, 404) },
      },
    },
    async (request) => ok(await drafts.save(requireCaller(request), request.body)),
  );

  app.delete(
    '/project/item/draft',
    {
      schema: {
        tags,
        summary: "Discards the caller's wizard draft (the wizard does it when the position is saved)",
        security,
        querystring: DraftQuery,
        response: { 200: DraftDeletedResponse, ...errors(400, 401, 404) },
      },
    },
    async (request) => ok(await drafts.discard(requireCaller(request), request.query)),
  );
};
