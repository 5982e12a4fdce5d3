import type { BrandId } from '../../contracts/brands';
import type { DataSheet } from '../../contracts/calc';
import type { PositionInput } from '../../contracts/positions';
import type { SelectionResult } from '../../engine/select';

/** The languages every document is written in. */
export const DOCUMENT_LANGUAGES = ['en', 'de', 'sr'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

/**
 * Everything a position's documents are made from (issue 8): one stored revision (its input, the engine's whole result
 * and the data sheet record in the card's units), who and where it is for, the language and the brand. Generators are
 * pure functions of this, so the same revision always gives the same document.
 */
export interface DocumentContext {
  language: DocumentLanguage;
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
}
