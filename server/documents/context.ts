import type { BrandId } from '../../contracts/brands';
import type { DataSheet } from '../../contracts/calc';
import type { AnnualData } from '../../contracts/energy';
import type { PositionInput } from '../../contracts/positions';
import type { UnitSystem } from '../../contracts/users';
import type { SelectionResult } from '../../engine/select';

import { DOCUMENT_LANGUAGES, type DocumentLanguage } from '../../contracts/documents';

// The documents' one language type and list live with the document requests' schema.
export { DOCUMENT_LANGUAGES, type DocumentLanguage };

/**
 * Everything a position's documents are made from (issue 8): one stored revision (its input, the engine's whole result
 * and the data sheet record in the card's units), who and where it is for, the language and the brand. Generators are
 * pure functions of this, so the same revision always gives the same document.
 */
export interface DocumentContext {
  language: DocumentLanguage;
  /** The reader's units (issue 30): SI when absent. The figures stay SI; the generators show them in these. */
  unitSystem?: UnitSystem;
  /** Styles the documents (colours, name); 'prolux' also picks the brand-specific data sheet variant. */
  brand: BrandId;
  /** The product release printed in footers (contracts/system.ts RELEASE). */
  release: string;
  /** When the document is generated (printed, not calculated with). */
  generatedAt: Date;
  user: { firstName: string; lastName: string; email: string; company: string | null };
  project: {
    id: number;
    name: string;
    number: string;
    country: string;
    city: string;
    address: string;
    elevation: number;
    customer: {
      name: string | null;
      representative: string | null;
      phone: string | null;
      email: string | null;
    } | null;
  };
  position: {
    id: number;
    name: string;
    revisionNumber: number;
    /** When the revision was calculated. */
    calculatedAt: Date;
    input: PositionInput;
  };
  dataSheet: DataSheet;
  selection: SelectionResult;
  /**
   * The revision's annual energy and life-cycle cost at the default settings (the annual API's answer), for the data
   * sheet's energy page; absent in documents that do not print it.
   */
  annual?: AnnualData;
}

/**
 * What every document prints while the demo catalogue is in use (engine/catalogue/compact-pro.ts, `demo: true`):
 * the data are invented, not a manufacturer's. A real catalogue file (CATALOGUE_FILE) drops it.
 */
export const DEMO_NOTICE: Record<DocumentLanguage, { label: string; text: string }> = {
  en: { label: 'Demo catalogue', text: 'not a manufacturer’s data' },
  de: { label: 'Demo-Katalog', text: 'keine Herstellerdaten' },
  sr: { label: 'Demo katalog', text: 'nisu podaci proizvođača' },
};

/** The demo notice of the document's language as label and text, or null for a manufacturer's catalogue. */
export function demoNotice(
  ctx: Pick<DocumentContext, 'language' | 'dataSheet'>,
): { label: string; text: string } | null {
  return ctx.dataSheet.catalogue.demo ? DEMO_NOTICE[ctx.language] : null;
}

/** The demo notice as one line ('Demo catalogue: not a manufacturer’s data'), or null. */
export function demoNoticeLine(ctx: Pick<DocumentContext, 'language' | 'dataSheet'>): string | null {
  const notice = demoNotice(ctx);
  return notice ? `${notice.label}: ${notice.text}` : null;
}
