import { MOLLIER_TABLE_COLUMNS, type MollierPdfRequest } from '../../contracts/mollier';
import type { UnitSystem } from '../../contracts/users';
import { MOLLIER_COLUMN_UNITS, mollierTableRow } from '../../domain/mollier';
import { toSystem, unitSymbol, type SiUnit } from '../../domain/units';
import { fittingFontSize } from './data-sheet/layout';
import { numberFormatter } from './data-sheet/texts';
import type { ChartPoint, MollierChart } from '../../engine/chart';
import type { AirPoint } from '../../engine/processes';
import { MOLLIER_TEXTS, processName, type DocumentLanguage } from './mollier-texts';
import { createPdf, formatDate, pdfBuffer, type Pdf } from './pdf';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const COLOURS = {
  grid: '#c9ced6',
  rh: '#1f77b4',
  saturation: '#0b4f8a',
  process: '#e07000',
  point: '#0b6e99',
  comfort: '#2e7d32',
  text: '#333333',
};

/**
 * The Mollier tool's PDF (docs/rules.md#mollier-screen): chart, scheme picture, process table, project name,
 * position, revision, location, elevation, air pressure, summer or winter mode, date and page 1/1, drawn from the
 * engine's chart data.
 */
export interface MollierPdfInput {
  request: MollierPdfRequest;
  points: readonly AirPoint[];
  chart: MollierChart;
  brandName: string;
  date: Date;
}

export async function mollierPdf(input: MollierPdfInput): Promise<Buffer> {
  const { request, points, chart } = input;
  const language: DocumentLanguage = request.language;
  const texts = MOLLIER_TEXTS[language];
  const number = numberFormatter(language);
  // The reader's units (issue 30): the chart's grid came at round IP values from the service.
  const quantity = (value: number, unit: SiUnit, decimals: number) => {
    const shown = toSystem(value, unit, decimals, request.units);
    return `${number(shown.value, shown.decimals)} ${shown.unit}`;
  };
  const doc = createPdf({ title: texts.title, author: input.brandName });
  const left = doc.page.margins.left;
  const contentWidth = doc.page.width - left - doc.page.margins.right;

  doc
    .font('bold')
    .fontSize(16)
    .fillColor(COLOURS.text)
    .text(`${texts.title} – ${request.season === 'summer' ? texts.summerMode : texts.winterMode}`, left, 40);
  doc.font('regular').fontSize(9).text(input.brandName, left, 44, { width: contentWidth, align: 'right' });

  const facts: [string, string][] = [
    [texts.project, request.position?.projectName || '–'],
    [texts.position, request.position?.name || '–'],
    [texts.revision, request.position ? String(request.position.revision) : '–'],
    [texts.location, request.position?.location || '–'],
    [texts.elevation, quantity(request.context.altitude, 'm', 0)],
    [texts.airPressure, quantity(chart.config.pressure, 'Pa abs', 0)],
    [texts.date, formatDate(input.date, input.request.language)],
  ];
  let y = 70;
  facts.forEach(([label, value], i) => {
    const column = i % 2;
    const x = left + column * (contentWidth / 2);
    doc.font('bold').fontSize(9).text(`${label}: `, x, y, { continued: true }).font('regular').text(value);
    if (column === 1) {
      y += 13;
    }
  });
  y += 22;

  const chartBox = { x: left + 30, y, width: 330, height: 380 };
  drawChart(doc, chart, chartBox, request.units);
  drawScheme(doc, points, language, request.units, {
    x: chartBox.x + chartBox.width + 25,
    y,
    width: contentWidth - chartBox.width - 55,
    height: chartBox.height,
  });
  drawTable(doc, points, request, language, left, chartBox.y + chartBox.height + 40, contentWidth);

  // The footer sits in the bottom margin; without this pdfkit would start a new page for it.
  doc.page.margins.bottom = 0;
  doc.font('regular').fontSize(8).fillColor(COLOURS.text);
  const footerY = doc.page.height - 30;
  doc.text(formatDate(input.date, input.request.language), left, footerY, { lineBreak: false });
  doc.text(`${texts.page} 1/1`, left, footerY, { width: contentWidth, align: 'right', lineBreak: false });
  return pdfBuffer(doc);
}

