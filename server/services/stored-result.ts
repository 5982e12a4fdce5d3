import { DataSheet } from '../../contracts/calc';
import type { PositionInput } from '../../contracts/positions';
import { dataSheet } from '../../domain/data-sheet';
import { toSelectionInput } from '../../domain/positions';
import type { Catalogue } from '../../engine/catalogue/types';
import { select, type SelectionResult } from '../../engine/select';
import { ENGINE_VERSION } from '../../engine/version';
import { calculate } from '../errors';

/**
 * A revision's stored engine result read through the schema of the engine version that wrote it (issue 27): the
 * stored JSON is never cast to today's SelectionResult. The rule per stored version (docs/rules.md#revisions):
 *
 * - today's version: read as stored (it is today's shape);
 * - another version of today's major whose stored data sheet parses with today's schema: read as stored (a minor
 *   version that only moved numbers keeps today's fields);
 * - anything else (engine 1.x, where the supply was taken before the fan and noise had 7 bands; a minor before a
 *   field the data sheet now shows, such as the wheel's speed of 2.3.0): recomputed from the stored input with today's
 *   engine and catalogue, on purpose, and the answer says with which version (`recomputedWith`).
 */
export interface RevisionResult {
  selection: SelectionResult;
  dataSheet: DataSheet;
  /** The engine version the result was recomputed with; null when it is the stored one. */
  recomputedWith: string | null;
}

/** What the reader needs of a stored revision: the version that wrote it, the input and the two JSON results. */
export interface StoredRevision {
  engineVersion: string;
  input: PositionInput;
  selection: unknown;
  dataSheet: unknown;
}

const majorOf = (version: string) => version.split('.')[0];

/** How the result of `revision` is read: 'stored' or 'recomputed' (the rule above). */
export function readingOf(
  revision: Pick<StoredRevision, 'engineVersion' | 'dataSheet'>,
): 'stored' | 'recomputed' {
  if (revision.engineVersion === ENGINE_VERSION) {
    return 'stored';
  }
  const sameMajor = majorOf(revision.engineVersion) === majorOf(ENGINE_VERSION);
  return sameMajor && DataSheet.safeParse(revision.dataSheet).success ? 'stored' : 'recomputed';
}

/** The revision's result: as stored, or recomputed from its input (an input today's engine refuses: 422 / 400). */
export function revisionResult(revision: StoredRevision, catalogue: Catalogue): RevisionResult {
  if (readingOf(revision) === 'stored') {
    return {
      // The version rule above makes the stored JSON today's shape (a minor adds no field the result reads).
      selection: revision.selection as SelectionResult,
      // Parsed, so records stored before a defaulted field existed get its default (the catalogue: the demo's).
      dataSheet: DataSheet.parse(revision.dataSheet),
      recomputedWith: null,
    };
  }
  const selection = calculate(() => select(toSelectionInput(revision.input), catalogue), 'position');
  return { selection, dataSheet: dataSheet(selection), recomputedWith: selection.engineVersion };
}
