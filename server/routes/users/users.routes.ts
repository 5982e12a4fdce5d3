import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelope, SUCCESS_MESSAGE } from '../../../contracts/envelope';
import {
  AllUsersResponse,
  EditProfileRequest,
  LanguageQuery,
  LanguageResponse,
  PositionResponse,
  UserProfileResponse,
} from '../../../contracts/users';
import { requireAdmin, requireUser } from '../../plugins/auth';
import type { UsersService } from '../../services/users.service';

const tags = ['users'];
const security = [{ bearerAuth: [] }];

/** Part 1, section 7: the caller's profile, language and saved position; the admin's list of users. */
export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/users/jwt',
    {
      schema: {
        tags,
        summary: "The caller's profile",
        security,
        response: { 200: UserProfileResponse, 401: ErrorEnvelope },
      },
    },
    async (request) => ({
      status: 200,
      message: SUCCESS_MESSAGE,
      data: await users.profile(requireUser(request).id),
    }),
  );

  app.put(
    '/users/edit',
    {
      schema: {
        tags,
        summary: "Save the caller's profile (title, first and last name required)",
        security,
        body: EditProfileRequest,
        response: { 200: UserProfileResponse, 400: ErrorEnvelope, 401: ErrorEnvelope },
      },
    },
    async (request) => ({
      status: 200,
      message: SUCCESS_MESSAGE,
      data: await users.editProfile(requireUser(request).id, request.body),
    }),
  );

  app.put(
    '/users/language',
    {
      schema: {
        tags,
        summary: "Store the caller's interface language (mails come in it)",
        security,
        querystring: LanguageQuery,
        response: { 200: LanguageResponse, 400: ErrorEnvelope, 401: ErrorEnvelope },
      },
    },
    async (request) => {
      await users.setLanguage(requireUser(request).id, request.query.lang);
      return { status: 200, message: SUCCESS_MESSAGE, data: { language: request.query.lang } };
    },
  );

  app.get(
    '/users/long-lat',
    {
      schema: {
        tags,
        summary: "The caller's saved map position; null when none is saved",
        security,
        response: { 200: PositionResponse, 401: ErrorEnvelope },
      },
    },
    async (request) => ({
      status: 200,
      message: SUCCESS_MESSAGE,
      data: await users.position(requireUser(request).id),
    }),
  );

  app.get(
    '/users/all',
    {
      schema: {
        tags,
        summary: 'Every user (administrators only)',
        security,
        response: { 200: AllUsersResponse, 401: ErrorEnvelope, 403: ErrorEnvelope },
      },
    },
    async (request) => {
      requireAdmin(request);
      return { status: 200, message: SUCCESS_MESSAGE, data: { data: await users.listAll() } };
    },
  );
};
