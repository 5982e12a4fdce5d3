import type { EmailConfirmationInput, RegisterInput } from '../../contracts/auth';
import type { BrandId } from '../../contracts/brands';
import type { Database } from '../db/client';
import { badRequest, conflict } from '../errors';
import { findCompanyByTin, insertCompany } from '../repositories/companies.repository';
import {
  confirmUserEmail,
  findUserByEmail,
  insertUser,
  type NewUser,
} from '../repositories/users.repository';
import { invalidLink, type EmailLinkService } from './email-links.service';
import { utcText, type MailService } from './mail.service';
import type { PasswordHasher } from './password-hasher';
import { requireStrongPassword } from './password-strength';

export interface RegistrationServiceDeps {
  db: Database;
  hasher: PasswordHasher;
  links: EmailLinkService;
  mail: MailService;
}

/** The address of a registration has an account: the transaction rolls back (a new company too). */
class AddressTaken extends Error {}

/** Registration and e-mail confirmation (docs/rules.md#registration, docs/rules.md#email-links). */
export class RegistrationService {
  constructor(private readonly deps: RegistrationServiceDeps) {}

  /**
   * `POST /auth/register`: the company (new, or found by its tax id), the user and the confirmation link are written
   * together or not at all; the mail goes out once they are. Issue 28: an address that has an account answers the
   * same, after the same work (one password hash, one transaction rolled back), and its owner gets a mail saying
   * someone tried; so the answer tells nothing about which addresses have accounts.
   */
  async register(input: RegisterInput, brand: BrandId): Promise<void> {
    const { db, hasher, links, mail } = this.deps;
    requireStrongPassword('body.password', input.password, [input.email, input.firstName, input.lastName]);
    const passwordHash = await hasher.hash(input.password);
    let created;
    try {
      created = await this.insert(input, passwordHash);
    } catch (error) {
      if (!(error instanceof AddressTaken)) {
        throw error;
      }
      const owner = await findUserByEmail(db, input.email);
      if (owner) {
        mail.sendNotice('registrationAttempt', owner, brand, { when: utcText(new Date()) });
      }
      return;
    }
    links.send(created.link, created.user, brand);
  }

  /** The company, the user and the confirmation link in one transaction; AddressTaken rolls all back. */
  private insert(input: RegisterInput, passwordHash: string) {
    return this.deps.db.transaction(async (tx) => {
      const companyId = input.individual ? null : await this.companyFor(tx, input);
      const user = await insertUser(tx, {
        email: input.email,
        passwordHash,
        language: input.language,
        title: input.title,
        academicTitle: input.academicTitle ?? null,
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: input.phoneNumber || null,
        jobTitle: input.jobTitle ?? null,
        jobField: input.jobField ?? null,
        companyId,
        ...(input.individual ? individualAddress(input) : {}),
      });
      if (!user) {
        throw new AddressTaken();
      }
      return { user, link: await this.deps.links.create('confirmEmail', user.id, tx) };
    });
  }

  /** `POST /auth/email/confirmation`: uses up the link and marks the address confirmed. */
  async confirmEmail(input: EmailConfirmationInput): Promise<void> {
    const { db, links } = this.deps;
    const confirmed = await db.transaction(async (tx) => {
      if (!(await links.consume('confirmEmail', input.userId, input.securityToken, tx))) {
        return false;
      }
      await confirmUserEmail(tx, input.userId);
      return true;
    });
    if (!confirmed) {
      throw invalidLink();
    }
  }

  /** The id of the user's company: found by tax id when already registered, else registered now. */
  private async companyFor(db: Database, input: RegisterInput): Promise<string> {
    const tin = present(input.tin, 'tin');
    if (input.companyAlreadyRegistered) {
      const company = await findCompanyByTin(db, tin);
      if (!company) {
        throw badRequest('tin', 'company with this tax id not found', 'companyNotFound');
      }
      return company.id;
    }
    const company = await insertCompany(db, {
      name: present(input.companyName, 'companyName'),
      tin,
      streetNumber: present(input.streetNumber, 'streetNumber'),
      postcode: present(input.postcode, 'postcode'),
      city: present(input.city, 'city'),
      country: present(input.country, 'country'),
    });
    if (!company) {
      throw conflict(
        'tin',
        'a company with this tax id is already registered (join it as an already registered company)',
        'companyTaken',
      );
    }
    return company.id;
  }
}

/** An individual's address: city and country required, street and postcode optional (docs/rules.md#registration). */
function individualAddress(
  input: RegisterInput,
): Pick<NewUser, 'streetNumber' | 'postcode' | 'city' | 'country'> {
  return {
    streetNumber: input.streetNumber || null,
    postcode: input.postcode || null,
    city: present(input.city, 'city'),
    country: present(input.country, 'country'),
  };
}

/**
 * A field the contract's rules already required; checked again so the service is safe on its own (a script, a
 * later caller), with the same message.
 */
function present<T>(value: T | null | undefined, field: string): T {
  if (value === null || value === undefined || value === '') {
    throw badRequest(field, 'is required', 'required');
  }
  return value;
}
