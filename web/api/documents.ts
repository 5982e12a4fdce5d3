import { ModelLinkResponse, type DocumentKind, type DocumentLanguage } from '../../contracts/documents';
import { technicalCardFileName } from '../../domain/documents';
import { currentLanguage } from '../app/i18n';
import { currentUnitSystem } from '../app/units';
import { apiBinary, apiBlob, apiCall, apiDownload } from './client';

/** Which revision's documents: position `id`, revision `revNum`; `admin` picks the admin variants. */
export interface DocumentTarget {
  id: number;
  revNum: number;
  admin: boolean;
}

/** A path of the document calls (docs/rules.md#documents), with 'ByAdmin' on its last segment in admin mode. */
function documentPath(
  path: string,
  { id, revNum, admin }: DocumentTarget,
  extra: { kind?: DocumentKind; lang?: DocumentLanguage } = {},
): string {
  const query = new URLSearchParams({ id: String(id), revNum: String(revNum) });
  if (extra.kind) {
    query.set('kind', extra.kind);
  }
  // The screen's language and units, always (issue 31 point 5: without them the server took the account's stored
  // language, so the technical card came in another language than the standard PDF button's).
  query.set('lang', extra.lang ?? currentLanguage());
  query.set('units', currentUnitSystem());
  return `${admin ? `${path}ByAdmin` : path}?${query.toString()}`;
}

/**
 * The model link is a path under /api (contracts/documents.ts); the client adds /api itself, and the .glb needs the
 * bearer token, so it is fetched through the client rather than by the browser.
 */
const underApi = (link: string) => link.replace(/^\/api(?=\/)/, '');

/** The calls of a position revision's documents (issue 8; docs/rules.md#documents). */
export const documentsApi = {
  /** Saves the data sheet as '<kind>_TechnicalCard.pdf'; 'prolux' only on prolux hosts (brand flag brandPdf). */
  downloadTechnicalCard: (kind: 'standard' | 'prolux', target: DocumentTarget, lang?: DocumentLanguage) =>
    apiDownload('GET', documentPath(`/download-${kind}`, target, { lang }), technicalCardFileName(kind)),
  /** The data sheet PDF, to show inline. */
  view: (target: DocumentTarget) => apiBlob('GET', documentPath('/project/items/document/view', target)),
  /** One document by kind, to open in a new tab. */
  file: (target: DocumentTarget, kind: DocumentKind, lang: DocumentLanguage) =>
    apiBlob('GET', documentPath('/project/items/document/file', target, { kind, lang })),
  downloadFile: (target: DocumentTarget, kind: DocumentKind, lang: DocumentLanguage, fileName: string) =>
    apiDownload('GET', documentPath('/project/items/document/file', target, { kind, lang }), fileName),
  /** Every document of the revision as one zip (the server offers no selection). */
  downloadZip: (target: DocumentTarget, lang: DocumentLanguage, fileName: string) =>
    apiDownload('GET', documentPath('/project/items/document/zip', target, { lang }), fileName),
  /** The revision's glTF model (binary .glb), fetched through its link. */
  model: async (target: DocumentTarget): Promise<ArrayBuffer> => {
    const link = await apiCall(
      'GET',
      documentPath('/project/items/document/model', target),
      ModelLinkResponse,
    );
    return apiBinary(underApi(link.data.data));
  },
};

/** A project's quotation and documents (issue 30), in the screen's language and the reader's units. */
export const projectDocumentsApi = {
  quotation: (projectId: number, appendix: boolean, fileName: string) =>
    apiDownload(
      'GET',
      `/project/quotation?${new URLSearchParams({
        id: String(projectId),
        lang: currentLanguage(),
        units: currentUnitSystem(),
        appendix: String(appendix),
      }).toString()}`,
      fileName,
    ),
  zip: (projectId: number, fileName: string) =>
    apiDownload(
      'GET',
      `/project/documents/zip?${new URLSearchParams({
        id: String(projectId),
        lang: currentLanguage(),
        units: currentUnitSystem(),
      }).toString()}`,
      fileName,
    ),
};
