import { BRANDS, type BrandId } from '../../../contracts/brands';
import type { DataSheet } from '../../../contracts/calc';
import type { UnitSystem } from '../../../contracts/users';
import { toSystem, type SiUnit } from '../../../domain/units';
import { DEMO_NOTICE, type DocumentContext, type DocumentLanguage } from '../context';
import { Sheet, sheetColours, type Column, type Row } from '../data-sheet/layout';
import { euro } from '../data-sheet/data-sheet-pdf';
import { numberFormatter } from '../data-sheet/texts';
import { createPdf, formatDate, pdfBuffer, type Pdf } from '../pdf';
import { BRAND_TERMS, QUOTATION_TEXTS, type QuotationTexts } from './texts';

/** One position of the quotation: its active revision's data sheet record. */
export interface QuotedPosition {
  name: string;
  revisionNumber: number;
  dataSheet: DataSheet;
}

/** Everything the project quotation is made from (issue 30): a pure function of this, like every document. */
export interface QuotationInput {
  language: DocumentLanguage;
  brand: BrandId;
  unitSystem: UnitSystem;
  release: string;
  generatedAt: Date;
  user: DocumentContext['user'];
  project: DocumentContext['project'];
  positions: readonly QuotedPosition[];
  /** How many data sheets follow as the appendix (0: none; they are appended to these pages by the caller). */
  appendixCount: number;
}

const DAY_MS = 86_400_000;

/** The quotation's number: the project's number and the day it was made ('AHU1-20261127'). */
export function quotationNumber(input: Pick<QuotationInput, 'project' | 'generatedAt'>): string {
  const day = input.generatedAt.toISOString().slice(0, 10).replaceAll('-', '');
  return `${input.project.number}-${day}`;
}

/** What one position's line says of its unit: efficiency (winter, EN 308), heating and cooling in the reader's units. */
function performance(
  ds: DataSheet,
  t: QuotationTexts,
  quantity: (v: number, u: SiUnit, d: number) => string,
) {
  const parts: string[] = [];
  const efficiency = ds.winterRecCalculation.temperatureEfficiency;
  if (efficiency !== null) {
    parts.push(`${t.efficiency} ${quantity(efficiency, '%', 1)}`);
  }
  if (ds.heating) {
    parts.push(`${t.heating} ${quantity(ds.heating.capacity, 'kW', 1)}`);
  }
  if (ds.cooling) {
    parts.push(`${t.cooling} ${quantity(ds.cooling.capacity, 'kW', 1)}`);
  }
  parts.push(`SFPint ${quantity(ds.ecodesign.sfpInt, 'W/(m³/s)', 0)}`);
  return parts.join(', ');
}

/**
 * The project quotation (issue 30): the brand's cover with customer and project, one line per position (name and
 * revision, unit, airflows, key performance, net price), the total, the validity and the brand's terms. The data
 * sheets of the appendix are separate documents the caller appends (project-documents.ts projectQuotation).
 */
export async function quotationPdf(input: QuotationInput): Promise<Buffer> {
  const t = QUOTATION_TEXTS[input.language];
  const brand = BRANDS[input.brand];
  const colours = sheetColours(brand);
  const number = numberFormatter(input.language);
  const quantity = (value: number, unit: SiUnit, decimals: number) => {
    const shown = toSystem(value, unit, decimals, input.unitSystem);
    return `${number(shown.value, shown.decimals)} ${shown.unit}`;
  };
  const doc = createPdf({ title: `${t.title} – ${input.project.name}`, author: brand.company });
  const sheet = new Sheet(doc, colours, (s) => continuationHeader(s, brand.name, t, input));
  sheet.y = cover(doc, sheet, brand.name, t, input);

  const columns: Column[] = [
    { weight: 0.35, align: 'right' },
    { weight: 1.5 },
    { weight: 1.35 },
    { weight: 1.25, align: 'right' },
    { weight: 2 },
    { weight: 1, align: 'right' },
  ];
  const rows: Row[] = input.positions.map((p, i) => {
    const g = p.dataSheet.generalProductSpec;
    return {
      cells: [
        String(i + 1),
        `${p.name} (${t.revision(p.revisionNumber)})`,
        g.model,
        `${quantity(g.supplySide.airVolumeFlow, 'm³/h', 0)} / ${quantity(g.exhaustSide.airVolumeFlow, 'm³/h', 0)}`,
        performance(p.dataSheet, t, quantity),
        euro(input.language, p.dataSheet.price.total),
      ],
    };
  });
  const total = input.positions.reduce((sum, p) => sum + p.dataSheet.price.total, 0);
  rows.push({
    cells: ['', t.total, t.totalUnits(input.positions.length), '', '', euro(input.language, total)],
    bold: true,
  });
  const c = t.columns;
  sheet.section(t.positions, [
    input.positions.length === 0
      ? sheet.line(t.noPositions)
      : sheet.table(columns, rows, [c.number, c.position, c.unit, c.airflow, c.performance, c.price]),
  ]);

  const terms = BRAND_TERMS[input.brand];
  const validUntil = new Date(input.generatedAt.getTime() + terms.validityDays * DAY_MS);
  sheet.section(t.terms, [
    sheet.line(`• ${t.validUntil} ${formatDate(validUntil, input.language)}`),
    ...terms.lines[input.language].map((line) => sheet.line(`• ${line}`)),
  ]);
  if (input.appendixCount > 0) {
    sheet.section(t.appendix, [sheet.line(t.appendixNote(input.appendixCount))]);
  }
  sheet.footers(brand.company, input.release, t.page);
  return pdfBuffer(doc);
}

