/**
 * Regenerates the golden fixtures of select() (engine/test/golden/select-NN.json), on purpose only:
 *
 *   npm run golden                        write the fixtures, print how many cases changed
 *   npm run golden -- --check             write nothing; exit 1 when a fixture differs from the live engine
 *   npm run golden -- --allow-same-version  accept changed numbers without a new ENGINE_VERSION (say why in the commit)
 *
 * The rule (docs/engine.md, "Golden fixtures and the engine version"): a change that moves a number of a stored
 * selection raises ENGINE_VERSION (engine/version.ts) and regenerates the fixtures in the same commit, with the diff
 * reviewed. So this script refuses to overwrite changed numbers while ENGINE_VERSION equals the fixtures' version.
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  goldenCases,
  goldenDifferences,
  goldenFileName,
  goldenOutcome,
  type GoldenFile,
} from '../engine/test/golden';
import { ENGINE_VERSION } from '../engine/version';

const GOLDEN_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'engine', 'test', 'golden');

/** A fixture as text: one case a line, so that a regeneration's diff shows which cases moved (this script prints
 * the paths that did). */
function goldenFileText(file: GoldenFile): string {
  const cases = file.cases.map((c) => JSON.stringify(c)).join(',\n');
  return `{"engineVersion":${JSON.stringify(file.engineVersion)},"unitTypeId":${file.unitTypeId},"cases":[\n${cases}\n]}\n`;
}

function main(argv: readonly string[]): number {
  const check = argv.includes('--check');
  const allowSameVersion = argv.includes('--allow-same-version');
  const byType = new Map<number, GoldenFile>();
  for (const c of goldenCases()) {
    const file = byType.get(c.input.unitTypeId) ?? {
      engineVersion: ENGINE_VERSION,
      unitTypeId: c.input.unitTypeId,
      cases: [],
    };
    file.cases.push({ id: c.id, input: c.input, outcome: goldenOutcome(c.input) });
    byType.set(c.input.unitTypeId, file);
  }

  let changedCases = 0;
  let sameVersionChanges = 0;
  const report: string[] = [];
  for (const [unitTypeId, file] of byType) {
    const path = join(GOLDEN_DIR, goldenFileName(unitTypeId));
    const old = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as GoldenFile) : undefined;
    for (const c of file.cases) {
      const before = old?.cases.find((o) => o.id === c.id);
      const diffs = before
        ? goldenDifferences(before, { id: c.id, input: c.input, outcome: c.outcome })
        : ['new case'];
      if (diffs.length > 0) {
        changedCases++;
        if (old?.engineVersion === ENGINE_VERSION && before) {
          sameVersionChanges++;
        }
        report.push(`${c.id}: ${diffs.length} difference(s), first ${diffs[0] ?? ''}`);
      }
    }
  }
  for (const line of report.slice(0, 40)) {
    console.log(line);
  }
  if (report.length > 40) {
    console.log(`... and ${report.length - 40} more cases`);
  }
  console.log(
    `${changedCases} of ${[...byType.values()].reduce((n, f) => n + f.cases.length, 0)} cases differ`,
  );
  if (check) {
    return changedCases > 0 ? 1 : 0;
  }
  if (sameVersionChanges > 0 && !allowSameVersion) {
    console.error(
      `${sameVersionChanges} stored case(s) change while ENGINE_VERSION is still ${ENGINE_VERSION}: raise it in ` +
        'engine/version.ts (docs/engine.md, "Golden fixtures and the engine version"), then rerun; or pass ' +
        '--allow-same-version when no stored selection can change (say why in the commit).',
    );
    return 1;
  }
  mkdirSync(GOLDEN_DIR, { recursive: true });
  let bytes = 0;
  for (const [unitTypeId, file] of byType) {
    const path = join(GOLDEN_DIR, goldenFileName(unitTypeId));
    writeFileSync(path, goldenFileText(file));
    bytes += statSync(path).size;
  }
  console.log(
    `wrote ${byType.size} files, ${(bytes / 1e6).toFixed(2)} MB, engine ${ENGINE_VERSION}, to ${GOLDEN_DIR}`,
  );
  return 0;
}

process.exitCode = main(process.argv.slice(2));
