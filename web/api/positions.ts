import {
  CalculationsResponse,
  MollierPositionResponse,
  PositionCopiedResponse,
  PositionDeletedResponse,
  PositionListResponse,
  PositionPreviewResponse,
  PositionResponse,
  PositionSavedResponse,
  RevisionActivatedResponse,
  RevisionListResponse,
  type PositionInput,
  type PositionInputBody,
  type PositionSortColumn,
  type RevisionFields,
} from '../../contracts/positions';
import { ComparisonResponse } from '../../contracts/comparison';
import type { DocumentLanguage } from '../../contracts/documents';
import { apiCall, apiDownload } from './client';

/** A position before its checks (the wizard's preview): any field may be blank (null); the server's schema names what
 * is missing or wrong. */
export type PositionDraftBody = { [K in keyof PositionInput]: PositionInput[K] | null };

/** A grid page: index from 0, size 10, 20 or 100, an optional sort column and a name filter. */
export interface PositionPage {
  page: number;
  pageSize: number;
  sortBy?: PositionSortColumn;
  sortOrder?: 'asc' | 'desc';
  name?: string;
}

function pageParams(page?: PositionPage): string {
  if (!page) {
    return '';
  }
  const params = new URLSearchParams({ page: String(page.page), pageSize: String(page.pageSize) });
  if (page.sortBy) {
    params.set('sortBy', page.sortBy);
    params.set('sortOrder', page.sortOrder ?? 'asc');
  }
  if (page.name?.trim()) {
    params.set('name', page.name.trim());
  }
  return `&${params.toString()}`;
}

/**
 * The typed calls of the configurator, the positions table and the revision screen (docs/rules.md#revisions). `admin`
 * picks the admin variants (itemsByAdmin, oneItemByAdmin, calculationsByAdmin) for admin mode.
 */
export const positionsApi = {
  /** A new position with revision 1; the position id. */
  create: (body: PositionInputBody) =>
    apiCall('POST', '/project/item/calculate', PositionSavedResponse, body).then((a) => a.data),
  /** What saving `body` would calculate (its data sheet), not saved: the wizard's results. */
  preview: (body: PositionDraftBody) =>
    apiCall('POST', '/project/item/preview', PositionPreviewResponse, body).then((a) => a.data),
  /** A new revision (n + 1, made active) of position `id`, read at `version` (a stale one answers 409). */
  recalculate: (id: number, body: PositionInputBody, version?: number) =>
    apiCall('PUT', '/project/item/configurator', PositionSavedResponse, { ...body, id, version }).then(
      (a) => a.data,
    ),
  /** One page of the project's positions (sorted and filtered by name on the server) and how many there are. */
  list: (projectId: number, admin = false, page?: PositionPage) =>
    apiCall(
      'GET',
      `${admin ? `/project/itemsByAdmin?projectId=${projectId}` : `/project/items?id=${projectId}`}${pageParams(page)}`,
      PositionListResponse,
    ).then((a) => ({ rows: a.data.data, total: a.data.total ?? a.data.data.length })),
  one: (id: number, admin = false) =>
    apiCall(
      'GET',
      admin ? `/project/oneItemByAdmin?itemId=${id}` : `/project/items/one?id=${id}`,
      PositionResponse,
    ).then((a) => a.data),
  remove: (id: number) => apiCall('DELETE', `/project/item/delete?id=${id}`, PositionDeletedResponse),
  /** A copy of position `positionId` (its active revision as revision 1) in `targetProjectId`, else its own project. */
  copy: (positionId: number, targetProjectId?: number) =>
    apiCall('POST', '/project/item/copy', PositionCopiedResponse, {
      positionId,
      ...(targetProjectId === undefined ? {} : { targetProjectId }),
    }).then((a) => a.data),
  /** Every revision of position `id`, the active one first. */
  /** The revisions with the input fields of the grid's column group `fields` (the list carries what it shows). */
  revisions: (id: number, admin = false, fields: RevisionFields = 'info') =>
    apiCall(
      'GET',
      `/project/items/revision/${admin ? 'allByAdmin' : 'all'}?id=${id}&fields=${fields}`,
      RevisionListResponse,
    ).then((a) => a.data.data),
  /** Makes revision `revisionId` the active one; the position id. */
  activate: (revisionId: number) =>
    apiCall('POST', '/project/item/revision/activate', RevisionActivatedResponse, { id: revisionId }).then(
      (a) => a.data,
    ),
  calculations: (id: number, revNum: number, admin = false) =>
    apiCall(
      'GET',
      `/project/items/${admin ? 'calculationsByAdmin' : 'calculations'}?id=${id}&revNum=${revNum}`,
      CalculationsResponse,
    ).then((a) => a.data),
  /** Issue 30: every input and result that differs between revisions `a` and `b` (revision ids). */
  compare: (a: number, b: number) =>
    apiCall('GET', `/project/items/compare?a=${a}&b=${b}`, ComparisonResponse).then((answer) => answer.data),
  /** The comparison as a PDF in `lang`, saved as `fileName`. */
  downloadComparisonPdf: (a: number, b: number, lang: DocumentLanguage, fileName: string) =>
    apiDownload('GET', `/project/items/compare/pdf?a=${a}&b=${b}&lang=${lang}`, fileName),
  mollier: (id: number, revNum: number, admin = false) =>
    apiCall(
      'GET',
      `/project/items/calculations/${admin ? 'mollierByAdmin' : 'mollier'}?id=${id}&revNum=${revNum}`,
      MollierPositionResponse,
    ).then((a) => a.data),
};
