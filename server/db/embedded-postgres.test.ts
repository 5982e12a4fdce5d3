import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { findUserByEmail } from '../repositories/users.repository';
import { createAdministrator } from '../services/administrators.service';
import { PasswordHasher } from '../services/password-hasher';
import { openDatabase, ping } from './client';

/**
 * The embedded default (issue 19): a PostgreSQL the product starts in DATA_DIR/postgres, started again on the same
 * cluster, and the one-time copy of the PGlite data an earlier version kept in DATA_DIR. Once, in the PGlite pass
 * (the PostgreSQL pass has nothing to add).
 */
const dataDir = mkdtempSync(join(tmpdir(), 'airsizer-embedded-'));
// As root the cluster runs as the user postgres, who must reach the folder.
chmodSync(dataDir, 0o755);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const hasher = PasswordHasher.fromConfig(loadConfig({ ARGON2_MEMORY_KIB: '64', ARGON2_TIME_COST: '1' }));

describe.skipIf(process.env.TEST_DB === 'postgres')('the embedded PostgreSQL', () => {
  it('copies earlier PGlite data once, then starts again on the same cluster', async () => {
    // What an earlier version left: PGlite's cluster directly in DATA_DIR, with an account.
    const pglite = await openDatabase({ kind: 'pglite', dataDir });
    await createAdministrator({ db: pglite.db, hasher }, 'kept@example.com');
    await pglite.close();

    const first = await openDatabase({ kind: 'embedded', dataDir });
    try {
      expect(first.kind).toBe('postgres');
      expect((await findUserByEmail(first.db, 'kept@example.com'))?.role).toBe('admin');
      // The copy is a working database: it takes new rows.
      await createAdministrator({ db: first.db, hasher }, 'new@example.com');
    } finally {
      await first.close();
    }
    expect(existsSync(join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(dataDir, 'pglite-imported'))).toBe(true);

    const again = await openDatabase({ kind: 'embedded', dataDir });
    try {
      await ping(again.db);
      expect(await findUserByEmail(again.db, 'new@example.com')).toBeDefined();
      expect(await findUserByEmail(again.db, 'kept@example.com')).toBeDefined();
    } finally {
      await again.close();
    }
  }, 120_000);
});
