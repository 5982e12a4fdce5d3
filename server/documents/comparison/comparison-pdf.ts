import { BRANDS, type BrandId } from '../../../contracts/brands';
import type { ComparedRevisionData, ComparisonData, ComparisonRowData } from '../../../contracts/comparison';
import type { DocumentLanguage } from '../../../contracts/documents';
import { comparisonDecimals } from '../../../domain/comparison';
import { comparisonLabel } from '../../../domain/comparison-labels';
import { DATA_SHEET_TEXTS, numberFormatter } from '../data-sheet/texts';
import { Sheet, sheetColours, type Block, type Column, type Row } from '../data-sheet/layout';
import { createPdf, formatDate, pdfBuffer } from '../pdf';
import { COMPARISON_TEXTS, comparisonValue } from './texts';

/** What the comparison PDF is made from: the answer of GET /project/items/compare, in a language and a brand. */
export interface ComparisonPdfInput {
  comparison: ComparisonData;
  language: DocumentLanguage;
  brand: BrandId;
  release: string;
  generatedAt: Date;
}

/** A section's title and gap above its block (layout.ts Sheet.section). */
const SECTION_CHROME = 28;
/** Fewer rows than this are not worth a block at a page's foot: the table starts on the next page. */
const MIN_ROWS = 6;

/**
 * How many of `left` rows fit the rest of the page as one table block (a block is kept whole on a page, so a long list
 * is cut into blocks that fill each page); starts a new page when fewer than MIN_ROWS would fit.
 */
function fittingRows(sheet: Sheet, left: number, block: (rows: number) => Block): number {
  const available = () => sheet.bottom - sheet.y - SECTION_CHROME;
  if (block(Math.min(left, MIN_ROWS)).height > available()) {
    sheet.newPage();
  }
  let count = left;
  let height = block(count).height;
  while (count > 1 && height > available()) {
    count = Math.max(1, Math.min(count - 1, Math.floor((count * available()) / height)));
    height = block(count).height;
  }
  return count;
}

const COLUMNS: Column[] = [
  { weight: 3.6 },
  { weight: 1.3, align: 'right' },
  { weight: 1.3, align: 'right' },
  { weight: 0.9, label: true },
  { weight: 1.1, align: 'right' },
];

/**
 * The comparison of two revisions as an A4 PDF (issue 30): both revisions' project, position, revision and date, then
 * every input and every result that differs as a table (quantity, A, B, unit, change %), in the caller's language and
 * the host's brand, with the data sheet's layout (documents/data-sheet/layout.ts).
 */
export async function comparisonPdf(input: ComparisonPdfInput): Promise<Buffer> {
  const { comparison, language } = input;
  const t = COMPARISON_TEXTS[language];
  const brand = BRANDS[input.brand];
  const colours = sheetColours(brand);
  const doc = createPdf({ title: t.title, author: brand.company });
  const sheet = new Sheet(doc, colours, (s) => {
    doc
      .font('bold')
      .fontSize(10)
      .fillColor(colours.primary)
      .text(brand.name, s.left, 28, { lineBreak: false });
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(colours.muted)
      .text(t.title, s.left + 90, 30, { width: s.width - 90, align: 'right', lineBreak: false });
    doc
      .moveTo(s.left, 44)
      .lineTo(s.left + s.width, 44)
      .lineWidth(1)
      .strokeColor(colours.primary)
      .stroke();
    return 56;
  });

  doc.rect(0, 0, doc.page.width, 66).fill(colours.primary);
  doc.rect(0, 66, doc.page.width, 3).fill(colours.secondary);
  doc.font('bold').fontSize(20).fillColor('#ffffff').text(brand.name, sheet.left, 22, { lineBreak: false });
  doc
    .font('bold')
    .fontSize(15)
    .text(t.title, sheet.left, 26, { width: sheet.width, align: 'right', lineBreak: false });
  sheet.y = 84;

  const number = numberFormatter(language);
  const value = (v: ComparisonRowData['a']) =>
    v === null
      ? '–'
      : typeof v === 'boolean'
        ? v
          ? t.yes
          : t.no
        : typeof v === 'number'
          ? number(v, comparisonDecimals(v))
          : comparisonValue(v, language);
  // A price item's row names the item by the catalogue's English label: the data sheet's word for its code instead,
  // with the preheater's installed power in the language's numbers.
  const items: Partial<Record<string, string>> = DATA_SHEET_TEXTS[language].price.items;
  const itemDetail = (row: ComparisonRowData) => {
    const named = row.key.startsWith('price.items.')
      ? items[row.key.slice('price.items.'.length)]
      : undefined;
    if (named === undefined || row.detail === null) {
      return row.detail;
    }
    const power = /(\d+(?:\.\d+)?) kW$/.exec(row.detail);
    return power ? `${named} ${number(Number(power[1]), 1)} kW` : named;
  };
  const change = (pct: number | null) => (pct === null ? '–' : `${pct > 0 ? '+' : ''}${number(pct, 1)}`);

  const side = (label: string, r: ComparedRevisionData): [string, string][] => [
    [`${label}: ${t.project}`, r.projectName],
    [t.position, r.positionName],
    [t.revision, `${r.revisionNumber}${r.recomputedWith ? ` (${t.recomputed(r.recomputedWith)})` : ''}`],
    [t.calculated, formatDate(new Date(r.createdAt), language)],
  ];
  const a = side('A', comparison.a);
  const b = side('B', comparison.b);
  sheet.section(`A / B`, [
    sheet.keyValues(
      a.flatMap((pair, i) => [pair, b[i]!]),
      2,
    ),
    sheet.line(`${t.generated}: ${formatDate(input.generatedAt, language)}`, { colour: colours.muted }),
  ]);

  const header = [t.quantity, 'A', 'B', t.unit, t.change];
  for (const [group, title] of [
    ['input', t.inputs],
    ['result', t.results],
  ] as const) {
    const rows: Row[] = comparison.changes
      .filter((row) => row.group === group)
      .map((row) => ({
        cells: [
          comparisonLabel({ ...row, detail: itemDetail(row) }, language),
          value(row.a),
          value(row.b),
          row.unit,
          change(row.changePct),
        ],
      }));
    if (rows.length === 0) {
      sheet.section(title, [sheet.line(t.none, { colour: colours.muted })]);
      continue;
    }
    for (let start = 0; start < rows.length;) {
      const heading = start === 0 ? title : `${title} (${t.continued})`;
      const count = fittingRows(sheet, rows.length - start, (n) =>
        sheet.table(COLUMNS, rows.slice(start, start + n), header),
      );
      sheet.section(heading, [sheet.table(COLUMNS, rows.slice(start, start + count), header)]);
      start += count;
    }
  }

  sheet.footers(brand.company, input.release, t.page);
  return pdfBuffer(doc);
}
