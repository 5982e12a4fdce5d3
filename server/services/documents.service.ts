import { DEFAULT_BRAND, type BrandId } from '../../contracts/brands';
import { type DocumentKind, type DocumentQuery } from '../../contracts/documents';
import { technicalCardFileName } from '../../domain/documents';
import type { Database } from '../db/client';
import { bundleFileName, documentFileBase, documentFileName } from '../documents/file-names';
import type { DocumentContext } from '../documents/context';
import type { DocumentJobKind } from '../documents/generate';
import type { DocumentWorkers } from '../documents/workers';
import { HttpError, notFound } from '../errors';
import { findDocumentSource } from '../repositories/positions.repository';
import { findUserById } from '../repositories/users.repository';
import { RELEASE_VERSION } from '../version';
import { authorize, type Caller } from '../policies/access.policy';
import type { EnergyService } from './energy.service';
import { CATALOGUE } from '../../engine/catalogue/catalogue';
import type { Catalogue } from '../../engine/catalogue/types';
import { revisionResult } from './stored-result';

/** Who asks for a document (the access policy decides which revisions; they give the language) and the host's brand. */
export interface DocumentAccess {
  caller: Caller;
  brand: BrandId;
}

/** One document as it is answered. */
export interface DocumentFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

export const PROLUX_HOSTS_ONLY = 'The PROLUX data sheet is offered on PROLUX hosts only';

const PDF = 'application/pdf';

/** Each document kind's content type (documents/generate.ts makes them). */
const CONTENT_TYPES: Record<DocumentKind, string> = {
  dataSheet: PDF,
  drawingPdf: PDF,
  drawingDxf: 'application/dxf',
  controlScheme: PDF,
  specification: 'text/plain; charset=utf-8',
  specificationPdf: PDF,
  // IFC's STEP physical file (ISO 10303-21): the media type buildingSMART gives IFC-SPF files.
  ifc: 'application/x-step',
};

/**
 * A position revision's documents (issue 8): the stored revision with its project, customer and owner becomes a
 * DocumentContext, which the pure generators of server/documents turn into files. Documents are made on request and
 * not stored: a revision is immutable, so the same revision gives the same document. Who may read which revision is
 * the access policy's decision (another user's answers 404; the admin variants read any owner's).
 */
export class DocumentsService {
  constructor(
    private readonly db: Database,
    private readonly workers: DocumentWorkers,
    /** The annual figures of the data sheet's energy page (the annual API's presenter). */
    private readonly energy: EnergyService,
    /** The catalogue a revision stored by an older engine is recomputed with (services/stored-result.ts). */
    private readonly catalogue: Catalogue = CATALOGUE,
  ) {}

  /** The context of a document with the data sheet: the revision's with its annual figures (a project's appendix). */
  async dataSheetContext(access: DocumentAccess, query: DocumentQuery): Promise<DocumentContext> {
    return this.withAnnual(access, await this.context(access, query));
  }

  /** The context with the revision's annual figures at the default settings, for a document with the data sheet. */
  private async withAnnual(access: DocumentAccess, ctx: DocumentContext): Promise<DocumentContext> {
    const annual = await this.energy.annualOf(authorize(access.caller, 'read', 'document'), {
      id: ctx.position.id,
      revNum: ctx.position.revisionNumber,
    });
    return { ...ctx, annual };
  }

  /** Makes a document in a worker thread, counted against the caller's share of the queue. */
  private make(access: DocumentAccess, kind: DocumentJobKind, ctx: DocumentContext): Promise<Buffer> {
    return this.workers.make(access.caller.userId, { kind, ctx });
  }

