import { ConfigError, loadConfig } from '../server/config';
import { databaseTargetFor, openDatabase } from '../server/db/client';
import { HttpError } from '../server/errors';
import { createAdministrator } from '../server/services/administrators.service';
import { PasswordHasher } from '../server/services/password-hasher';
import { AccountAdminService } from '../server/services/account-admin.service';

const USAGE = `Usage: npm run admin -- <command> <email>
  create <email>    create an administrator with a random password (printed once)
  disable <email>   disable an account and end its sessions
  enable <email>    enable a disabled account
  reset-second-factor <email>
                    turn off the second factor of an owner who lost it (after proving who asks): its recovery codes
                    go, its sessions end; an administrator who must have one sets a new one up at the next sign-in`;

/**
 * Account administration on the configured database (the same environment as `npm start`): administrators beyond the
 * one made at the first start, and disabling accounts.
 */
async function main(args: string[]): Promise<number> {
  const [command, email] = args;
  if (!command || !email || !['create', 'disable', 'enable', 'reset-second-factor'].includes(command)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig(process.env);
  const database = await openDatabase(databaseTargetFor(config));
  try {
    if (command === 'create') {
      const admin = await createAdministrator(
        { db: database.db, hasher: PasswordHasher.fromConfig(config) },
        email,
      );
      console.log(
        `Administrator ${admin.email} created. This password is shown only now:\n  ${admin.password}`,
      );
    } else if (command === 'reset-second-factor') {
      await new AccountAdminService(database.db).resetSecondFactor(null, { email });
      console.log(`The second factor of ${email} is off; its sessions ended`);
    } else {
      // Audited with no administrator as the actor: the command line.
      await new AccountAdminService(database.db).setDisabled(null, { email }, command === 'disable');
      console.log(`${email} ${command}d`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    // Expected failures (bad address, account exists or missing, bad configuration) are one line, not a stack.
    const expected = error instanceof HttpError || error instanceof ConfigError;
    console.error(expected ? error.message : error);
    process.exit(1);
  },
);
