import type { Pdf } from '../pdf';

/** The colours of a data sheet, from the brand's palette. */
export interface SheetColours {
  primary: string;
  secondary: string;
  text: string;
  muted: string;
  rule: string;
  /** Light fills: table stripes and label backgrounds. */
  tint: string;
  good: string;
  bad: string;
}

/** A sheet's colours: the brand's light palette for headings and tints, fixed greys and verdict colours. */
export function sheetColours(brand: {
  theme: { light: { primary: string; secondary: string } };
}): SheetColours {
  const { primary, secondary } = brand.theme.light;
  return {
    primary,
    secondary,
    text: '#222222',
    muted: '#5f6670',
    rule: '#c9ced6',
    tint: lighten(primary, 0.92),
    good: '#2e7d32',
    bad: '#c62828',
  };
}

/** A hex colour mixed with white: amount 0 keeps it, 1 gives white. */
export function lighten(hex: string, amount: number): string {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
    return Math.round(c + (255 - c) * amount)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

export interface Column {
  /** Relative width; the columns share the content width in proportion. */
  weight: number;
  align?: 'left' | 'right' | 'center';
  /** Printed in the muted colour (the label columns of key-value grids). */
  label?: boolean;
}

export interface Row {
  cells: string[];
  bold?: boolean;
}

/** Something drawn in the flow of the sheet: its height is known before it is drawn. */
export interface Block {
  height: number;
  draw: (y: number) => void;
}

const FONT_SIZE = 8;
/** The smallest a cell's font is made so that its longest word fits its column. */
const MIN_FONT_SIZE = 5.5;

/**
 * The largest font size up to `size` at which every word of `text` fits `width` (pdfkit breaks a word that does not fit
 * inside it: issue 31 point 3, 'Rückgewonne ne Wärme' in a German header); at least `min`. The widths are the PDF
 * font's own metrics (pdfkit's widthOfString).
 */
export function fittingFontSize(doc: Pdf, text: string, width: number, size: number, min: number): number {
  // A soft hyphen is a place the word may break at (pdfkit prints the hyphen there).
  const words = text.split(/[\s\u00AD]+/).filter(Boolean);
  let fitting = size;
  doc.fontSize(1);
  for (const word of words) {
    // Width scales with the size: the size at which this word just fits.
    const unit = doc.widthOfString(word);
    if (unit * fitting > width) {
      fitting = width / unit;
    }
  }
  return Math.max(min, Math.floor(fitting * 4) / 4);
}
const CELL_PAD_X = 4;
const CELL_PAD_Y = 3;
const TITLE_HEIGHT = 22;
const GAP = 12;

/**
 * The flowing layout of a multi-page sheet: a cursor down the page, sections kept whole on one page where they fit,
 * a continuation header on every new page. Footers are drawn last, when the page count is known (footers()).
 */
export class Sheet {
  readonly left: number;
  readonly width: number;
  /** Where content must end: above the footer. */
  readonly bottom: number;
  y: number;

  constructor(
    readonly doc: Pdf,
    readonly colours: SheetColours,
    private readonly continuationHeader: (sheet: Sheet) => number,
    /** Applied to every table cell before it is measured (the IP sheet's remaining SI texts: issue 30); not to
     * lines, whose formulas keep their units. */
    private readonly words: (text: string) => string = (text) => text,
  ) {
    this.left = doc.page.margins.left;
    this.width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
    this.bottom = doc.page.height - 56;
    this.y = doc.page.margins.top;
  }

  newPage(): void {
    this.doc.addPage();
    this.y = this.continuationHeader(this);
  }

  /** A titled section, moved whole to the next page when it does not fit on this one. */
  section(title: string, blocks: Block[]): void {
    const height = TITLE_HEIGHT + blocks.reduce((sum, b) => sum + b.height + 6, 0);
    if (this.y + height > this.bottom) {
      this.newPage();
    }
    this.sectionTitle(title, this.y);
    this.y += TITLE_HEIGHT;
    for (const block of blocks) {
      block.draw(this.y);
      this.y += block.height + 6;
    }
    this.y += GAP - 6;
  }

  private sectionTitle(title: string, y: number): void {
    const { doc, colours } = this;
    doc.rect(this.left, y, 3, 14).fill(colours.primary);
    doc
      .font('bold')
      .fontSize(10.5)
      .fillColor(colours.primary)
      .text(title, this.left + 9, y + 1.5, { width: this.width - 9, lineBreak: false });
    doc
      .moveTo(this.left, y + 17)
      .lineTo(this.left + this.width, y + 17)
      .lineWidth(0.5)
      .strokeColor(colours.rule)
      .stroke();
  }

  /** The widths of columns sharing the content width by weight. */
  private widths(columns: readonly Column[]): number[] {
    const total = columns.reduce((sum, c) => sum + c.weight, 0);
    return columns.map((c) => (c.weight / total) * this.width);
  }

  private rowHeight(
    cells: readonly string[],
    widths: readonly number[],
    bold: boolean,
    sizes?: readonly number[],
  ): number {
    this.doc.font(bold ? 'bold' : 'regular');
    const lines = cells.map((cell, i) =>
      this.doc
        .fontSize(sizes?.[i] ?? FONT_SIZE)
        .heightOfString(cell || ' ', { width: (widths[i] ?? 0) - 2 * CELL_PAD_X }),
    );
    return Math.max(...lines) + 2 * CELL_PAD_Y;
  }

  /** Each cell's font size: the sheet's, smaller where a word would not fit its column otherwise. */
  private fittingSizes(cells: readonly string[], widths: readonly number[], bold: boolean): number[] {
    this.doc.font(bold ? 'bold' : 'regular');
    return cells.map((cell, i) =>
      fittingFontSize(this.doc, cell, (widths[i] ?? 0) - 2 * CELL_PAD_X, FONT_SIZE, MIN_FONT_SIZE),
    );
  }

  /**
   * A table: optional header rows on the brand colour (groups spanning columns above the column headers), striped
   * body rows, cells wrapping within their column.
   */
  table(
    columns: readonly Column[],
    givenRows: readonly Row[],
    givenHeader?: readonly string[],
    groups?: readonly { label: string; span: number }[],
  ): Block {
    const rows = givenRows.map((r) => ({ ...r, cells: r.cells.map(this.words) }));
    const header = givenHeader?.map(this.words);
    const widths = this.widths(columns);
    const groupHeight = groups ? FONT_SIZE + 2 * CELL_PAD_Y + 2 : 0;
    const headerSizes = header ? this.fittingSizes(header, widths, true) : undefined;
    const headerHeight = header ? this.rowHeight(header, widths, true, headerSizes) : 0;
    const sizes = rows.map((r) => this.fittingSizes(r.cells, widths, r.bold ?? false));
    const heights = rows.map((r, i) => this.rowHeight(r.cells, widths, r.bold ?? false, sizes[i]));
    const height = groupHeight + headerHeight + heights.reduce((a, b) => a + b, 0);
    return {
      height,
      draw: (top) => {
        const { doc, colours } = this;
        let y = top;
        if (groups) {
          doc.rect(this.left, y, this.width, groupHeight).fill(colours.primary);
          let x = this.left;
          let column = 0;
          for (const group of groups) {
            const width = widths.slice(column, column + group.span).reduce((a, b) => a + b, 0);
            doc
              .font('bold')
              .fontSize(FONT_SIZE)
              .fillColor('#ffffff')
              .text(group.label, x + CELL_PAD_X, y + CELL_PAD_Y + 1, {
                width: width - 2 * CELL_PAD_X,
                align: 'center',
                lineBreak: false,
              });
            if (column > 0 && group.label) {
              doc
                .moveTo(x, y + 3)
                .lineTo(x, y + groupHeight - 3)
                .lineWidth(0.5)
                .strokeColor('#ffffff')
                .stroke();
            }
            x += width;
            column += group.span;
          }
          y += groupHeight;
        }
        if (header) {
          doc.rect(this.left, y, this.width, headerHeight).fill(colours.primary);
          this.cells(header, columns, widths, y, true, '#ffffff', headerSizes);
          y += headerHeight;
        }
        rows.forEach((row, i) => {
          const h = heights[i] ?? 0;
          if (i % 2 === 1) {
            doc.rect(this.left, y, this.width, h).fill(colours.tint);
          }
          this.cells(row.cells, columns, widths, y, row.bold ?? false, colours.text, sizes[i]);
          y += h;
        });
        doc
          .moveTo(this.left, top + height)
          .lineTo(this.left + this.width, top + height)
          .lineWidth(0.5)
          .strokeColor(colours.rule)
          .stroke();
      },
    };
  }

  private cells(
    cells: readonly string[],
    columns: readonly Column[],
    widths: readonly number[],
    y: number,
    bold: boolean,
    colour: string,
    sizes?: readonly number[],
  ): void {
    const { doc } = this;
    let x = this.left;
    cells.forEach((cell, i) => {
      const column = columns[i];
      const width = widths[i] ?? 0;
      doc
        .font(bold ? 'bold' : 'regular')
        .fontSize(sizes?.[i] ?? FONT_SIZE)
        .fillColor(column?.label && !bold ? this.colours.muted : colour)
        .text(cell, x + CELL_PAD_X, y + CELL_PAD_Y, {
          width: width - 2 * CELL_PAD_X,
          align: column?.align ?? 'left',
        });
      x += width;
    });
  }

  /**
   * Label-value pairs in `pairsPerRow` columns of pairs (labels muted), read row by row.
   * @param weights the relative widths of a label and its value
   */
  keyValues(
    pairs: readonly (readonly [string, string])[],
    pairsPerRow = 2,
    weights: readonly [number, number] = [0.9, 1.1],
  ): Block {
    const columns: Column[] = Array.from({ length: pairsPerRow }, () => [
      { weight: weights[0], label: true },
      { weight: weights[1] },
    ]).flat();
    const rows: Row[] = [];
    for (let i = 0; i < pairs.length; i += pairsPerRow) {
      rows.push({ cells: pairs.slice(i, i + pairsPerRow).flatMap(([label, value]) => [label, value]) });
    }
    return this.table(columns, rows);
  }

  /** One line of text in the flow (a caption or a verdict). */
  line(text: string, options: { bold?: boolean; colour?: string; size?: number } = {}): Block {
    const size = options.size ?? FONT_SIZE;
    return {
      height: size + 6,
      draw: (y) => {
        this.doc
          .font(options.bold ? 'bold' : 'regular')
          .fontSize(size)
          .fillColor(options.colour ?? this.colours.text)
          .text(text, this.left, y + 2, { width: this.width, lineBreak: false });
      },
    };
  }

  /**
   * Footers on every page once the page count is known: brand left, release centred, 'Page n/N' right.
   * @returns the page count
   */
  footers(brand: string, release: string, pageWord: string): number {
    const { doc, colours } = this;
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      // The footer sits in the bottom margin; without this pdfkit would start a new page for it.
      doc.page.margins.bottom = 0;
      const y = doc.page.height - 34;
      doc
        .moveTo(this.left, y - 6)
        .lineTo(this.left + this.width, y - 6)
        .lineWidth(0.5)
        .strokeColor(colours.rule)
        .stroke();
      doc.font('regular').fontSize(7.5).fillColor(colours.muted);
      doc.text(brand, this.left, y, { width: this.width / 3, lineBreak: false });
      doc.text(`v${release}`, this.left + this.width / 3, y, {
        width: this.width / 3,
        align: 'center',
        lineBreak: false,
      });
      doc.text(`${pageWord} ${i - range.start + 1}/${range.count}`, this.left + (2 * this.width) / 3, y, {
        width: this.width / 3,
        align: 'right',
        lineBreak: false,
      });
    }
    return range.count;
  }
}
