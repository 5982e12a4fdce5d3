import type { BrandId } from '../../contracts/brands';
import type {
  ComparedRevisionData,
  ComparisonData,
  ComparisonPdfQuery,
  ComparisonQuery,
} from '../../contracts/comparison';
import { compareRevisions } from '../../domain/comparison';
import { CATALOGUE } from '../../engine/catalogue/catalogue';
import type { Catalogue } from '../../engine/catalogue/types';
import type { Database } from '../db/client';
import type { DocumentWorkers } from '../documents/workers';
import { notFound } from '../errors';
import { authorize, type Caller } from '../policies/access.policy';
import { findRevisionById, type RevisionById } from '../repositories/positions.repository';
import { findUserById } from '../repositories/users.repository';
import { RELEASE_VERSION } from '../version';
import { revisionResult } from './stored-result';

/** A comparison's PDF as it is answered. */
export interface ComparisonFile {
  fileName: string;
  body: Buffer;
}

/**
 * The comparison of two revisions (issue 30): of one position, or of two positions, both the caller's (another user's
 * revision answers 404, as every read does). Each side's result is read as the revisions' own reads read it
 * (services/stored-result.ts: as stored, or recomputed on purpose from an older engine's input); the rows are
 * domain/comparison.ts's; the PDF is made in the worker pool within the caller's places.
 */
export class ComparisonService {
  constructor(
    private readonly db: Database,
    private readonly workers: DocumentWorkers,
    private readonly catalogue: Catalogue = CATALOGUE,
  ) {}

  async compare(caller: Caller, { a, b }: ComparisonQuery): Promise<ComparisonData> {
    const owner = authorize(caller, 'read', 'revision');
    const [first, second] = await Promise.all([
      findRevisionById(this.db, a, owner),
      findRevisionById(this.db, b, owner),
    ]);
    if (!first || !second) {
      throw notFound('Revision');
    }
    const sideA = this.side(first);
    const sideB = this.side(second);
    return {
      a: sideA.facts,
      b: sideB.facts,
      changes: compareRevisions(sideA.compared, sideB.compared),
    };
  }

  /** The comparison as a PDF in `lang`, else the caller's language; styled for the host's `brand`. */
  async pdf(caller: Caller, brand: BrandId, query: ComparisonPdfQuery): Promise<ComparisonFile> {
    const [comparison, user] = await Promise.all([
      this.compare(caller, query),
      query.lang ? undefined : findUserById(this.db, caller.userId),
    ]);
    const body = await this.workers.comparisonPdf(caller.userId, {
      comparison,
      language: query.lang ?? user?.language ?? 'en',
      brand,
      release: RELEASE_VERSION,
      generatedAt: new Date(),
    });
    const name = (side: ComparedRevisionData) => `${side.positionId}-r${side.revisionNumber}`;
    return { fileName: `Comparison_${name(comparison.a)}_${name(comparison.b)}.pdf`, body };
  }

  private side({ position, project, revision }: RevisionById) {
    const result = revisionResult(revision, this.catalogue);
    const facts: ComparedRevisionData = {
      revisionId: revision.id,
      revisionNumber: revision.revisionNumber,
      positionId: position.id,
      positionName: position.name,
      projectId: project.id,
      projectName: project.name,
      engineVersion: revision.engineVersion,
      createdAt: revision.createdAt.toISOString(),
      recomputedWith: result.recomputedWith,
    };
    return { facts, compared: { input: revision.input, dataSheet: result.dataSheet } };
  }
}
