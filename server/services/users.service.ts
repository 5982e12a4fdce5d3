import {
  EmailSchema,
  type EditProfileInput,
  type Language,
  type Position,
  type UnitSystem,
  type UserProfile,
  type UserRow,
} from '../../contracts/users';
import type { Database } from '../db/client';
import { badRequest, notFound } from '../errors';
import {
  findUserById,
  listUsers,
  updateUserLanguage,
  updateUserProfile,
  updateUserUnitSystem,
  type UserRecord,
} from '../repositories/users.repository';

/** The account calls (docs/rules.md#account-page: profile, account page, language, saved position, the admin's user
 * list). */
export class UsersService {
  constructor(private readonly db: Database) {}

  async profile(userId: string): Promise<UserProfile> {
    return toProfile(await this.existing(userId));
  }

  async editProfile(userId: string, input: EditProfileInput): Promise<UserProfile> {
    const user = await updateUserProfile(this.db, userId, {
      title: input.title,
      academicTitle: input.academicTitle ?? null,
      firstName: input.firstName,
      lastName: input.lastName,
      phoneNumber: input.phoneNumber || null,
      jobTitle: input.jobTitle ?? null,
      jobField: input.jobField ?? null,
    });
    if (!user) {
      throw notFound('User');
    }
    return toProfile(user);
  }

  async setLanguage(userId: string, language: Language): Promise<void> {
    if (!(await updateUserLanguage(this.db, userId, language))) {
      throw notFound('User');
    }
  }

  async setUnitSystem(userId: string, unitSystem: UnitSystem): Promise<void> {
    if (!(await updateUserUnitSystem(this.db, userId, unitSystem))) {
      throw notFound('User');
    }
  }

  /** The saved map position, or null when the user has none (both columns are set together). */
  async position(userId: string): Promise<Position | null> {
    const { latitude, longitude } = await this.existing(userId);
    return latitude === null || longitude === null ? null : { latitude, longitude };
  }

  async listAll(): Promise<UserRow[]> {
    return (await listUsers(this.db)).map(toUserRow);
  }

  private async existing(userId: string): Promise<UserRecord> {
    const user = await findUserById(this.db, userId);
    if (!user) {
      throw notFound('User');
    }
    return user;
  }
}

/** An address typed outside the API (the admin script), normalised as the contracts do. */
export function emailAddress(raw: string): string {
  const parsed = EmailSchema.safeParse(raw);
  if (!parsed.success) {
    throw badRequest('email', 'must be a valid e-mail address');
  }
  return parsed.data;
}

/** The admin panel's row of an account. */
export function toUserRow({
  id,
  firstName,
  lastName,
  phoneNumber,
  email,
  role,
  disabled,
  emailConfirmedAt,
}: UserRecord): UserRow {
  return {
    id,
    firstName,
    lastName,
    phoneNumber,
    email,
    role,
    disabled,
    emailConfirmed: emailConfirmedAt !== null,
  };
}

function toProfile(user: UserRecord): UserProfile {
  const { firstName, language, unitSystem, title, academicTitle, lastName, phoneNumber, jobTitle, jobField } =
    user;
  return {
    firstName,
    language,
    unitSystem,
    title,
    academicTitle,
    lastName,
    phoneNumber,
    jobTitle,
    jobField,
    email: user.email,
  };
}
