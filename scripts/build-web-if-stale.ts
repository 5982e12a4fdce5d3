import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildServerBundle, currentServerBundle } from '../server/bundle.mjs';

/**
 * `npm start` bundles the server when its bundle is not current (server/bundle.mjs: a start then loads one JavaScript
 * file instead of its TypeScript sources through tsx, issue 29), and builds the web app only when dist/web is missing or older than what it is built from (issue 19: the
 * build took half of every restart). The sources are the web app and what it imports (contracts, domain, engine), the vite
 * configuration and its plugin, and the installed packages (package-lock.json); a stamp file written after a
 * successful build holds the build's time. FORCE_WEB_BUILD=1 builds regardless.
 */
const STAMP = 'dist/web/.build-stamp';
const SOURCES = [
  'web',
  'contracts',
  'domain',
  'engine',
  'vite.config.ts',
  'scripts/vite-precompress.ts',
  'package-lock.json',
];

/** The newest modification time (ms) of a file or of any file under a folder, test files included (harmless). */
function newestMtime(path: string): number {
  if (!existsSync(path)) {
    return 0;
  }
  const stat = statSync(path);
  if (!stat.isDirectory()) {
    return stat.mtimeMs;
  }
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function webBuildIsStale(): boolean {
  if (!existsSync(STAMP) || !existsSync('dist/web/index.html')) {
    return true;
  }
  const built = statSync(STAMP).mtimeMs;
  return SOURCES.some((source) => newestMtime(source) > built);
}

if (process.env.FORCE_WEB_BUILD === '1' || webBuildIsStale()) {
  const startedAt = new Date();
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) {
    process.exit(build.status ?? 1);
  }
  // The build's start time: a source saved during the build makes the next start build again.
  writeFileSync(STAMP, `${startedAt.toISOString()}\n`);
  utimesSync(STAMP, startedAt, startedAt);
}

if (!currentServerBundle()) {
  await buildServerBundle();
}
