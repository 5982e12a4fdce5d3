import type { AlternativesData } from '../../contracts/energy';
import type { DocumentKind } from '../../contracts/documents';
import { alternativeRows, type AlternativesJobInput } from '../services/energy-alternatives';
import { documentBundle } from './bundle';
import type { DocumentContext } from './context';
import { comparisonPdf, type ComparisonPdfInput } from './comparison/comparison-pdf';
import { controlSchemePdf } from './control-scheme/control-scheme-pdf';
import { dataSheetPdf } from './data-sheet/data-sheet-pdf';
import { documentFixture } from './fixture';
import { drawingDxf } from './drawing/drawing-dxf';
import { drawingPdf } from './drawing/drawing-pdf';
import { mollierPdf, type MollierPdfInput } from './mollier-pdf';
import { unitModelIfc } from './model/ifc';
import { unitModelGltf } from './model/unit-model';
import { specificationPdf, specificationText } from './specification/specification';
import { projectBundle, projectQuotation, type ProjectDocumentsInput } from './quotation/project-documents';

/** What a document worker makes: one document by kind, the zip of them, or the unit's 3D model (binary glTF). */
export type DocumentJobKind = DocumentKind | 'bundle' | 'model';
export interface DocumentJob {
  kind: DocumentJobKind;
  ctx: DocumentContext;
}

const utf8 = (text: string) => Buffer.from(text, 'utf8');

/** Each kind's generator: pure functions of the context (the same revision gives the same bytes). */
const GENERATORS: Record<DocumentJobKind, (ctx: DocumentContext) => Promise<Uint8Array>> = {
  dataSheet: dataSheetPdf,
  drawingPdf,
  drawingDxf: async (ctx) => utf8(drawingDxf(ctx)),
  controlScheme: controlSchemePdf,
  specification: async (ctx) => utf8(specificationText(ctx)),
  specificationPdf,
  ifc: unitModelIfc,
  bundle: async (ctx) => documentBundle(ctx, await dataSheetPdf(ctx)),
  model: unitModelGltf,
};

/** Makes one document; run in a worker thread (documents/workers.ts) so the event loop stays free. */
export function generateDocument({ kind, ctx }: DocumentJob): Promise<Uint8Array> {
  return GENERATORS[kind](ctx);
}

/**
 * Everything the worker threads run (issue 28: no CPU-heavy answer on the request thread): a document, the Mollier
 * chart PDF, or a revision's alternatives (answered as data, not bytes).
 */
export type WorkerJob =
  | DocumentJob
  | { kind: 'mollierPdf'; mollier: MollierPdfInput }
  /** Issue 30: the comparison of two revisions as a PDF. */
  | { kind: 'comparisonPdf'; comparison: ComparisonPdfInput }
  | { kind: 'alternatives'; alternatives: AlternativesJobInput }
  /** Issue 30: a project's quotation (with its appendix of data sheets) or the zip of all its documents. */
  | { kind: 'projectQuotation'; project: ProjectDocumentsInput }
  | { kind: 'projectBundle'; project: ProjectDocumentsInput; quotationName: string }
  /** A data sheet of the fixture, thrown away: the thread loads the generators and parses the fonts before a user waits. */
  | { kind: 'warmUp' };

/** What a job answers: a file's bytes, or the alternatives. */
export type WorkerResult = Uint8Array | Pick<AlternativesData, 'alternatives' | 'refused'>;

/** Runs one job of any kind (the worker thread's entry calls this). */
export async function runWorkerJob(job: WorkerJob): Promise<WorkerResult> {
  switch (job.kind) {
    case 'mollierPdf':
      return mollierPdf(job.mollier);
    case 'projectQuotation':
      return projectQuotation(job.project);
    case 'projectBundle':
      return projectBundle(job.project, job.quotationName);
    case 'comparisonPdf':
      return comparisonPdf(job.comparison);
    case 'alternatives':
      return alternativeRows(job.alternatives);
    case 'warmUp':
      await dataSheetPdf(documentFixture());
      return new Uint8Array(0);
    default:
      return generateDocument(job);
  }
}
