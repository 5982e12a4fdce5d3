import { z } from 'zod';
import { envelope } from './envelope';
import { listValue, optionalLine, requiredLine, text } from './fields';

/** docs/rules.md#languages: English, German and Serbian; English is the fallback. */
export const LANGUAGES = ['en', 'de', 'sr'] as const;
export const LanguageSchema = listValue(LANGUAGES);
export type Language = z.infer<typeof LanguageSchema>;
export const DEFAULT_LANGUAGE: Language = 'en';

/** Issue 30: the units a user reads and types (SI, or the US customary inch-pound units); the engine stays SI. */
export const UNIT_SYSTEMS = ['si', 'ip'] as const;
export const UnitSystemSchema = listValue(UNIT_SYSTEMS);
export type UnitSystem = z.infer<typeof UnitSystemSchema>;

/** docs/rules.md#roles: roles `user` and `admin`. */
export const ROLES = ['user', 'admin'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/** Option lists (docs/rules.md#registration): the stored values are the original's (ms, mr, ...; dr, prof, prof_dr). */
export const TITLES = ['ms', 'mr', 'mrs', 'miss', 'other'] as const;
export const TitleSchema = listValue(TITLES);
export type Title = z.infer<typeof TitleSchema>;

export const ACADEMIC_TITLES = ['dr', 'prof', 'prof_dr'] as const;
export const AcademicTitleSchema = listValue(ACADEMIC_TITLES);
export type AcademicTitle = z.infer<typeof AcademicTitleSchema>;

/**
 * The 18 job titles (docs/rules.md#registration), as stable camelCase values (the labels live in the web app's
 * translations). The original's prose lists 19 phrases for 18 entries; we read "head of, vice president or director"
 * as one entry (Head of / VP / Director), like "deputy or associate director or associate".
 */
export const JOB_TITLES = [
  'administratorClerk',
  'boardMember',
  'branchManager',
  'contractsManager',
  'deputyAssociateDirector',
  'divisionManager',
  'engineer',
  'freelancer',
  'graduateIntermediate',
  'headOfVicePresidentDirector',
  'managingDirector',
  'owner',
  'projectManager',
  'quantitySurveyor',
  'secretary',
  'seniorExecutive',
  'technician',
  'other',
] as const;
export const JobTitleSchema = listValue(JOB_TITLES);
export type JobTitle = z.infer<typeof JobTitleSchema>;

/** The 17 job fields (docs/rules.md#registration), as stable camelCase values. */
export const JOB_FIELDS = [
  'accounting',
  'architecture',
  'companywide',
  'consultingDesigning',
  'estimation',
  'financeControlling',
  'installation',
  'marketing',
  'projectManagement',
  'purchasing',
  'researchDevelopment',
  'sales',
  'serviceMaintenance',
  'siteManagement',
  'technicsEngineering',
  'testValidationCommissioning',
  'other',
] as const;
export const JobFieldSchema = listValue(JOB_FIELDS);
export type JobField = z.infer<typeof JobFieldSchema>;

export const UserIdSchema = z.uuid();

/** An e-mail address as typed: trimmed and lower-cased, so one address is one account. */
export const EmailSchema = text()
  .trim()
  .toLowerCase()
  .max(254, 'must be at most 254 characters')
  .regex(z.regexes.email, 'must be a valid e-mail address');

/** The profile fields a user sets at registration and edits on the account page (docs/rules.md#registration,
 * docs/rules.md#account-page). */
export const ProfileFieldsSchema = z.object({
  title: TitleSchema,
  academicTitle: AcademicTitleSchema.nullish(),
  firstName: requiredLine(100),
  lastName: requiredLine(100),
  phoneNumber: optionalLine(40),
  jobTitle: JobTitleSchema.nullish(),
  jobField: JobFieldSchema.nullish(),
});
export type ProfileFields = z.infer<typeof ProfileFieldsSchema>;

/** `GET /users/jwt`: the profile of the token's user. */
export const UserProfileSchema = z.object({
  firstName: z.string(),
  language: z.enum(LANGUAGES),
  unitSystem: z.enum(UNIT_SYSTEMS),
  title: z.enum(TITLES),
  academicTitle: z.enum(ACADEMIC_TITLES).nullable(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  jobTitle: z.enum(JOB_TITLES).nullable(),
  jobField: z.enum(JOB_FIELDS).nullable(),
  email: z.string(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;
export const UserProfileResponse = envelope(UserProfileSchema);

/**
 * `PUT /users/edit`: title, first and last name required (docs/rules.md#account-page). The original's client also
 * sends `jwt` in the body; it is dropped, as identity comes from the bearer token only.
 */
export const EditProfileRequest = ProfileFieldsSchema;
export type EditProfileInput = z.infer<typeof EditProfileRequest>;

/** `PUT /users/language?lang=en|de|sr`. */
export const LanguageQuery = z.object({ lang: LanguageSchema });
export const LanguageResponse = envelope(z.object({ language: z.enum(LANGUAGES) }));

/** `PUT /users/units?system=si|ip`: the caller's units on every screen and document. */
export const UnitSystemQuery = z.object({ system: UnitSystemSchema });
export const UnitSystemResponse = envelope(z.object({ unitSystem: z.enum(UNIT_SYSTEMS) }));

/** `GET /users/long-lat`: the user's saved map position in degrees (WGS 84), null when none is saved. */
export const PositionSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type Position = z.infer<typeof PositionSchema>;
export const PositionResponse = envelope(PositionSchema.nullable());

/**
 * `GET /users/all` (administrators only): the admin user row (docs/rules.md#admin-panel), whether the account is
 * disabled and whether its e-mail address is confirmed (an unconfirmed account cannot sign in yet).
 */
export const UserRowSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  email: z.string(),
  role: RoleSchema,
  disabled: z.boolean(),
  emailConfirmed: z.boolean(),
});
export type UserRow = z.infer<typeof UserRowSchema>;
export const AllUsersResponse = envelope(z.object({ data: z.array(UserRowSchema) }));
