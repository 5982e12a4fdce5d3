import type { SelectionResult } from '../../../engine/select';

/**
 * The physical arrangement of a Compact unit, in millimetres, shared by the drawing (PDF, DXF), the control scheme and
 * the 3D model so that all of them show the same unit.
 *
 * Axes: x along the length from the left end as seen from the service side, y up from the floor, z across the width
 * from the back panel to the service side (z = width is the face with the doors).
 *
 * The catalogue gives the outer dimensions, the duct connection and the air paths' cross-section, not the length of
 * each section, so the sections are laid out as fixed shares of the catalogue length (an assumption of the demo
 * catalogue, in SECTION_SHARES below). Two air paths are stacked, each half the height: the supply path lower for
 * rotary directions 1 and 2, upper otherwise (engine/select.ts supplyZone). Odd airflow directions take the outdoor
 * air in at the left end (supply flows left to right seen from the service side), even ones at the right end. The
 * flows run in counterflow: ODA and EHA share one end, SUP and ETA the other (EN 16798-3 names).
 */

export type AirPath = 'supply' | 'exhaust';
export type ConnectionCode = 'ODA' | 'SUP' | 'ETA' | 'EHA';
export type ComponentKind =
  | 'damper'
  | 'filter'
  | 'preheater'
  | 'recovery'
  | 'cooler'
  | 'heater'
  | 'supplyFan'
  | 'exhaustFan'
  | 'plenum';

