// The server as one JavaScript file (issue 29: restart to healthy under 2 s). Loading the server's ~200 TypeScript
// modules through tsx's loader took ~0.9 s of every start; `npm start`'s build step (scripts/build-web-if-stale.mjs)
// bundles them with esbuild into dist/server/main.mjs (the packages stay imports), and server/start.mjs runs that file
// only while it is current: every source it was built from is no newer than the build. Otherwise, as after an edit,
// the server starts from its sources through tsx as before, so a stale bundle never runs. Plain JavaScript: the
// supervisor reads it without TypeScript's loader.
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const DEFAULT_BUNDLE_DIR = join(ROOT, 'dist', 'server');

/**
 * The bundle's file URL when it is current (each of its sources, package.json and package-lock.json no newer than
 * its build), else undefined.
 * @param {string} dir
 * @returns {string | undefined}
 */
export function currentServerBundle(dir = DEFAULT_BUNDLE_DIR) {
  const bundle = resolve(dir, 'main.mjs');
  const manifest = join(dir, 'inputs.json');
  if (!existsSync(bundle) || !existsSync(manifest)) {
    return undefined;
  }
  try {
    const { builtAt, inputs } = JSON.parse(readFileSync(manifest, 'utf8'));
    const sources = [...inputs, 'package.json', 'package-lock.json'];
    if (sources.some((input) => statSync(resolve(ROOT, input)).mtimeMs > builtAt)) {
      return undefined;
    }
    return pathToFileURL(bundle).href;
  } catch {
    // A source gone or an unreadable manifest: the sources, as after an edit.
    return undefined;
  }
}

/**
 * Bundles server/main.ts into `dir`/main.mjs with the list of its sources. `import.meta.url` in a source keeps naming
 * that source's own file (the migrations, the document threads' entry and the fonts are found beside it). Written
 * beside and renamed, so a start never reads half a file.
 * @param {string} dir
 */
export async function buildServerBundle(dir = DEFAULT_BUNDLE_DIR) {
  const { build } = await import('esbuild');
  const outfile = resolve(dir, 'main.mjs');
  // The build's start: a source saved while it runs makes the bundle stale.
  const builtAt = Date.now();
  mkdirSync(dir, { recursive: true });
  const result = await build({
    entryPoints: [join(ROOT, 'server', 'main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile: `${outfile}.tmp`,
    metafile: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'own-import-meta-url',
        setup(context) {
          context.onLoad({ filter: /\.ts$/ }, (args) => {
            const path = relative(resolve(dir), args.path).split('\\').join('/');
            const contents = readFileSync(args.path, 'utf8').replaceAll(
              'import.meta.url',
              `new URL(${JSON.stringify(path)}, import.meta.url).href`,
            );
            return { contents, loader: 'ts' };
          });
        },
      },
    ],
  });
  const inputs = Object.keys(result.metafile.inputs).map((input) =>
    relative(ROOT, resolve(process.cwd(), input)).split('\\').join('/'),
  );
  writeFileSync(`${join(dir, 'inputs.json')}.tmp`, JSON.stringify({ builtAt, inputs }));
  renameSync(`${outfile}.tmp`, outfile);
  renameSync(`${join(dir, 'inputs.json')}.tmp`, join(dir, 'inputs.json'));
  return { bundle: outfile, inputs };
}
