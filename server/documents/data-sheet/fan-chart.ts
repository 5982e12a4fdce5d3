import type { UnitSystem } from '../../../contracts/users';
import { fromSystem, toSystem, unitSymbol, type SiUnit } from '../../../domain/units';
import type { FanChart } from '../../../engine/fans';
import type { Block, Sheet } from './layout';

/** docs/rules.md#data-sheet-fixed-values: the fan curve chart is 550 by 400 and has secondary scales in cfm and in.
 * wg (in the reader's units first, the other system's on the secondary scales: issue 30). */
export const CHART_ASPECT = 400 / 550;

export interface FanChartLabels {
  title: string;
  airflow: string;
  pressure: string;
  operatingPoint: string;
  systemCurve: string;
  format: (value: number, decimals?: number) => string;
  /** The reader's units: the bottom and left scales' (SI when absent). */
  system?: UnitSystem;
}

/** A value of the SI quantity `unit` in `from`'s units, in `to`'s. */
const between = (value: number, unit: SiUnit, from: UnitSystem, to: UnitSystem) =>
  toSystem(fromSystem(value, unit, from), unit, 0, to).value;

/**
 * The data sheet's fanChart (JSON text of engine/fans FanChart), parsed and checked for the fields the drawing reads.
 * @throws Error when the text is not such a chart
 */
export function parseFanChart(json: string): FanChart {
  const chart = JSON.parse(json) as Partial<FanChart>;
  const isPoint = (p: unknown): boolean =>
    typeof p === 'object' &&
    p !== null &&
    Number.isFinite((p as { qV?: unknown }).qV) &&
    Number.isFinite((p as { dpPa?: unknown }).dpPa);
  if (
    !Array.isArray(chart.curves) ||
    !chart.curves.every((c) => Array.isArray(c.points) && c.points.every(isPoint)) ||
    !Array.isArray(chart.system) ||
    !chart.system.every(isPoint) ||
    !isPoint(chart.operatingPoint)
  ) {
    throw new Error('fanChart is not a fan chart');
  }
  return chart as FanChart;
}

/** A tick step of 1, 2 or 5 times a power of ten giving about `count` intervals up to max. */
export function niceStep(max: number, count: number): number {
  const raw = max / count;
  const power = Math.pow(10, Math.floor(Math.log10(raw)));
  const factor = [1, 2, 2.5, 5, 10].find((f) => f * power >= raw) ?? 10;
  return factor * power;
}

/** The decimals a tick step needs (0.25 -> 2, 2.5 -> 1, 500 -> 0). */
const decimalsOf = (step: number) => {
  let decimals = 0;
  while (decimals < 6 && Math.abs(step * 10 ** decimals - Math.round(step * 10 ** decimals)) > 1e-9) {
    decimals += 1;
  }
  return decimals;
};

const AXIS = { left: 46, right: 46, top: 30, bottom: 34, legend: 16 };

/**
 * The fan curve chart as a sheet block: the curves at several speeds (the operating speed in the brand colour),
 * the system curve dashed, the operating point marked; m3/h and Pa on the bottom and left axes, cfm and in. wg on
 * the top and right. The plot keeps the 550 x 400 proportion.
 */
export function fanChartBlock(sheet: Sheet, chart: FanChart, labels: FanChartLabels): Block {
  const plotWidth = Math.min(sheet.width - AXIS.left - AXIS.right, 420);
  const plotHeight = plotWidth * CHART_ASPECT;
  const height = 14 + AXIS.top + plotHeight + AXIS.bottom + AXIS.legend;
  return { height, draw: (y) => drawFanChart(sheet, chart, labels, y, plotWidth, plotHeight) };
}