  /**
   * The context of revision `revNum` of position `id`: in `lang`, else the caller's stored language, else English;
   * in `units`, else the caller's stored units (issue 30);
   * styled for `brand`; generated now.
   */
  async context(
    access: DocumentAccess,
    { id, revNum, lang, units }: DocumentQuery,
  ): Promise<DocumentContext> {
    const ownerUserId = authorize(access.caller, 'read', 'document');
    const [source, caller] = await Promise.all([
      findDocumentSource(this.db, id, ownerUserId, revNum),
      lang && units ? undefined : findUserById(this.db, access.caller.userId),
    ]);
    if (!source) {
      throw notFound('Revision');
    }
    const { position, revision, project, customer, owner } = source;
    const result = revisionResult(revision, this.catalogue);
    return {
      language: lang ?? caller?.language ?? 'en',
      unitSystem: units ?? caller?.unitSystem ?? 'si',
      brand: access.brand,
      release: RELEASE_VERSION,
      generatedAt: new Date(),
      user: owner,
      project: { ...project, customer },
      position: {
        id: position.id,
        // The revision's own name: its documents show the position as it was calculated.
        name: revision.input.name,
        revisionNumber: revision.revisionNumber,
        calculatedAt: revision.createdAt,
        input: revision.input,
      },
      selection: result.selection,
      dataSheet: result.dataSheet,
    };
  }

  /**
   * The data sheet downloads (docs/rules.md#documents). 'standard' is the card without a brand-specific variant: the
   * host's brand styles it, except PROLUX, whose styling is its variant's, so PROLUX hosts get the default brand's
   * standard card. 'prolux' is the PROLUX variant, offered on PROLUX hosts only (404 elsewhere, before any look-up).
   * Named as the original names them ('standard_TechnicalCard.pdf'), not after the position as the other documents
   * are.
   */
  async technicalCard(
    access: DocumentAccess,
    query: DocumentQuery,
    card: 'standard' | 'prolux',
  ): Promise<DocumentFile> {
    // Asked before the host's brand: a non-administrator on the admin variant is refused (403) on any host.
    authorize(access.caller, 'read', 'document');
    if (card === 'prolux' && access.brand !== 'prolux') {
      throw new HttpError(404, PROLUX_HOSTS_ONLY);
    }
    const brand = card === 'standard' && access.brand === 'prolux' ? DEFAULT_BRAND : access.brand;
    const ctx = await this.withAnnual(access, await this.context({ ...access, brand }, query));
    return {
      fileName: technicalCardFileName(card),
      contentType: PDF,
      body: await this.make(access, 'dataSheet', ctx),
    };
  }

  /** One document by kind; the data sheet is the host brand's (the PROLUX variant on PROLUX hosts), as in the zip. */
  async file(access: DocumentAccess, query: DocumentQuery, kind: DocumentKind): Promise<DocumentFile> {
    const plain = await this.context(access, query);
    const ctx = kind === 'dataSheet' ? await this.withAnnual(access, plain) : plain;
    return {
      fileName: documentFileName(ctx, kind),
      contentType: CONTENT_TYPES[kind],
      body: await this.make(access, kind, ctx),
    };
  }

  /** The documents and the IFC model as one zip (server/documents/bundle.ts). */
  async bundle(access: DocumentAccess, query: DocumentQuery): Promise<DocumentFile> {
    const ctx = await this.withAnnual(access, await this.context(access, query));
    return {
      fileName: bundleFileName(ctx),
      contentType: 'application/zip',
      body: await this.make(access, 'bundle', ctx),
    };
  }

  /** The unit's 3D model as binary glTF. */
  async model(access: DocumentAccess, query: DocumentQuery): Promise<DocumentFile> {
    const ctx = await this.context(access, query);
    return {
      fileName: `${documentFileBase(ctx)}_Model.glb`,
      contentType: 'model/gltf-binary',
      body: await this.make(access, 'model', ctx),
    };
  }

  /** Checks the caller may read the revision (404 otherwise) before its model's link is handed out. */
  async assertReadable(access: DocumentAccess, { id, revNum }: DocumentQuery): Promise<void> {
    if (!(await findDocumentSource(this.db, id, authorize(access.caller, 'read', 'document'), revNum))) {
      throw notFound('Revision');
    }
  }
}