function drawChart(doc: Pdf, chart: MollierChart, box: Box, units: UnitSystem): void {
  const { x: xAxis, y: yAxis } = chart.axes;
  const sx = (v: number) => box.x + ((v - xAxis.min) / (xAxis.max - xAxis.min)) * box.width;
  const sy = (v: number) => box.y + box.height - ((v - yAxis.min) / (yAxis.max - yAxis.min)) * box.height;
  const line = (points: readonly ChartPoint[]) => {
    points.forEach((p, i) => (i === 0 ? doc.moveTo(sx(p.x), sy(p.y)) : doc.lineTo(sx(p.x), sy(p.y))));
  };

  doc.save();
  doc.rect(box.x, box.y, box.width, box.height).lineWidth(0.8).strokeColor(COLOURS.grid).stroke();
  doc.rect(box.x, box.y, box.width, box.height).clip();
  doc.lineWidth(0.4).strokeColor(COLOURS.grid);
  for (const curve of chart.isotherms) {
    line(curve.points);
    doc.stroke();
  }
  doc.dash(3, { space: 2 });
  for (const curve of chart.enthalpyLines) {
    line(curve.points);
    doc.stroke();
  }
  doc.undash();
  for (const curve of chart.rhCurves) {
    doc
      .lineWidth(curve.value === 1 ? 1.4 : 0.5)
      .strokeColor(curve.value === 1 ? COLOURS.saturation : COLOURS.rh);
    line(curve.points);
    doc.stroke();
  }
  if (chart.comfortZone) {
    line(chart.comfortZone.outline);
    doc.fillOpacity(0.2).fillAndStroke(COLOURS.comfort, COLOURS.comfort).fillOpacity(1);
  }
  doc.lineWidth(1.5).strokeColor(COLOURS.process);
  for (const segment of chart.processLines) {
    line([segment.from, segment.to]);
    doc.stroke();
  }
  for (const point of chart.points) {
    doc.circle(sx(point.x), sy(point.y), 2.8).fill(COLOURS.point);
    doc
      .fillColor(COLOURS.text)
      .font('bold')
      .fontSize(8)
      .text(String(point.id), sx(point.x) + 4, sy(point.y) - 10, { lineBreak: false });
  }
  doc.restore();

  doc.font('regular').fontSize(7).fillColor(COLOURS.text);
  const tick = (value: number, unit: '°C' | 'g/kg') =>
    String(Math.round(toSystem(value, unit, 0, units).value * 10) / 10);
  for (const v of xAxis.ticks) {
    doc.text(tick(v, 'g/kg'), sx(v) - 10, box.y + box.height + 3, {
      width: 20,
      align: 'center',
      lineBreak: false,
    });
  }
  for (const v of yAxis.ticks) {
    doc.text(tick(v, '°C'), box.x - 24, sy(v) - 3, { width: 20, align: 'right', lineBreak: false });
  }
  for (const curve of chart.rhCurves) {
    const last = curve.points.at(-1);
    if (last) {
      doc.fillColor(COLOURS.rh).text(`${Math.round(curve.value * 100)}%`, sx(last.x) - 22, sy(last.y) - 9, {
        width: 20,
        align: 'right',
        lineBreak: false,
      });
    }
  }
  doc.fillColor(COLOURS.text).fontSize(8);
  doc.text(`x (${unitSymbol('g/kg', units)})`, box.x, box.y + box.height + 13, {
    width: box.width,
    align: 'center',
    lineBreak: false,
  });
  doc.text(`t (${unitSymbol('°C', units)})`, box.x - 30, box.y - 12, { lineBreak: false });
}

