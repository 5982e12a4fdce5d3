/**
 * Golden fixtures of select() (engine/test/golden/select-NN.json, written by `npm run golden`): every unit type x fan
 * type at three flows in two climates must give the stored result to a relative 1e-9 (strings and flags exactly),
 * so a change of any model coefficient by even a fraction of a percent fails here. A failure is either a bug or a
 * deliberate change of numbers: then raise ENGINE_VERSION and regenerate in the same commit, reviewing the diff
 * (docs/engine.md, "Golden fixtures and the engine version").
 */
import { describe, expect, it } from 'vitest';
import { goldenCases, goldenDifferences, goldenOutcome } from './test/golden';
import type { GoldenFile } from './test/golden';
import { ENGINE_VERSION } from './version';

const files = Object.entries(
  import.meta.glob<string>('./test/golden/select-*.json', { query: '?raw', import: 'default', eager: true }),
).map(([path, text]) => [path, JSON.parse(text) as GoldenFile] as const);

const REGENERATE =
  'if the change is deliberate: raise ENGINE_VERSION, run `npm run golden` and review the diff';

describe('golden fixtures of select()', () => {
  it('cover every case of the generator (15 unit types x 2 fan types x 3 flows x 2 climates), all of this engine version', () => {
    const stored = files.flatMap(([, f]) => f.cases.map((c) => c.id)).sort();
    expect(stored, `the fixtures do not hold the generator's cases: ${REGENERATE}`).toEqual(
      goldenCases()
        .map((c) => c.id)
        .sort(),
    );
    expect(stored).toHaveLength(180);
    for (const [path, file] of files) {
      expect(file.engineVersion, `${path} was written by another engine version: ${REGENERATE}`).toBe(
        ENGINE_VERSION,
      );
    }
  });

  describe.each(files)('%s', (_path, file) => {
    it.each(file.cases.map((c) => [c.id, c] as const))('%s equals its fixture', (_id, c) => {
      const diffs = goldenDifferences(c.outcome, goldenOutcome(c.input));
      const shown = diffs.slice(0, 12).join('\n  ');
      expect(diffs, `${diffs.length} difference(s) (fixture -> live):\n  ${shown}\n${REGENERATE}`).toEqual(
        [],
      );
    });
  });
});
