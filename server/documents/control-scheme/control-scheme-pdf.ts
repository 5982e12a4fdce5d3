import { BRANDS } from '../../../contracts/brands';
import { demoNoticeLine, type DocumentContext } from '../context';
import { createSheetPdf } from '../drawing/drawing-pdf';
import { DRAWING_TEXTS } from '../drawing/texts';
import type { ComponentKind } from '../drawing/layout';
import { formatDate, pdfBuffer, type Pdf } from '../pdf';
import { schemeDevices, type SchemeColumn, type SchemeDevice } from './devices';
import { SCHEME_TEXTS } from './texts';

/**
 * The scheme is topological, not to scale: the supply path flowing left to right, the exhaust path right to left, ODA
 * and EHA on the left (the drawing shows the real arrangement). The supply path takes the band the unit's supply zone
 * names, as the drawing and the data sheet place it (issue 31 point 10: the scheme drew supply lower for every unit).
 * Column centres, pt, on A4 landscape.
 */
const COLUMNS: Record<SchemeColumn, number> = {
  odaEnd: 105,
  damper: 165,
  inlet: 232,
  preheater: 290,
  recovery: 345,
  cooler: 440,
  heater: 530,
  fan: 630,
  supEnd: 720,
};
interface Band {
  top: number;
  bottom: number;
}
const UPPER_BAND: Band = { top: 130, bottom: 165 };
const LOWER_BAND: Band = { top: 225, bottom: 260 };

/** The two paths' bands, and which side of each faces the other (component labels) or the page's edge (devices). */
interface Bands {
  supply: Band;
  exhaust: Band;
  /** The supply path is the upper band. */
  supplyUpper: boolean;
}

/** The bands of the unit's arrangement (engine/select.ts supplyZone, drawing/layout.ts rows). */
export function schemeBands(ctx: Pick<DocumentContext, 'selection'>): Bands {
  const supplyUpper = ctx.selection.unit.supplyZone === 'upper';
  return supplyUpper
    ? { supply: UPPER_BAND, exhaust: LOWER_BAND, supplyUpper }
    : { supply: LOWER_BAND, exhaust: UPPER_BAND, supplyUpper };
}
const DUCT = { left: 75, right: 760 };
/** The A4 landscape page's height, pt: the legend and its notes end above the footer near it. */
const LEGEND_BOTTOM = 595;
const COLOURS = { line: '#333333', duct: '#555555', device: '#b03a2e', text: '#222222', fill: '#ffffff' };

/**
 * The control scheme of the position (A4 landscape, vector): the unit's components in their air paths with the field
 * devices the configuration has, each with its tag, and a legend of tag, device and signal type.
 */
export async function controlSchemePdf(ctx: DocumentContext): Promise<Buffer> {
  const t = SCHEME_TEXTS[ctx.language];
  const names = DRAWING_TEXTS[ctx.language];
  const brand = BRANDS[ctx.brand];
  const doc = createSheetPdf(
    { title: `${t.title} – ${ctx.position.name}`, author: brand.name },
    { size: 'A4', orientation: 'landscape' },
  );
  const left = 40;
  const width = doc.page.width - 80;
  doc
    .font('bold')
    .fontSize(15)
    .fillColor(COLOURS.text)
    .text(`${t.title} – ${ctx.position.name}`, left, 32, { lineBreak: false });
  doc
    .font('regular')
    .fontSize(8.5)
    .text(
      `${names.project}: ${ctx.project.number} ${ctx.project.name}   ${names.revision}: ${ctx.position.revisionNumber}   ` +
        `${names.unit}: ${ctx.dataSheet.generalProductSpec.model}   ${names.date}: ${formatDate(ctx.generatedAt, ctx.language)}`,
      left,
      54,
      { width, lineBreak: false },
    );
  doc.text(brand.name, left, 34, { width, align: 'right', lineBreak: false });
  const notice = demoNoticeLine(ctx);
  if (notice) {
    doc.font('bold').fillColor('#b00020').text(notice, left, 66, { width, lineBreak: false });
    doc.font('regular').fillColor(COLOURS.text);
  }

  const bands = schemeBands(ctx);
  drawAirPaths(doc, ctx, bands);
  const devices = schemeDevices(ctx);
  drawDevices(doc, devices, bands);
  drawLegend(doc, ctx, devices, left, 335, width);

  doc.page.margins.bottom = 0;
  doc.font('regular').fontSize(7.5).fillColor(COLOURS.text);
  const footerY = doc.page.height - 28;
  doc.text(
    `${brand.softwareName} ${ctx.release} – ${formatDate(ctx.generatedAt, ctx.language)}`,
    left,
    footerY,
    {
      lineBreak: false,
    },
  );
  doc.text(`${t.page} 1/1`, left, footerY, { width, align: 'right', lineBreak: false });
  return pdfBuffer(doc);
}

