/**
 * `npm run bench`: imports every bench/*.bench.ts in file-name order, runs its exported run() and prints its
 * figures and checks. Exits with 1 when a check fails. `npm run bench -- select annual` runs only the files whose
 * names hold one of the given words.
 */
import { readdirSync } from 'node:fs';
import process from 'node:process';
import { pathToFileURL } from 'node:url';
import type { BenchResult } from './bench';

const dir = new URL('.', import.meta.url);
const only = process.argv.slice(2);
const modules = readdirSync(dir)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => only.length === 0 || only.some((word) => file.includes(word)))
  .sort();

function format(value: number | string): string {
  return typeof value === 'number' ? Number(value.toPrecision(3)).toLocaleString('en-US') : value;
}

let failed = false;
for (const file of modules) {
  const module = (await import(pathToFileURL(new URL(file, dir).pathname).href)) as {
    run?: () => BenchResult | Promise<BenchResult>;
  };
  if (typeof module.run !== 'function') {
    throw new Error(`bench/${file} exports no run()`);
  }
  const result = await module.run();
  console.log(`${result.name} (bench/${file})`);
  for (const [label, value] of Object.entries(result.figures)) {
    console.log(`  ${label}: ${format(value)}`);
  }
  for (const check of result.checks ?? []) {
    console.log(`  ${check.ok ? 'ok  ' : 'FAIL'} ${check.requirement}`);
    failed ||= !check.ok;
  }
}
process.exitCode = failed ? 1 : 0;
