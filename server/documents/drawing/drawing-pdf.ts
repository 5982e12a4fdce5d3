import PDFDocument from 'pdfkit';
import { BRANDS } from '../../../contracts/brands';
import type { DocumentContext } from '../context';
import { pdfBuffer, registerFonts, type Pdf } from '../pdf';
import { DRAWING_TEXTS } from './texts';
import { fittedViews, titleRows, type DrawingLayer, type Shape } from './views';

/** PDF points per millimetre. */
export const PT_PER_MM = 72 / 25.4;

/** A3 landscape, mm, and the frame of ISO 5457 (20 mm binding margin on the left, 10 mm elsewhere). */
const SHEET = { widthMm: 420, heightMm: 297, left: 20, margin: 10 };
const TITLE_BLOCK = { widthMm: 180, rowMm: 5.5 };

const STROKES: Record<DrawingLayer, { width: number; colour: string }> = {
  OUTLINE: { width: 1, colour: '#000000' },
  SECTIONS: { width: 0.4, colour: '#555555' },
  DOORS: { width: 0.6, colour: '#000000' },
  CONNECTIONS: { width: 0.8, colour: '#b03a2e' },
  DIMENSIONS: { width: 0.3, colour: '#333333' },
  TEXT: { width: 0.3, colour: '#222222' },
};

/**
 * A new PDF page of a given size with the embedded fonts (pdf.ts createPdf is A4 portrait only).
 * @param layout the page's size and orientation as pdfkit names them
 */
export function createSheetPdf(
  info: { title: string; author: string },
  layout: { size: 'A3' | 'A4'; orientation: 'landscape' | 'portrait' },
): Pdf {
  const doc = new PDFDocument({
    size: layout.size,
    layout: layout.orientation,
    margin: 0,
    info: { Title: info.title, Author: info.author },
    bufferPages: true,
  });
  registerFonts(doc);
  return doc;
}

/**
 * The unit drawing on one A3 landscape sheet (vector): front, top and side views with the overall and section
 * dimensions, the sections, the service doors and the four duct connections, and a title block with project,
 * position, revision, date, brand and release. Pure: the same context gives the same drawing.
 */
