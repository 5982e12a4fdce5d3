import type { ProjectDocumentsQuery, ProjectQuotationQuery } from '../../contracts/documents';
import type { Database } from '../db/client';
import type { DocumentContext } from '../documents/context';
import { sanitizeFileName } from '../documents/file-names';
import type { ProjectDocumentsInput } from '../documents/quotation/project-documents';
import type { DocumentWorkers } from '../documents/workers';
import { notFound } from '../errors';
import { authorize } from '../policies/access.policy';
import { findProjectDocumentSource } from '../repositories/project-documents.repository';
import { findUserById } from '../repositories/users.repository';
import { RELEASE_VERSION } from '../version';
import type { DocumentAccess, DocumentFile, DocumentsService } from './documents.service';

/**
 * A project's documents (issue 30): the quotation of all its positions (their active revisions), with their data
 * sheets appended on request, and one zip of every position's documents with the quotation. Each position's context is
 * made as its own documents' are (DocumentsService), so the quotation prints the revisions' own figures. The caller's
 * own projects only (another's is a 404); made in the worker pool within the caller's places.
 */
export class ProjectDocumentsService {
  constructor(
    private readonly db: Database,
    private readonly documents: DocumentsService,
    private readonly workers: DocumentWorkers,
  ) {}

  private async input(
    access: DocumentAccess,
    query: ProjectDocumentsQuery,
    sheets: boolean,
  ): Promise<ProjectDocumentsInput & { fileBase: string }> {
    const source = await findProjectDocumentSource(
      this.db,
      query.id,
      authorize(access.caller, 'read', 'project'),
    );
    if (!source) {
      throw notFound('Project');
    }
    const account = query.lang && query.units ? undefined : await findUserById(this.db, access.caller.userId);
    const language = query.lang ?? account?.language ?? 'en';
    const unitSystem = query.units ?? account?.unitSystem ?? 'si';
    const positions: DocumentContext[] = [];
    for (const position of source.positions) {
      const revision = {
        id: position.id,
        revNum: position.activeRevisionNumber,
        lang: language,
        units: unitSystem,
      };
      positions.push(
        sheets
          ? await this.documents.dataSheetContext(access, revision)
          : await this.documents.context(access, revision),
      );
    }
    const customer = source.customer && Object.values(source.customer).some(Boolean) ? source.customer : null;
    return {
      quotation: {
        language,
        brand: access.brand,
        unitSystem,
        release: RELEASE_VERSION,
        generatedAt: new Date(),
        user: source.owner,
        project: { ...source.project, customer },
        positions: positions.map((ctx) => ({
          name: ctx.position.name,
          revisionNumber: ctx.position.revisionNumber,
          dataSheet: ctx.dataSheet,
        })),
      },
      positions,
      appendix: sheets,
      fileBase: sanitizeFileName(source.project.name),
    };
  }

  async quotation(access: DocumentAccess, query: ProjectQuotationQuery): Promise<DocumentFile> {
    const { fileBase, ...project } = await this.input(access, query, query.appendix === 'true');
    return {
      fileName: `${fileBase}_Quotation.pdf`,
      contentType: 'application/pdf',
      body: await this.workers.project(access.caller.userId, { kind: 'projectQuotation', project }),
    };
  }

  async bundle(access: DocumentAccess, query: ProjectDocumentsQuery): Promise<DocumentFile> {
    const { fileBase, ...project } = await this.input(access, query, true);
    return {
      fileName: `${fileBase}_Documents.zip`,
      contentType: 'application/zip',
      body: await this.workers.project(access.caller.userId, {
        kind: 'projectBundle',
        project,
        quotationName: `${fileBase}_Quotation.pdf`,
      }),
    };
  }
}