/** The first page: the brand band and title, then the customer and project beside the quotation's own facts. */
function cover(doc: Pdf, sheet: Sheet, brandName: string, t: QuotationTexts, input: QuotationInput): number {
  const { colours } = sheet;
  doc.rect(0, 0, doc.page.width, 66).fill(colours.primary);
  doc.rect(0, 66, doc.page.width, 3).fill(colours.secondary);
  doc.font('bold').fontSize(20).fillColor('#ffffff').text(brandName, sheet.left, 22, { lineBreak: false });
  doc.font('bold').fontSize(15).text(t.title, sheet.left, 26, {
    width: sheet.width,
    align: 'right',
    lineBreak: false,
  });
  const { project, user } = input;
  const customer = project.customer;
  const present = (pairs: [string, string | null | undefined][]) =>
    pairs.filter((pair): pair is [string, string] => Boolean(pair[1]));
  const left = present([
    [t.customer, customer?.name],
    [t.representative, customer?.representative],
    [t.phone, customer?.phone],
    [t.email, customer?.email],
    [t.project, project.name],
    [t.projectNumber, project.number],
    [t.location, [project.address, project.city, project.country].filter(Boolean).join(', ')],
  ]);
  const terms = BRAND_TERMS[input.brand];
  const right = present([
    [t.quotationNumber, quotationNumber(input)],
    [t.date, formatDate(input.generatedAt, input.language)],
    [
      t.validUntil,
      formatDate(new Date(input.generatedAt.getTime() + terms.validityDays * DAY_MS), input.language),
    ],
    [t.preparedBy, `${user.firstName} ${user.lastName}`],
    ['', user.company],
    ['', user.email],
  ]);
  // Two columns read row by row: the customer and project on the left, the quotation's facts on the right.
  const rows = Math.max(left.length, right.length);
  const blank: [string, string] = ['', ''];
  const pairs = Array.from({ length: rows }, (_, i) => [left[i] ?? blank, right[i] ?? blank]).flat();
  const table = sheet.keyValues(pairs, 2, [0.8, 1.3]);
  let top = 86;
  // The demo catalogue's notice, as on every document while its invented data are in use.
  if (input.positions.some((p) => p.dataSheet.catalogue.demo)) {
    const notice = DEMO_NOTICE[input.language];
    doc
      .font('bold')
      .fontSize(10)
      .fillColor('#b00020')
      .text(`${notice.label}: ${notice.text}`, sheet.left, top, { width: sheet.width, lineBreak: false });
    top += 18;
  }
  table.draw(top);
  return top + table.height + 16;
}

/** The heading of every further page: brand, title, project and quotation number. */
function continuationHeader(
  sheet: Sheet,
  brandName: string,
  t: QuotationTexts,
  input: QuotationInput,
): number {
  const { doc, colours } = sheet;
  doc
    .font('bold')
    .fontSize(10)
    .fillColor(colours.primary)
    .text(brandName, sheet.left, 28, { lineBreak: false });
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(colours.muted)
    .text(`${t.title} ${quotationNumber(input)} · ${input.project.name}`, sheet.left + 90, 30, {
      width: sheet.width - 90,
      align: 'right',
      lineBreak: false,
    });
  doc
    .moveTo(sheet.left, 44)
    .lineTo(sheet.left + sheet.width, 44)
    .lineWidth(1)
    .strokeColor(colours.primary)
    .stroke();
  return 56;
}
