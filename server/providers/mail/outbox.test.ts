import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { OutboxMailProvider } from './outbox';

const dir = mkdtempSync(join(tmpdir(), 'airsizer-outbox-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('OutboxMailProvider', () => {
  it('writes the mail as an .eml file and logs its path, never its link', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const outbox = new OutboxMailProvider(join(dir, 'outbox'), log);
    const token = 'tok_' + 'x'.repeat(40);
    await outbox.send({
      from: { name: 'AirSizer', address: 'no-reply@airsizer.local' },
      to: 'ana@example.com',
      subject: 'AirSizer: confirm your e-mail address',
      text: `Open https://airsizer.example.com/email/confirmation/id/${token}\n`,
    });
    outbox.close();

    const files = readdirSync(join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(join(dir, 'outbox', files[0]!), 'utf8');
    expect(eml).toMatch(/^To: ana@example\.com$/m);
    expect(eml.replace(/=\r?\n/g, '')).toContain(token);

    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!);
    expect(entry.msg).toBe('mail written to the outbox: open the link in the mail');
    expect(entry.outboxFile).toBe(join(dir, 'outbox', files[0]!));
    expect(lines[0]).not.toContain(token);
  });
});