function drawAirPaths(doc: Pdf, ctx: DocumentContext, bands: Bands): void {
  const names = DRAWING_TEXTS[ctx.language];
  const { selection } = ctx;
  doc.lineWidth(1).strokeColor(COLOURS.duct);
  for (const band of [bands.supply, bands.exhaust]) {
    doc.moveTo(DUCT.left, band.top).lineTo(DUCT.right, band.top).stroke();
    doc.moveTo(DUCT.left, band.bottom).lineTo(DUCT.right, band.bottom).stroke();
  }
  // Connections and flow arrows: supply left to right, exhaust right to left.
  const arrow = (x: number, y: number, direction: 1 | -1) => {
    doc
      .moveTo(x - 12 * direction, y)
      .lineTo(x, y)
      .lineWidth(1.2)
      .strokeColor(COLOURS.line)
      .stroke();
    doc.polygon([x, y], [x - 6 * direction, y - 3.5], [x - 6 * direction, y + 3.5]).fill(COLOURS.line);
  };
  const mid = (band: Band) => (band.top + band.bottom) / 2;
  doc.font('bold').fontSize(9).fillColor(COLOURS.text);
  doc.text('ODA', DUCT.left - 36, mid(bands.supply) - 5, { lineBreak: false });
  doc.text('EHA', DUCT.left - 36, mid(bands.exhaust) - 5, { lineBreak: false });
  doc.text('SUP', DUCT.right + 8, mid(bands.supply) - 5, { lineBreak: false });
  doc.text('ETA', DUCT.right + 8, mid(bands.exhaust) - 5, { lineBreak: false });
  arrow(DUCT.left + 16, mid(bands.supply), 1);
  arrow(DUCT.right + 2, mid(bands.supply), 1);
  arrow(DUCT.left - 2, mid(bands.exhaust), -1);
  arrow(DUCT.right - 16, mid(bands.exhaust), -1);

  // Component names in the gap between the bands: above the lower band, below the upper one.
  const label = (kind: ComponentKind, x: number, path: 'supply' | 'exhaust') => {
    const band = bands[path];
    const y = band === LOWER_BAND ? band.top - 13 : band.bottom + 4;
    doc
      .font('regular')
      .fontSize(7)
      .fillColor(COLOURS.text)
      .text(names.components[kind], x - 40, y, { width: 80, align: 'center', lineBreak: false });
  };
  const box = (x: number, band: Band, w: number) =>
    doc
      .rect(x - w / 2, band.top, w, band.bottom - band.top)
      .lineWidth(1)
      .fillAndStroke(COLOURS.fill, COLOURS.line);
  const damper = (band: Band) => {
    box(COLUMNS.damper, band, 12);
    doc
      .moveTo(COLUMNS.damper - 6, band.bottom)
      .lineTo(COLUMNS.damper + 6, band.top)
      .stroke();
  };
  const filter = (x: number, band: Band) => {
    box(x, band, 20);
    const h = band.bottom - band.top;
    doc.moveTo(x - 10, band.top);
    [0.25, 0.5, 0.75, 1].forEach((f, i) => doc.lineTo(i % 2 === 0 ? x + 10 : x - 10, band.top + f * h));
    doc.stroke();
  };
  const fan = (x: number, band: Band, direction: 1 | -1) => {
    const y = mid(band);
    doc.circle(x, y, 15).lineWidth(1).fillAndStroke(COLOURS.fill, COLOURS.line);
    doc
      .polygon([x + 9 * direction, y], [x - 6 * direction, y - 8], [x - 6 * direction, y + 8])
      .stroke(COLOURS.line);
  };
  const coil = (x: number, sign: string) => {
    box(x, bands.supply, 20);
    doc
      .moveTo(x - 10, bands.supply.bottom)
      .lineTo(x + 10, bands.supply.top)
      .stroke();
    doc
      .font('bold')
      .fontSize(10)
      .fillColor(COLOURS.text)
      .text(sign, x - 9, bands.supply.top + 1, { lineBreak: false });
  };

  damper(bands.supply);
  damper(bands.exhaust);
  label('damper', COLUMNS.damper, 'supply');
  label('damper', COLUMNS.damper, 'exhaust');
  filter(COLUMNS.inlet, bands.supply);
  label('filter', COLUMNS.inlet, 'supply');
  fan(COLUMNS.inlet, bands.exhaust, -1);
  label('exhaustFan', COLUMNS.inlet, 'exhaust');
  filter(COLUMNS.cooler, bands.exhaust);
  label('filter', COLUMNS.cooler, 'exhaust');
  if (selection.cooler) {
    coil(COLUMNS.cooler, '−');
    label('cooler', COLUMNS.cooler, 'supply');
  }
  if (selection.heater) {
    coil(COLUMNS.heater, '+');
    label('heater', COLUMNS.heater, 'supply');
  }
  if (selection.frostPreheater) {
    // The electric frost preheater: a box with the resistor's zigzag (EN 81346 / ISO 14617 heating element).
    const px = COLUMNS.preheater;
    box(px, bands.supply, 20);
    const top = bands.supply.top + 5;
    const h = bands.supply.bottom - bands.supply.top - 10;
    doc.moveTo(px, top);
    [0.125, 0.25, 0.375, 0.5, 0.625, 0.75, 0.875].forEach((f, i) =>
      doc.lineTo(i % 2 === 0 ? px + 6 : px - 6, top + f * h),
    );
    doc.lineTo(px, top + h).stroke();
    label('preheater', px, 'supply');
  }
  fan(COLUMNS.fan, bands.supply, 1);
  label('supplyFan', COLUMNS.fan, 'supply');

  // The exchanger spans both paths: a wheel as a circle, a plate as its diagonals.
  const x = COLUMNS.recovery;
  doc
    .rect(x - 22, UPPER_BAND.top, 44, LOWER_BAND.bottom - UPPER_BAND.top)
    .lineWidth(1)
    .fillAndStroke(COLOURS.fill, COLOURS.line);
  if (selection.unit.family === 'Rotary') {
    doc.circle(x, (UPPER_BAND.top + LOWER_BAND.bottom) / 2, 17).stroke();
  } else {
    doc
      .moveTo(x - 22, UPPER_BAND.top)
      .lineTo(x + 22, LOWER_BAND.bottom)
      .moveTo(x + 22, UPPER_BAND.top)
      .lineTo(x - 22, LOWER_BAND.bottom)
      .stroke();
  }
  doc
    .font('regular')
    .fontSize(7)
    .fillColor(COLOURS.text)
    .text(names.components.recovery, x - 45, UPPER_BAND.top - 11, {
      width: 90,
      align: 'center',
      lineBreak: false,
    });
}

