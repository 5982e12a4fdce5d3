/**
 * `npm test`: every test, the browser tests beside the rest. Vitest runs a project whose files go one at a time
 * (e2e: one server, one browser test at a time) only after all other files, which left one of CI's two cores idle
 * for the browser tests' minutes; two Vitest runs side by side keep both busy. Each line is prefixed with its run's
 * name; the exit code is the worse of the two. Arguments go to both runs (`npm test -- projects` runs the files whose
 * path holds "projects" in each); with `--project` one run does as told.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));
const args = process.argv.slice(2);

function run(name, runArgs) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [vitest, 'run', ...runArgs], { stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(name ? `[${name}] ${line}` : line));
    }
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const codes = args.includes('--project')
  ? [await run('', args)]
  : await Promise.all([
      run('e2e', ['--project', 'e2e', '--passWithNoTests', ...args]),
      run('rest', ['--project', '!e2e', '--passWithNoTests', ...args]),
    ]);
process.exitCode = codes.some((code) => code !== 0) ? 1 : 0;
