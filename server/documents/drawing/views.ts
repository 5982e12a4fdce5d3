import { toSystem, unitSymbol } from '../../../domain/units';
import { demoNotice, type DocumentContext } from '../context';
import { formatDate } from '../pdf';
import { DOOR_INSET_MM, unitLayout, type UnitLayout } from './layout';
import { DRAWING_TEXTS } from './texts';

/**
 * The unit drawing as plain geometry in millimetres (y up), drawn once here and rendered twice: by drawing-pdf.ts on
 * an A3 sheet and by drawing-dxf.ts as DXF entities. Three views in first-angle projection (ISO 128-30): the front
 * view from the service side, the top view below it (service side at its lower edge) and the view of the left end
 * to its right (service side on its right).
 */

export const DRAWING_LAYERS = ['OUTLINE', 'SECTIONS', 'DOORS', 'CONNECTIONS', 'DIMENSIONS', 'TEXT'] as const;
export type DrawingLayer = (typeof DRAWING_LAYERS)[number];

export type Shape =
  | { type: 'rect'; layer: DrawingLayer; x: number; y: number; w: number; h: number; dashed?: boolean }
  | { type: 'line'; layer: DrawingLayer; x1: number; y1: number; x2: number; y2: number; dashed?: boolean }
  | {
      type: 'text';
      layer: DrawingLayer;
      /** The anchor: vertically the middle of the text, horizontally by align. */
      x: number;
      y: number;
      height: number;
      text: string;
      align: 'left' | 'center' | 'right';
      /** Turned 90 degrees counter-clockwise (read from below). */
      vertical?: boolean;
    };