export async function drawingPdf(ctx: DocumentContext): Promise<Buffer> {
  const t = DRAWING_TEXTS[ctx.language];
  const brand = BRANDS[ctx.brand];
  const doc = createSheetPdf(
    { title: `${t.title} – ${ctx.position.name}`, author: brand.name },
    { size: 'A3', orientation: 'landscape' },
  );
  const mm = (v: number) => v * PT_PER_MM;
  const frame = {
    x: SHEET.left,
    y: SHEET.margin,
    width: SHEET.widthMm - SHEET.left - SHEET.margin,
    height: SHEET.heightMm - 2 * SHEET.margin,
  };
  doc
    .rect(mm(frame.x), mm(frame.y), mm(frame.width), mm(frame.height))
    .lineWidth(1.2)
    .strokeColor('#000000')
    .stroke();

  const rows = titleRows(ctx);
  const titleHeight = (rows.length + 3) * TITLE_BLOCK.rowMm;
  const area = { widthMm: frame.width - 20, heightMm: frame.height - titleHeight - 16 };
  const views = fittedViews(ctx, area);
  const { extents, scale } = views;
  // Centre the views in the area above the title block.
  const drawnWidth = (extents.maxX - extents.minX) / scale;
  const drawnHeight = (extents.maxY - extents.minY) / scale;
  const left = frame.x + 10 + (area.widthMm - drawnWidth) / 2;
  const bottom = frame.y + 8 + area.heightMm - (area.heightMm - drawnHeight) / 2;
  const px = (x: number) => mm(left + (x - extents.minX) / scale);
  const py = (y: number) => mm(bottom - (y - extents.minY) / scale);
  for (const shape of views.shapes) {
    drawShape(doc, shape, px, py, scale, brand.theme.light.primary);
  }

  // Title block in the lower right corner.
  const tbX = frame.x + frame.width - TITLE_BLOCK.widthMm;
  const tbY = frame.y + frame.height - titleHeight;
  const row = TITLE_BLOCK.rowMm;
  doc.lineWidth(0.8).strokeColor('#000000');
  doc.rect(mm(tbX), mm(tbY), mm(TITLE_BLOCK.widthMm), mm(titleHeight)).stroke();
  doc
    .rect(mm(tbX), mm(tbY), mm(TITLE_BLOCK.widthMm), mm(row * 1.6))
    .fillAndStroke(brand.theme.light.primary, '#000000');
  doc
    .font('bold')
    .fontSize(11)
    .fillColor('#ffffff')
    .text(`${brand.name} – ${t.title}`, mm(tbX + 2), mm(tbY + 2), { lineBreak: false });
  doc
    .font('regular')
    .fontSize(7)
    .text(`${t.scale} 1:${scale}`, mm(tbX), mm(tbY + 3), {
      width: mm(TITLE_BLOCK.widthMm - 2),
      align: 'right',
      lineBreak: false,
    });
  doc.fillColor('#000000');
  rows.forEach(([label, value], i) => {
    const y = tbY + row * (1.6 + i);
    doc
      .moveTo(mm(tbX), mm(y))
      .lineTo(mm(tbX + TITLE_BLOCK.widthMm), mm(y))
      .lineWidth(0.3)
      .stroke();
    doc
      .font('bold')
      .fontSize(7)
      .text(label, mm(tbX + 2), mm(y + 1.4), { lineBreak: false });
    doc
      .font('regular')
      .fontSize(8)
      .text(value, mm(tbX + 30), mm(y + 1.2), { width: mm(TITLE_BLOCK.widthMm - 32), lineBreak: false });
  });
  const footY = tbY + row * (1.6 + rows.length);
  doc
    .moveTo(mm(tbX), mm(footY))
    .lineTo(mm(tbX + TITLE_BLOCK.widthMm), mm(footY))
    .lineWidth(0.3)
    .stroke();
  doc
    .font('regular')
    .fontSize(6.5)
    .text(ctx.unitSystem === 'ip' ? t.dimensionsNoteInches : t.dimensionsNote, mm(tbX + 2), mm(footY + 1.5), {
      lineBreak: false,
    });
  doc.text(`${brand.softwareName} ${ctx.release}`, mm(tbX + 2), mm(footY + 1.5 + row * 0.7), {
    width: mm(TITLE_BLOCK.widthMm - 4),
    align: 'right',
    lineBreak: false,
  });
  return pdfBuffer(doc);
}

function drawShape(
  doc: Pdf,
  shape: Shape,
  px: (x: number) => number,
  py: (y: number) => number,
  scale: number,
  doorColour: string,
): void {
  const stroke = STROKES[shape.layer];
  const colour = shape.layer === 'DOORS' ? doorColour : stroke.colour;
  if (shape.type === 'text') {
    const size = (shape.height / scale) * PT_PER_MM * 1.15;
    doc.font('regular').fontSize(size).fillColor(colour);
    const width = doc.widthOfString(shape.text);
    const offset = shape.align === 'left' ? 0 : shape.align === 'center' ? width / 2 : width;
    const x = px(shape.x);
    const y = py(shape.y);
    // pdfkit places a line by its top; the anchor is the middle of the text.
    const top = doc.currentLineHeight() / 2;
    if (shape.vertical) {
      doc.save();
      doc.rotate(-90, { origin: [x, y] });
      doc.text(shape.text, x - offset, y - top, { lineBreak: false });
      doc.restore();
    } else {
      doc.text(shape.text, x - offset, y - top, { lineBreak: false });
    }
    return;
  }
  doc.lineWidth(stroke.width).strokeColor(colour);
  if (shape.dashed) {
    doc.dash(4, { space: 2.5 });
  }
  if (shape.type === 'rect') {
    const x0 = px(shape.x);
    const y0 = py(shape.y + shape.h);
    doc.rect(x0, y0, px(shape.x + shape.w) - x0, py(shape.y) - y0).stroke();
  } else {
    doc.moveTo(px(shape.x1), py(shape.y1)).lineTo(px(shape.x2), py(shape.y2)).stroke();
  }
  doc.undash();
}
