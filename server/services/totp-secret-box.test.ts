import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TotpKeyMismatch, TotpSecretBox } from './totp-secret-box';

/** Issue 28, ASVS 2.8.2: TOTP secrets sealed at rest (AES-256-GCM), the key outside the database. */
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const KEY = 'a1'.repeat(32);
const dataDir = mkdtempSync(join(tmpdir(), 'airsizer-totp-key-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('TotpSecretBox', () => {
  const box = TotpSecretBox.fromConfig({ TOTP_KEY: KEY, DATA_DIR: dataDir });

  it('seals a secret so the stored text shows nothing of it, and opens it again for its account', () => {
    const sealed = box.seal('user-1', SECRET);
    expect(sealed).toMatch(/^v1:[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain(SECRET);
    // A fresh IV each time: the same secret never seals to the same text.
    expect(box.seal('user-1', SECRET)).not.toBe(sealed);
    expect(box.open('user-1', sealed)).toBe(SECRET);
  });

  it('refuses another account, another key, a changed byte and a plain secret', () => {
    const sealed = box.seal('user-1', SECRET);
    expect(() => box.open('user-2', sealed)).toThrow(TotpKeyMismatch);
    const other = TotpSecretBox.fromConfig({ TOTP_KEY: 'b2'.repeat(32), DATA_DIR: dataDir });
    expect(() => other.open('user-1', sealed)).toThrow(TotpKeyMismatch);
    const bytes = Buffer.from(sealed.slice(3), 'base64url');
    bytes[bytes.length - 1]! ^= 1;
    expect(() => box.open('user-1', `v1:${bytes.toString('base64url')}`)).toThrow(TotpKeyMismatch);
    expect(() => box.open('user-1', SECRET)).toThrow(TotpKeyMismatch);
  });

  it('without TOTP_KEY makes DATA_DIR/totp.key once, readable by its owner only, and keeps using it', () => {
    const first = TotpSecretBox.fromConfig({ DATA_DIR: join(dataDir, 'data') });
    const file = join(dataDir, 'data', 'totp.key');
    expect(readFileSync(file, 'utf8')).toMatch(/^[0-9a-f]{64}\n$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const second = TotpSecretBox.fromConfig({ DATA_DIR: join(dataDir, 'data') });
    expect(second.open('user-1', first.seal('user-1', SECRET))).toBe(SECRET);
  });
});
