import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_ARGS } from './launch';

const command = `node ${SERVER_NODE_ARGS.join(' ')}`;

describe('one way to start the server', () => {
  it('npm start runs the arguments the tests and benchmarks start it with', () => {
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
      .scripts;
    expect(scripts.start).toMatch(new RegExp(`&& ${command.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  });

  it('every start command in docs/operations.md and deploy/ is that one', () => {
    for (const file of ['docs/operations.md', 'deploy/nginx.conf']) {
      const starts = readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => /node .*server\/start\.mjs/.test(line));
      expect(starts.length, file).toBeGreaterThan(0);
      for (const line of starts) {
        expect(line, file).toContain(command);
      }
    }
  });
});