/** The scheme picture: the air's path through the processes, one block per point. */
function drawScheme(
  doc: Pdf,
  points: readonly AirPoint[],
  language: DocumentLanguage,
  units: UnitSystem,
  box: Box,
): void {
  const number = numberFormatter(language);
  doc.font('bold').fontSize(9).fillColor(COLOURS.text).text(MOLLIER_TEXTS[language].scheme, box.x, box.y);
  const blockHeight = 30;
  const gap = 16;
  let y = box.y + 18;
  points.forEach((point, index) => {
    const fill = typeof point.process === 'number' ? '#fff3e0' : '#e3f2fd';
    doc.roundedRect(box.x, y, box.width, blockHeight, 4).fillAndStroke(fill, COLOURS.grid);
    doc
      .fillColor(COLOURS.text)
      .font('bold')
      .fontSize(8)
      .text(`${point.id}`, box.x + 6, y + 6, { lineBreak: false });
    doc.font('regular').text(processName(language, point.process), box.x + 20, y + 6, {
      width: box.width - 26,
      lineBreak: false,
    });
    const t = toSystem(point.tDb, '°C', 1, units);
    doc
      .fontSize(7)
      .text(`${number(t.value, 1)} ${t.unit}  ${number(point.rh * 100, 0)} %`, box.x + 20, y + 17, {
        lineBreak: false,
      });
    const next = points[index + 1];
    if (next) {
      const cx = box.x + box.width / 2;
      doc
        .moveTo(cx, y + blockHeight)
        .lineTo(cx, y + blockHeight + gap - 3)
        .lineWidth(1)
        .strokeColor(COLOURS.process)
        .stroke();
      doc
        .polygon(
          [cx - 3, y + blockHeight + gap - 5],
          [cx + 3, y + blockHeight + gap - 5],
          [cx, y + blockHeight + gap],
        )
        .fill(COLOURS.process);
    }
    y += blockHeight + gap;
  });
}

function drawTable(
  doc: Pdf,
  points: readonly AirPoint[],
  request: MollierPdfRequest,
  language: DocumentLanguage,
  x: number,
  y: number,
  width: number,
): void {
  const texts = MOLLIER_TEXTS[language];
  const headers = [
    texts.point,
    texts.process,
    ...MOLLIER_TABLE_COLUMNS.map((c) =>
      c === 'airflow'
        ? `${texts.columns.airflow} ${request.airflowUnit === 'm3/h' || request.units === 'ip' ? unitSymbol('m³/h', request.units) : 'm³/s'}`
        : columnHeader(texts.columns[c], MOLLIER_COLUMN_UNITS[c], request.units),
    ),
  ];
  const widths = [26, 78, ...MOLLIER_TABLE_COLUMNS.map(() => (width - 104) / MOLLIER_TABLE_COLUMNS.length)];
  const row = (cells: string[], top: number, bold: boolean) => {
    let cx = x;
    doc.font(bold ? 'bold' : 'regular').fillColor(COLOURS.text);
    cells.forEach((cell, i) => {
      const cellWidth = (widths[i] ?? 30) - 2;
      // A header word that does not fit its column is set smaller, not broken inside ('Volumen strom', issue 31).
      doc.fontSize(bold ? fittingFontSize(doc, cell, cellWidth, 6.5, 5) : 6.5);
      doc.text(cell, cx + 1, top, { width: cellWidth, align: i < 2 ? 'left' : 'right' });
      cx += widths[i] ?? 30;
    });
  };
  row(headers, y, true);
  let top = y + 20;
  doc
    .moveTo(x, top - 3)
    .lineTo(x + width, top - 3)
    .lineWidth(0.5)
    .strokeColor(COLOURS.grid)
    .stroke();
  for (const point of points) {
    const values = mollierTableRow(point, request.airflowUnit, request.units, numberFormatter(language));
    row(
      [
        String(point.id),
        processName(language, point.process),
        ...MOLLIER_TABLE_COLUMNS.map((c) => values[c]),
      ],
      top,
      false,
    );
    top += 13;
  }
}

/** A column's header ('t °C', 'x g/kg') with the reader's unit symbol in place of the SI one. */
function columnHeader(header: string, unit: SiUnit | null, system: UnitSystem): string {
  return unit === null ? header : header.replace(unitSymbol(unit, 'si'), unitSymbol(unit, system));
}