function drawFanChart(
  sheet: Sheet,
  chart: FanChart,
  labels: FanChartLabels,
  top: number,
  plotWidth: number,
  plotHeight: number,
): void {
  const { doc, colours } = sheet;
  const { format } = labels;
  const primary = labels.system ?? 'si';
  const secondary: UnitSystem = primary === 'si' ? 'ip' : 'si';
  // The plot's coordinates are the primary system's airflow and pressure.
  const flow = (qV: number) => toSystem(qV * 3600, 'm³/h', 0, primary).value;
  const pressure = (pa: number) => toSystem(pa, 'Pa', 0, primary).value;
  const box = {
    x: sheet.left + (sheet.width - plotWidth) / 2,
    y: top + 14 + AXIS.top,
    width: plotWidth,
    height: plotHeight,
  };
  doc
    .font('bold')
    .fontSize(8.5)
    .fillColor(colours.text)
    .text(labels.title, sheet.left, top, { width: sheet.width, align: 'center', lineBreak: false });

  const op = chart.operatingPoint;
  const qMax = flow(Math.max(op.qV, ...chart.curves.flatMap((c) => c.points.map((p) => p.qV))));
  const dpMax = pressure(Math.max(op.dpPa, ...chart.curves.flatMap((c) => c.points.map((p) => p.dpPa))));
  const xStep = niceStep(qMax, 6);
  const yStep = niceStep(dpMax, 6);
  const xMax = Math.ceil((qMax * 1.02) / xStep) * xStep;
  const yMax = Math.ceil((dpMax * 1.05) / yStep) * yStep;
  const sx = (q: number) => box.x + (q / xMax) * box.width;
  const sy = (dp: number) => box.y + box.height - (dp / yMax) * box.height;
  const path = (points: readonly { qV: number; dpPa: number }[]) =>
    points.forEach((p, i) =>
      i === 0
        ? doc.moveTo(sx(flow(p.qV)), sy(pressure(p.dpPa)))
        : doc.lineTo(sx(flow(p.qV)), sy(pressure(p.dpPa))),
    );

  // Grid and frame.
  doc.lineWidth(0.3).strokeColor(colours.rule);
  for (let v = xStep; v < xMax - 1e-9; v += xStep) {
    doc
      .moveTo(sx(v), box.y)
      .lineTo(sx(v), box.y + box.height)
      .stroke();
  }
  for (let v = yStep; v < yMax - 1e-9; v += yStep) {
    doc
      .moveTo(box.x, sy(v))
      .lineTo(box.x + box.width, sy(v))
      .stroke();
  }
  doc.rect(box.x, box.y, box.width, box.height).lineWidth(0.8).strokeColor(colours.muted).stroke();

  // Curves, clipped to the plot.
  const opSpeed = op.speedRpm;
  const seen = new Set<number>();
  const curves = chart.curves.filter((c) => {
    const key = Math.round(c.speedRpm);
    return seen.has(key) ? false : (seen.add(key), true);
  });
  doc.save();
  doc.rect(box.x, box.y, box.width, box.height).clip();
  for (const curve of curves) {
    const atOperatingSpeed = Math.abs(curve.speedRpm - opSpeed) < 0.5;
    doc
      .lineWidth(atOperatingSpeed ? 1.6 : 0.7)
      .strokeColor(atOperatingSpeed ? colours.primary : colours.muted);
    path(curve.points);
    doc.stroke();
  }
  doc.lineWidth(1).strokeColor(colours.secondary).dash(4, { space: 3 });
  path(chart.system);
  doc.stroke();
  doc.undash();
  doc.restore();

  // Speed labels at the start of each curve; a fixed-speed curve close to the operating speed gives way.
  doc.font('regular').fontSize(6.5);
  for (const curve of curves) {
    const first = curve.points[0];
    const atOperatingSpeed = Math.abs(curve.speedRpm - opSpeed) < 0.5;
    const close = !atOperatingSpeed && Math.abs(curve.speedRpm - opSpeed) / opSpeed < 0.06;
    if (!first || close) {
      continue;
    }
    doc
      .fillColor(atOperatingSpeed ? colours.primary : colours.muted)
      .text(`${format(curve.speedRpm)} rpm`, sx(flow(first.qV)) + 2, sy(pressure(first.dpPa)) - 9, {
        lineBreak: false,
      });
  }

  // The operating point with guides to both axes.
  const px = sx(flow(op.qV));
  const py = sy(pressure(op.dpPa));
  doc.lineWidth(0.6).strokeColor(colours.text).dash(2, { space: 2 });
  doc
    .moveTo(px, py)
    .lineTo(px, box.y + box.height)
    .stroke();
  doc.moveTo(box.x, py).lineTo(px, py).stroke();
  doc.undash();
  doc.circle(px, py, 3.2).fillAndStroke(colours.secondary, colours.text);
  const shown = (value: number, unit: SiUnit, decimals: number) => {
    const v = toSystem(value, unit, decimals, primary);
    return `${format(v.value, v.decimals)} ${v.unit}`;
  };
  const opText = `${shown(op.qV * 3600, 'm³/h', 0)} · ${shown(op.dpPa, 'Pa', 0)} · ${format(op.speedRpm)} rpm`;
  doc.font('bold').fontSize(7);
  const textWidth = doc.widthOfString(opText);
  const labelX = Math.min(px + 6, box.x + box.width - textWidth - 6);
  const labelY = py - 16 < box.y + 2 ? py + 6 : py - 16;
  doc
    .rect(labelX - 2, labelY - 1.5, textWidth + 4, 10)
    .fillOpacity(0.85)
    .fill('#ffffff')
    .fillOpacity(1);
  doc.fillColor(colours.text).text(opText, labelX, labelY, { lineBreak: false });

  // Axes: the primary system's (m3/h, Pa or cfm, in. wg) bottom and left, the other's top and right.
  doc.font('regular').fontSize(6.5).fillColor(colours.text);
  for (let v = 0; v <= xMax + 1e-9; v += xStep) {
    doc.text(format(v, decimalsOf(xStep)), sx(v) - 20, box.y + box.height + 3, {
      width: 40,
      align: 'center',
      lineBreak: false,
    });
  }
  for (let v = 0; v <= yMax + 1e-9; v += yStep) {
    doc.text(format(v, decimalsOf(yStep)), box.x - 42, sy(v) - 3, {
      width: 38,
      align: 'right',
      lineBreak: false,
    });
  }
  const x2Max = between(xMax, 'm³/h', primary, secondary);
  const x2Step = niceStep(x2Max, 6);
  const y2Max = between(yMax, 'Pa', primary, secondary);
  const y2Step = niceStep(y2Max, 6);
  doc.fillColor(colours.muted).strokeColor(colours.muted).lineWidth(0.5);
  for (let v = 0; v <= x2Max + 1e-9; v += x2Step) {
    const x = sx(between(v, 'm³/h', secondary, primary));
    doc
      .moveTo(x, box.y)
      .lineTo(x, box.y - 3)
      .stroke();
    doc.text(format(v, decimalsOf(x2Step)), x - 20, box.y - 11, {
      width: 40,
      align: 'center',
      lineBreak: false,
    });
  }
  for (let v = 0; v <= y2Max + 1e-9; v += y2Step) {
    const y = sy(between(v, 'Pa', secondary, primary));
    doc
      .moveTo(box.x + box.width, y)
      .lineTo(box.x + box.width + 3, y)
      .stroke();
    doc.text(format(v, decimalsOf(y2Step)), box.x + box.width + 5, y - 3, { lineBreak: false });
  }
  doc.font('bold').fontSize(7).fillColor(colours.text);
  doc.text(`${labels.airflow}, ${unitSymbol('m³/h', primary)}`, box.x, box.y + box.height + 14, {
    width: box.width,
    align: 'center',
    lineBreak: false,
  });
  doc.fillColor(colours.muted).text(unitSymbol('m³/h', secondary), box.x, box.y - 22, {
    width: box.width,
    align: 'center',
    lineBreak: false,
  });
  doc
    .fillColor(colours.text)
    .text(`${labels.pressure}, ${unitSymbol('Pa', primary)}`, box.x - AXIS.left, box.y - 22, {
      lineBreak: false,
    });
  doc
    .fillColor(colours.muted)
    .text(unitSymbol('Pa', secondary), box.x + box.width + 5, box.y - 22, { lineBreak: false });

  // Legend.
  const legendY = box.y + box.height + AXIS.bottom - 4;
  let x = box.x;
  doc.circle(x + 4, legendY + 4, 3).fillAndStroke(colours.secondary, colours.text);
  doc
    .font('regular')
    .fontSize(7)
    .fillColor(colours.text)
    .text(labels.operatingPoint, x + 11, legendY, {
      lineBreak: false,
    });
  x += 18 + doc.widthOfString(labels.operatingPoint);
  doc.lineWidth(1).strokeColor(colours.secondary).dash(4, { space: 3 });
  doc
    .moveTo(x, legendY + 4)
    .lineTo(x + 20, legendY + 4)
    .stroke();
  doc.undash();
  doc.text(labels.systemCurve, x + 24, legendY, { lineBreak: false });
  x += 32 + doc.widthOfString(labels.systemCurve);
  doc
    .lineWidth(1.6)
    .strokeColor(colours.primary)
    .moveTo(x, legendY + 4)
    .lineTo(x + 20, legendY + 4)
    .stroke();
  doc.text(`${format(opSpeed)} rpm`, x + 24, legendY, { lineBreak: false });
}
