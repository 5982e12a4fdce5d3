import type { Brand } from '../../contracts/brands';
import { ApiError } from '../api/errors';
import type { DocumentTarget } from '../api/documents';

/** The navigation state of /project-item-documentation and /technicalCard, set by the revision screen. */
export interface DocumentsScreenState {
  id: number;
  name: string;
  revisionNumber: number;
  admin: boolean;
}

/** The state a documents screen was opened with, or null when it was typed in or came without one. */
export function documentsStateOf(state: unknown): DocumentsScreenState | null {
  const s = (state ?? {}) as Partial<DocumentsScreenState>;
  if (typeof s.id !== 'number' || typeof s.revisionNumber !== 'number') {
    return null;
  }
  return { id: s.id, name: s.name ?? '', revisionNumber: s.revisionNumber, admin: s.admin === true };
}

/** The start of every document's file name: the position's name and revision (the browser replaces characters a name
 * cannot hold). */
export const documentFileBase = (name: string, revisionNumber: number) =>
  `${name.trim() || 'position'}_rev${revisionNumber}`;

export const targetOf = (state: DocumentsScreenState): DocumentTarget => ({
  id: state.id,
  revNum: state.revisionNumber,
  admin: state.admin,
});

/** docs/rules.md#documents: the standard data sheet everywhere, the brand-specific one only on hosts of the brand
 * that has one. */
export const technicalCardKinds = (brand: Brand): ('standard' | 'prolux')[] =>
  brand.flags.brandPdf ? ['standard', 'prolux'] : ['standard'];

/**
 * What to tell the user when a document could not be had: the "not ready" text (docs/rules.md#documents) (`notReady`)
 * when the server has none (404) or failed (5xx) or could not be reached, else the server's own message (a refusal
 * says why).
 */
export function documentErrorMessage(error: unknown, notReady: string): string {
  if (error instanceof ApiError && error.status !== 404 && error.status < 500) {
    return error.message;
  }
  return notReady;
}

/**
 * Opens a file the API hands out in a new tab. The tab is opened at once, inside the click, so that pop-up blockers
 * allow it; it is pointed at the file once it has arrived, and closed again when it does not.
 */
export async function openInNewTab(load: () => Promise<Blob>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await load());
    if (tab) {
      tab.location.href = url;
    } else {
      window.open(url, '_blank');
    }
    // The tab has read the file by then; the URL would otherwise keep the file in memory until this page closes.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