export interface Extents {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export interface DrawingViews {
  layout: UnitLayout;
  shapes: Shape[];
  extents: Extents;
  /** The text height on paper times the scale, mm. */
  textHeightMm: number;
}

/** Text width estimate for DejaVu Sans and DXF's standard font: 0.6 of the height per character. */
export const textWidth = (text: string, height: number) => text.length * height * 0.6;

/**
 * The three views with overall and section dimensions, the sections, doors and duct connections.
 * @param textHeightMm the text height in model millimetres (the paper height times the scale)
 */
export function drawingViews(ctx: DocumentContext, textHeightMm: number): DrawingViews {
  // A dimension's figure: whole mm, or inches to a tenth for an IP reader (issue 30); the drawing stays in mm.
  const length = (mm: number) =>
    ctx.unitSystem === 'ip' ? toSystem(mm, 'mm', 0, 'ip').value.toFixed(1) : String(Math.round(mm));
  const t = DRAWING_TEXTS[ctx.language];
  const layout = unitLayout(ctx.selection);
  const { lengthMm: L, widthMm: W, heightMm: H, spigotDepthMm: spigot } = layout;
  const h = textHeightMm;
  const shapes: Shape[] = [];
  const rect = (layer: DrawingLayer, x: number, y: number, w: number, hh: number, dashed = false) =>
    shapes.push({ type: 'rect', layer, x, y, w, h: hh, dashed });
  const line = (layer: DrawingLayer, x1: number, y1: number, x2: number, y2: number, dashed = false) =>
    shapes.push({ type: 'line', layer, x1, y1, x2, y2, dashed });
  const text = (
    x: number,
    y: number,
    value: string,
    align: 'left' | 'center' | 'right' = 'center',
    options: { vertical?: boolean; height?: number; layer?: DrawingLayer } = {},
  ) =>
    shapes.push({
      type: 'text',
      layer: options.layer ?? 'TEXT',
      x,
      y,
      height: options.height ?? h,
      text: value,
      align,
      vertical: options.vertical ?? false,
    });
  /** A linear dimension between two points along x (horizontal) or y (vertical), its line at `at`. */
  const dimension = (axis: 'x' | 'y', from: number, to: number, base: number, at: number) => {
    const tick = h * 0.4;
    const label = length(Math.abs(to - from));
    if (axis === 'x') {
      line('DIMENSIONS', from, base, from, at + Math.sign(at - base) * tick);
      line('DIMENSIONS', to, base, to, at + Math.sign(at - base) * tick);
      line('DIMENSIONS', from, at, to, at);
      line('DIMENSIONS', from - tick, at - tick, from + tick, at + tick);
      line('DIMENSIONS', to - tick, at - tick, to + tick, at + tick);
      text((from + to) / 2, at + h * 0.8, label, 'center', { layer: 'DIMENSIONS' });
    } else {
      line('DIMENSIONS', base, from, at + Math.sign(at - base) * tick, from);
      line('DIMENSIONS', base, to, at + Math.sign(at - base) * tick, to);
      line('DIMENSIONS', at, from, at, to);
      line('DIMENSIONS', at - tick, from - tick, at + tick, from + tick);
      line('DIMENSIONS', at - tick, to - tick, at + tick, to + tick);
      text(at - h * 0.8, (from + to) / 2, label, 'center', { layer: 'DIMENSIONS', vertical: true });
    }
  };

  const labelRoom = spigot + h * 8;
  const gap = h * 9;

  // Front view, from the service side: x along the length, y up.
  text(L / 2, H + h * 5.5, t.frontView);
  rect('OUTLINE', 0, 0, L, H);
  for (const c of layout.components) {
    rect('SECTIONS', c.x0, c.y0, c.x1 - c.x0, c.y1 - c.y0);
    const name = t.components[c.kind];
    const width = c.x1 - c.x0;
    const fits = textWidth(name, h) < width - 2 * DOOR_INSET_MM - h / 2;
    text((c.x0 + c.x1) / 2, (c.y0 + c.y1) / 2, name, 'center', { vertical: !fits, height: h * 0.9 });
    if (c.kind === 'recovery' && ctx.selection.unit.family !== 'Rotary') {
      // A plate exchanger's symbol: the diagonals of its box.
      line('SECTIONS', c.x0, c.y0, c.x1, c.y1);
      line('SECTIONS', c.x0, c.y1, c.x1, c.y0);
    }
  }
  for (const door of layout.doors) {
    rect('DOORS', door.x0, door.y0, door.x1 - door.x0, door.y1 - door.y0, true);
  }
  for (const c of layout.connections) {
    const x = c.outward < 0 ? c.x - spigot : c.x;
    rect('CONNECTIONS', x, c.y0, spigot, c.y1 - c.y0);
    const yMid = (c.y0 + c.y1) / 2;
    text(c.x + c.outward * (spigot + h * 0.6), yMid, c.code, c.outward < 0 ? 'right' : 'left');
  }
  const rowLabel = (path: 'supply' | 'exhaust') => {
    const row = layout.rows[path];
    return { y: (row.y0 + row.y1) / 2, text: path === 'supply' ? t.supplyPath : t.exhaustPath };
  };
  for (const path of ['supply', 'exhaust'] as const) {
    const { y, text: label } = rowLabel(path);
    text(L + labelRoom - h, y, label, 'center', { vertical: true, height: h * 0.8 });
  }
  dimension('x', 0, L, 0, -h * 2.5);
  const stations = [0, ...layout.partitions, L];
  stations.slice(1).forEach((x, i) => dimension('x', stations[i] ?? 0, x, H, H + h * 2.5));
  dimension('y', 0, H, 0, -labelRoom);

  // Top view, below: y = top - (width - z), so the service side (z = width) is the lower edge.
  const topY = -gap - W;
  text(L / 2, topY + W + h * 1.8, t.topView);
  rect('OUTLINE', 0, topY, L, W);
  for (const x of layout.partitions) {
    line('SECTIONS', x, topY, x, topY + W);
  }
  for (const end of [0, L]) {
    const atEnd = layout.connections.filter((c) => c.x === end);
    const first = atEnd[0];
    if (!first) {
      continue;
    }
    const x = first.outward < 0 ? end - spigot : end;
    rect('CONNECTIONS', x, topY + (W - first.z1), spigot, first.z1 - first.z0);
    text(
      end + first.outward * (spigot + h * 0.6),
      topY + W / 2,
      atEnd.map((c) => c.code).join('/'),
      first.outward < 0 ? 'right' : 'left',
    );
  }
  line('DOORS', 0, topY - h * 0.5, L, topY - h * 0.5);
  text(L / 2, topY - h * 1.6, `▲ ${t.serviceSide} ▲`);
  dimension('y', topY, topY + W, 0, -labelRoom);

  // The left end, to the right: u = left + z (the service side on the right), y up.
  const sideX = L + labelRoom + gap;
  text(sideX + W / 2, H + h * 5.5, t.sideView);
  rect('OUTLINE', sideX, 0, W, H);
  line('SECTIONS', sideX, H / 2, sideX + W, H / 2);
  for (const c of layout.connections.filter((k) => k.x === 0)) {
    rect('CONNECTIONS', sideX + c.z0, c.y0, c.z1 - c.z0, c.y1 - c.y0);
    text(sideX + W / 2, (c.y0 + c.y1) / 2, `${c.code} ${layout.duct.widthMm} × ${layout.duct.heightMm}`);
    text(sideX + W / 2, c.y1 + h, t.connections[c.code], 'center', { height: h * 0.8 });
  }
  line('DOORS', sideX + W + h * 0.5, 0, sideX + W + h * 0.5, H);
  text(sideX + W + h * 1.6, H / 2, t.serviceSide, 'center', { vertical: true });
  dimension('x', sideX, sideX + W, 0, -h * 2.5);
  dimension('y', 0, H, sideX + W, sideX + W + h * 5);

  return { layout, shapes, extents: extentsOf(shapes), textHeightMm: h };
}

/** The bounding box of the shapes, texts by their estimated size. */
export function extentsOf(shapes: readonly Shape[]): Extents {
  const e = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  const add = (x: number, y: number) => {
    e.minX = Math.min(e.minX, x);
    e.maxX = Math.max(e.maxX, x);
    e.minY = Math.min(e.minY, y);
    e.maxY = Math.max(e.maxY, y);
  };
  for (const s of shapes) {
    if (s.type === 'rect') {
      add(s.x, s.y);
      add(s.x + s.w, s.y + s.h);
    } else if (s.type === 'line') {
      add(s.x1, s.y1);
      add(s.x2, s.y2);
    } else {
      const w = textWidth(s.text, s.height);
      const start = s.align === 'left' ? 0 : s.align === 'center' ? -w / 2 : -w;
      if (s.vertical) {
        add(s.x - s.height / 2, s.y + start);
        add(s.x + s.height / 2, s.y + start + w);
      } else {
        add(s.x + start, s.y - s.height / 2);
        add(s.x + start + w, s.y + s.height / 2);
      }
    }
  }
  return e;
}

/** The title block's rows: project, customer, position, revision, date, unit, weight, brand and release. */
export function titleRows(ctx: DocumentContext): [string, string][] {
  const t = DRAWING_TEXTS[ctx.language];
  const sheet = ctx.dataSheet.generalProductSpec;
  const system = ctx.unitSystem ?? 'si';
  const inSystem = (value: number, unit: 'mm' | 'kg', decimals: number) => {
    const shown = toSystem(value, unit, decimals, system);
    return shown.value.toFixed(shown.decimals);
  };
  return [
    [t.project, `${ctx.project.number} ${ctx.project.name}`],
    [t.customer, ctx.project.customer?.name ?? '–'],
    [t.position, ctx.position.name],
    [t.revision, String(ctx.position.revisionNumber)],
    [t.date, formatDate(ctx.generatedAt, ctx.language)],
    [
      t.unit,
      `${sheet.model}, ${[sheet.length, sheet.width, sheet.height].map((side) => inSystem(side, 'mm', 0)).join(' × ')} ${unitSymbol('mm', system)}`,
    ],
    [t.weight, `${inSystem(sheet.weight, 'kg', 0)} ${unitSymbol('kg', system)}`],
    ...((notice) => (notice ? [[notice.label, notice.text] as [string, string]] : []))(demoNotice(ctx)),
  ];
}

/** The standard scales tried, smallest first. */
export const DRAWING_SCALES = [10, 15, 20, 25, 30, 40, 50] as const;

/** Text on paper, mm. */
export const PAPER_TEXT_MM = 2.5;

/**
 * The views at the smallest standard scale whose extents fit a drawing area (paper mm), with the scale.
 */
export function fittedViews(
  ctx: DocumentContext,
  area: { widthMm: number; heightMm: number },
): DrawingViews & { scale: number } {
  for (const scale of DRAWING_SCALES) {
    const views = drawingViews(ctx, PAPER_TEXT_MM * scale);
    const { minX, minY, maxX, maxY } = views.extents;
    if ((maxX - minX) / scale <= area.widthMm && (maxY - minY) / scale <= area.heightMm) {
      return { ...views, scale };
    }
  }
  const scale = DRAWING_SCALES[DRAWING_SCALES.length - 1] ?? 50;
  return { ...drawingViews(ctx, PAPER_TEXT_MM * scale), scale };
}
