import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AllUsersResponse,
  EditProfileRequest,
  LanguageQuery,
  LanguageResponse,
  PositionResponse,
  UnitSystemQuery,
  UnitSystemResponse,
  UserProfileResponse,
} from '../../../contracts/users';
import { requireAdmin, requireUser } from '../../plugins/auth';
import type { UsersService } from '../../services/users.service';
import { errors, ok, security } from '../schema-helpers';

const tags = ['users'];

/** docs/rules.md#account-page: the caller's profile, language, units and saved position; the admin's list of users. */
export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/users/jwt',
    {
      schema: {
        tags,
        summary: "The caller's profile",
        security,
        response: { 200: UserProfileResponse, ...errors(401) },
      },
    },
    async (request) => ok(await users.profile(requireUser(request).id)),
  );

  app.put(
    '/users/edit',
    {
      schema: {
        tags,
        summary: "Save the caller's profile (title, first and last name required)",
        security,
        body: EditProfileRequest,
        response: { 200: UserProfileResponse, ...errors(400, 401) },
      },
    },
    async (request) => ok(await users.editProfile(requireUser(request).id, request.body)),
  );

  app.put(
    '/users/language',
    {
      schema: {
        tags,
        summary: "Store the caller's interface language (mails come in it)",
        security,
        querystring: LanguageQuery,
        response: { 200: LanguageResponse, ...errors(400, 401) },
      },
    },
    async (request) => {
      await users.setLanguage(requireUser(request).id, request.query.lang);
      return ok({ language: request.query.lang });
    },
  );

  app.put(
    '/users/units',
    {
      schema: {
        tags,
        summary: "Store the caller's units, SI or IP, for every screen and document",
        security,
        querystring: UnitSystemQuery,
        response: { 200: UnitSystemResponse, ...errors(400, 401) },
      },
    },
    async (request) => {
      await users.setUnitSystem(requireUser(request).id, request.query.system);
      return ok({ unitSystem: request.query.system });
    },
  );

  app.get(
    '/users/long-lat',
    {
      schema: {
        tags,
        summary: "The caller's saved map position; null when none is saved",
        security,
        response: { 200: PositionResponse, ...errors(401) },
      },
    },
    async (request) => ok(await users.position(requireUser(request).id)),
  );

  app.get(
    '/users/all',
    {
      schema: {
        tags,
        summary: 'Every user (administrators only)',
        security,
        response: { 200: AllUsersResponse, ...errors(401, 403) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return ok({ data: await users.listAll() });
    },
  );
};
