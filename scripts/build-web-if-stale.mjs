// `npm start`'s build step, plain JavaScript started with `node` (issue 29: through tsx's loader it took ~320 ms of
// every restart). It bundles the server when its bundle is not current (server/bundle.mjs: a start then loads one
// JavaScript file instead of its TypeScript sources through tsx), and builds the web app only when dist/web is missing
// or older than what it is built from (issue 19: the build took half of every restart). The sources are the web app and
// what it imports (contracts, domain, engine), the vite configuration and its plugin, and the installed packages
// (package-lock.json); a stamp file written after a successful build holds the build's time. FORCE_WEB_BUILD=1 builds
// regardless.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildServerBundle, currentServerBundle } from '../server/bundle.mjs';

const STAMP = 'dist/web/.build-stamp';
const SOURCES = [
  'web',
  'contracts',
  'domain',
  'engine',
  'vite.config.ts',
  'scripts/vite-early-texts.ts',
  'scripts/vite-precompress.ts',
  'scripts/vite-prerender.ts',
  'package-lock.json',
];

/**
 * Whether a file, or any file under a folder, was modified after `time` (ms); test files included (harmless). Stops at
 * the first such file.
 * @param {string} path
 * @param {number} time
 * @returns {boolean}
 */
function modifiedAfter(path, time) {
  if (!existsSync(path)) {
    return false;
  }
  const stat = statSync(path);
  if (stat.mtimeMs > time) {
    return true;
  }
  return stat.isDirectory() && readdirSync(path).some((entry) => modifiedAfter(join(path, entry), time));
}

function webBuildIsStale() {
  if (!existsSync(STAMP) || !existsSync('dist/web/index.html')) {
    return true;
  }
  const built = statSync(STAMP).mtimeMs;
  return SOURCES.some((source) => modifiedAfter(source, built));
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