/** A component's box in the front view: x0..x1 along the length, y0..y1 up (the recovery spans both paths). */
export interface LayoutComponent {
  kind: ComponentKind;
  path: AirPath | 'both';
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** A duct connection on an end panel: the opening (y, z ranges) and the end it leaves from. */
export interface LayoutConnection {
  code: ConnectionCode;
  path: AirPath;
  /** The end panel's x (0 or the length) and the outward direction. */
  x: number;
  outward: -1 | 1;
  y0: number;
  y1: number;
  z0: number;
  z1: number;
}

/** A service door on the service side (z = width), over one component. */
export interface LayoutDoor {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

export interface UnitLayout {
  lengthMm: number;
  widthMm: number;
  heightMm: number;
  supplyZone: 'lower' | 'upper';
  /** Supply air flows towards +x (odd airflow directions). */
  supplyLeftToRight: boolean;
  /** Where each path runs, y ranges. */
  rows: Record<AirPath, { y0: number; y1: number }>;
  components: LayoutComponent[];
  /** x of the section partitions (between the sections, both paths). */
  partitions: number[];
  connections: LayoutConnection[];
  doors: LayoutDoor[];
  /** How far the flexible duct connections stand out of the end panels, mm. */
  spigotDepthMm: number;
  duct: { widthMm: number; heightMm: number };
}

/**
 * Shares of the length, measured from the ODA/EHA end (demo assumption, see above): the inlet section (damper, then
 * the supply filter and, when the unit has one, the electric frost preheater in the last `preheater` share of the
 * section, after the filter so its elements stay clean and right before the exchanger it protects; the exhaust fan,
 * then its damper), the heat recovery (a wheel is short, a counterflow plate sits
 * diagonally and needs more), then the rest split into the coil section (cooler, heater; the extract filter above
 * or below, protecting the exchanger) and the supply fan section.
 */
const SECTION_SHARES = {
  damper: 0.07,
  inlet: 0.25,
  /** The frost preheater's share, taken from the inlet section's end. */
  preheater: 0.08,
  recovery: { Rotary: 0.17, Plate: 0.3, Enthalpy: 0.3 },
  /** Of what is left after the recovery. */
  coils: 0.42,
};

/** A coil's depth along the air path, mm: frame, headers and drain pan (demo assumption) plus its rows at the tube
 * pitch along the air (the demo card's 21.65 mm). */
const COIL_FRAME_MM = 150;
const ROW_PITCH_MM = 21.65;
export function coilDepthMm(rows: number): number {
  return COIL_FRAME_MM + rows * ROW_PITCH_MM;
}

/** The flexible connections' depth out of the end panels, mm (drawn and modelled; not in the catalogue length). */
export const SPIGOT_DEPTH_MM = 100;

/** Inset of a door from its component's edges, mm. */
export const DOOR_INSET_MM = 30;

/** The arrangement of the selected unit (see the module comment for the conventions and assumptions). */
export function unitLayout(selection: SelectionResult): UnitLayout {
  const { unit } = selection;
  const d = unit.dimensions;
  const L = d.lengthMm;
  const W = d.externalWidthMm;
  const H = d.externalHeightMm;
  const lower = { y0: 0, y1: H / 2 };
  const upper = { y0: H / 2, y1: H };
  const rows: UnitLayout['rows'] =
    unit.supplyZone === 'lower' ? { supply: lower, exhaust: upper } : { supply: upper, exhaust: lower };
  const supplyLeftToRight = unit.airflowDirection % 2 === 1;
  // s runs from the ODA/EHA end; x from the left end.
  const toX = (s: number) => (supplyLeftToRight ? s : L - s);
  const span = (s0: number, s1: number) => {
    const [a, b] = [toX(s0 * L), toX(s1 * L)];
    return { x0: Math.min(a, b), x1: Math.max(a, b) };
  };

  const inletEnd = SECTION_SHARES.inlet;
  const recoveryEnd = inletEnd + SECTION_SHARES.recovery[unit.family];
  const coilsEnd = recoveryEnd + SECTION_SHARES.coils * (1 - recoveryEnd);
  const hasHeater = selection.heater !== null;
  const hasCooler = selection.cooler !== null;
  // The cooler and the heater share the coil section by their depths, so that a coil's length follows its rows.
  const coolerDepth = coilDepthMm(selection.cooler?.rows ?? 0);
  const heaterDepth = coilDepthMm(selection.heater?.rows ?? 0);
  const coilsMiddle = recoveryEnd + (coilsEnd - recoveryEnd) * (coolerDepth / (coolerDepth + heaterDepth));
  const supplyCoils: LayoutComponent[] =
    hasHeater && hasCooler
      ? [
          { kind: 'cooler', path: 'supply', ...span(recoveryEnd, coilsMiddle), ...rows.supply },
          { kind: 'heater', path: 'supply', ...span(coilsMiddle, coilsEnd), ...rows.supply },
        ]
      : [
          {
            kind: hasHeater ? 'heater' : hasCooler ? 'cooler' : 'plenum',
            path: 'supply',
            ...span(recoveryEnd, coilsEnd),
            ...rows.supply,
          },
        ];
  const preheaterStart = selection.frostPreheater ? inletEnd - SECTION_SHARES.preheater : inletEnd;
  const preheater: LayoutComponent[] = selection.frostPreheater
    ? [{ kind: 'preheater', path: 'supply', ...span(preheaterStart, inletEnd), ...rows.supply }]
    : [];
  const components: LayoutComponent[] = [
    { kind: 'damper', path: 'supply', ...span(0, SECTION_SHARES.damper), ...rows.supply },
    { kind: 'filter', path: 'supply', ...span(SECTION_SHARES.damper, preheaterStart), ...rows.supply },
    ...preheater,
    { kind: 'damper', path: 'exhaust', ...span(0, SECTION_SHARES.damper), ...rows.exhaust },
    { kind: 'exhaustFan', path: 'exhaust', ...span(SECTION_SHARES.damper, inletEnd), ...rows.exhaust },
    { kind: 'recovery', path: 'both', ...span(inletEnd, recoveryEnd), y0: 0, y1: H },
    ...supplyCoils,
    { kind: 'filter', path: 'exhaust', ...span(recoveryEnd, coilsEnd), ...rows.exhaust },
    { kind: 'supplyFan', path: 'supply', ...span(coilsEnd, 1), ...rows.supply },
    { kind: 'plenum', path: 'exhaust', ...span(coilsEnd, 1), ...rows.exhaust },
  ];
  const partitions = [inletEnd, recoveryEnd, coilsEnd].map((s) => toX(s * L)).sort((a, b) => a - b);
  // A door over every component that needs service (not over the dampers, which sit in the end frames).
  const doors = components
    .filter((c) => c.kind !== 'damper')
    .map((c) => ({
      x0: c.x0 + DOOR_INSET_MM,
      x1: c.x1 - DOOR_INSET_MM,
      y0: c.y0 + DOOR_INSET_MM,
      y1: c.y1 - DOOR_INSET_MM,
    }));

  const duct = { widthMm: d.ductWidthMm, heightMm: d.ductHeightMm };
  const connection = (code: ConnectionCode, path: AirPath, atOdaEnd: boolean): LayoutConnection => {
    const row = rows[path];
    const yMid = (row.y0 + row.y1) / 2;
    const leftEnd = atOdaEnd === supplyLeftToRight;
    return {
      code,
      path,
      x: leftEnd ? 0 : L,
      outward: leftEnd ? -1 : 1,
      y0: yMid - duct.heightMm / 2,
      y1: yMid + duct.heightMm / 2,
      z0: (W - duct.widthMm) / 2,
      z1: (W + duct.widthMm) / 2,
    };
  };
  return {
    lengthMm: L,
    widthMm: W,
    heightMm: H,
    supplyZone: unit.supplyZone,
    supplyLeftToRight,
    rows,
    components,
    partitions,
    connections: [
      connection('ODA', 'supply', true),
      connection('SUP', 'supply', false),
      connection('ETA', 'exhaust', false),
      connection('EHA', 'exhaust', true),
    ],
    doors,
    spigotDepthMm: SPIGOT_DEPTH_MM,
    duct,
  };
}