/** Devices on the outer side of their path's band (above the upper, below the lower), side by side where a column
 * has several. */
function drawDevices(doc: Pdf, devices: readonly SchemeDevice[], bands: Bands): void {
  const groups = new Map<string, SchemeDevice[]>();
  for (const device of devices) {
    const key = `${device.path}:${device.column}`;
    groups.set(key, [...(groups.get(key) ?? []), device]);
  }
  for (const group of groups.values()) {
    group.forEach((device, i) => {
      const x = COLUMNS[device.column] + (i - (group.length - 1) / 2) * 30;
      const band = bands[device.path];
      const below = band === LOWER_BAND;
      const y = below ? band.bottom + 38 : band.top - 38;
      const edge = below ? band.bottom : band.top;
      const r = 12;
      doc
        .moveTo(x, below ? y - r : y + r)
        .lineTo(x, edge)
        .lineWidth(0.7)
        .dash(2, { space: 1.5 })
        .strokeColor(COLOURS.device)
        .stroke()
        .undash();
      if (device.symbol === 'actuator') {
        doc
          .rect(x - r, y - r, 2 * r, 2 * r)
          .lineWidth(1)
          .fillAndStroke(COLOURS.fill, COLOURS.device);
      } else {
        doc.circle(x, y, r).lineWidth(1).fillAndStroke(COLOURS.fill, COLOURS.device);
      }
      doc
        .font('bold')
        .fontSize(6.5)
        .fillColor(COLOURS.device)
        .text(device.tag, x - r, y - 3.5, { width: 2 * r, align: 'center', lineBreak: false });
    });
  }
}

function drawLegend(
  doc: Pdf,
  ctx: DocumentContext,
  devices: readonly SchemeDevice[],
  x: number,
  y: number,
  width: number,
): void {
  const t = SCHEME_TEXTS[ctx.language];
  const widths = [60, width - 140, 80];
  // Rows close up when the configuration has many devices (a plate unit with a frost preheater and both coils has
  // 19), so the legend and its notes end above the footer.
  const notesAndFooterPt = 60;
  const row = Math.min(12.5, (LEGEND_BOTTOM - notesAndFooterPt - y) / (devices.length + 1));
  const cells = (values: string[], top: number, bold: boolean) => {
    let cx = x;
    values.forEach((value, i) => {
      doc
        .font(bold ? 'bold' : 'regular')
        .fontSize(8)
        .fillColor(COLOURS.text)
        .text(value, cx + 3, top + (row - 8) / 2 + 0.5, { width: (widths[i] ?? 60) - 6, lineBreak: false });
      cx += widths[i] ?? 60;
    });
  };
  doc
    .font('bold')
    .fontSize(10)
    .fillColor(COLOURS.text)
    .text(t.legend, x, y - 16, { lineBreak: false });
  doc.rect(x, y, width, row).fill('#e8edf2');
  cells([t.tag, t.device, t.signal], y, true);
  devices.forEach((device, i) => {
    const top = y + row * (i + 1);
    doc
      .moveTo(x, top)
      .lineTo(x + width, top)
      .lineWidth(0.3)
      .strokeColor('#c9ced6')
      .stroke();
    cells([device.tag, t.devices[device.kind], device.signals.join(' + ')], top, false);
  });
  const end = y + row * (devices.length + 1);
  doc
    .moveTo(x, end)
    .lineTo(x + width, end)
    .lineWidth(0.3)
    .strokeColor('#c9ced6')
    .stroke();
  doc
    .font('regular')
    .fontSize(7)
    .fillColor(COLOURS.text)
    .text(t.signalNote, x, end + 5, { lineBreak: false });
  if (!ctx.position.input.controls) {
    doc.text(t.noControls, x, end + 15, { lineBreak: false });
  }
}
