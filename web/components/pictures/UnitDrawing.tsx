import { useTheme, type Theme } from '@mui/material';
import { useId, type ReactNode } from 'react';
import type { HeatRecoveryFamily } from '../../../engine/catalogue/types';

/**
 * The side view of a compact unit that the airflow-direction pictures and the Mollier unit scheme share: a box
 * split into an upper and a lower zone, the heat exchanger in the middle, and the supply and exhaust paths with
 * the EN 16798-3 air names (ODA outdoor, SUP supply, ETA extract, EHA exhaust). Coordinates are viewBox units.
 */

export type Side = 'left' | 'right';
export type Zone = 'upper' | 'lower';
export interface Point {
  x: number;
  y: number;
}
interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the outdoor air enters the box; the rest of the arrangement follows from the exchanger family. */
export interface Arrangement {
  odaSide: Side;
  odaZone: Zone;
}

/** The size of a picture: `margin` leaves room for the duct arrows and their labels left and right of the box. */
export interface Frame {
  width: number;
  height: number;
  margin: number;
  zoneHeight: number;
  fontSize: number;
}

/** One air path, inlet to outlet: outside, box wall, exchanger face, exchanger face, box wall, outside. */
export interface AirPath {
  inLabel: string;
  outLabel: string;
  outZone: Zone;
  outSide: Side;
  points: [Point, Point, Point, Point, Point, Point];
}

export interface UnitLayout {
  frame: Frame;
  family: HeatRecoveryFamily;
  box: Rect;
  centre: Point;
  /** Half the exchanger's drawn width; its half height is the zone height. */
  exchangerHalfWidth: number;
  supply: AirPath;
  exhaust: AirPath;
  /** The coil block, in the supply path between the exchanger and the supply outlet. */
  coil: Rect;
}

const otherSide = (side: Side): Side => (side === 'left' ? 'right' : 'left');
const otherZone = (zone: Zone): Zone => (zone === 'upper' ? 'lower' : 'upper');
export const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * The geometry of a unit. A rotary wheel keeps each path in its zone, so supply leaves in the zone the outdoor
 * air entered; a counterflow plate (or enthalpy membrane, drawn as the same diamond) crosses the paths, so
 * supply leaves in the other zone: the engine's `supplyZone` ('upper' for plates) names that outlet zone.
 */
export function unitLayout(family: HeatRecoveryFamily, arrangement: Arrangement, frame: Frame): UnitLayout {
  const { width, height, margin, zoneHeight: zh } = frame;
  const centre = { x: width / 2, y: height / 2 };
  const pad = zh * 0.08;
  const box = { x: margin, y: centre.y - zh - pad, width: width - 2 * margin, height: 2 * (zh + pad) };
  const rotary = family === 'Rotary';
  const exchangerHalfWidth = rotary ? zh * 0.3 : zh;
  // A diamond's faces meet the zone centre lines half a zone from its middle.
  const faceInset = rotary ? exchangerHalfWidth : zh / 2;
  const sign = (side: Side) => (side === 'left' ? -1 : 1);
  const zoneY = (zone: Zone) => centre.y + (zone === 'upper' ? -zh / 2 : zh / 2);
  const outerInset = frame.fontSize * 0.4;

  const path = (from: Side, fromZone: Zone, toZone: Zone, inLabel: string, outLabel: string): AirPath => {
    const to = otherSide(from);
    const at = (side: Side, zone: Zone, offset: number) => ({
      x: centre.x + sign(side) * offset,
      y: zoneY(zone),
    });
    const wall = box.width / 2;
    const outside = width / 2 - outerInset;
    return {
      inLabel,
      outLabel,
      outZone: toZone,
      outSide: to,
      points: [
        at(from, fromZone, outside),
        at(from, fromZone, wall),
        at(from, fromZone, faceInset),
        at(to, toZone, faceInset),
        at(to, toZone, wall),
        at(to, toZone, outside),
      ],
    };
  };
  const { odaSide, odaZone } = arrangement;
  const supplyOutZone = rotary ? odaZone : otherZone(odaZone);
  const supply = path(odaSide, odaZone, supplyOutZone, 'ODA', 'SUP');
  // Extract air enters where supply leaves (the room side) and leaves as exhaust on the outdoor side, in the
  // zone supply does not use there.
  const exhaust = path(otherSide(odaSide), otherZone(supplyOutZone), otherZone(odaZone), 'ETA', 'EHA');

  const coilWidth = zh * 0.4;
  const coilHeight = zh * 0.8;
  const exchangerEdge = centre.x + sign(supply.outSide) * exchangerHalfWidth;
  const coilCentreX = (exchangerEdge + supply.points[4].x) / 2;
  const coil = {
    x: coilCentreX - coilWidth / 2,
    y: zoneY(supplyOutZone) - coilHeight / 2,
    width: coilWidth,
    height: coilHeight,
  };
  return { frame, family, box, centre, exchangerHalfWidth, supply, exhaust, coil };
}

/** The theme colours of the pictures, so they follow the light and dark theme. */
export function pictureColours(theme: Theme) {
  return {
    supply: theme.palette.info.main,
    exhaust: theme.palette.warning.main,
    outline: theme.palette.text.primary,
    paper: theme.palette.background.paper,
    selected: theme.palette.primary.main,
  };
}

const polyline = (points: readonly Point[]) =>
  points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join('');

function ArrowHead({ id, colour }: { id: string; colour: string }) {
  return (
    <marker id={id} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="5" markerHeight="5" orient="auto">
      <path d="M0,0 L10,5 L0,10 z" fill={colour} />
    </marker>
  );
}

/** An air path: an arrow into the box and an arrow out of it, named at both ends outside the box. */
function AirPathLine({
  path,
  colour,
  arrowId,
  frame,
}: {
  path: AirPath;
  colour: string;
  arrowId: string;
  frame: Frame;
}) {
  const [outerIn, wallIn, ...rest] = path.points;
  const outerOut = path.points[5];
  const label = (p: Point, text: string) => (
    <text
      x={p.x}
      y={p.y - frame.fontSize * 0.5}
      textAnchor={p.x < frame.width / 2 ? 'start' : 'end'}
      fill={colour}
      fontWeight={600}
    >
      {text}
    </text>
  );
  return (
    <g>
      <g fill="none" stroke={colour} strokeWidth={2} strokeLinejoin="round" markerEnd={`url(#${arrowId})`}>
        <path d={polyline([outerIn, wallIn])} />
        <path d={polyline([wallIn, ...rest])} />
      </g>
      {label(outerIn, path.inLabel)}
      {label(outerOut, path.outLabel)}
    </g>
  );
}

function Exchanger({ layout, outline, paper }: { layout: UnitLayout; outline: string; paper: string }) {
  const hatchId = useId();
  const { centre: c, exchangerHalfWidth: hw, frame } = layout;
  const hh = frame.zoneHeight;
  if (layout.family === 'Rotary') {
    // The wheel seen at an angle: its rim, the matrix ring and the hub.
    return (
      <g stroke={outline} fill={paper} data-testid="exchanger-rotary">
        <ellipse cx={c.x} cy={c.y} rx={hw} ry={hh} strokeWidth={1.5} />
        <ellipse cx={c.x} cy={c.y} rx={hw * 0.55} ry={hh * 0.55} strokeDasharray="3 2" fill="none" />
        <ellipse cx={c.x} cy={c.y} rx={hw * 0.2} ry={hh * 0.1} fill={outline} />
      </g>
    );
  }
  const diamond = `M${c.x},${c.y - hh} L${c.x + hw},${c.y} L${c.x},${c.y + hh} L${c.x - hw},${c.y} Z`;
  const enthalpy = layout.family === 'Enthalpy';
  return (
    <g stroke={outline} data-testid={enthalpy ? 'exchanger-enthalpy' : 'exchanger-plate'}>
      {enthalpy && (
        <defs>
          <pattern
            id={hatchId}
            width="5"
            height="5"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <line x1="0" y1="0" x2="0" y2="5" stroke={outline} strokeOpacity={0.45} strokeWidth={1} />
          </pattern>
        </defs>
      )}
      <path d={diamond} fill={paper} strokeWidth={1.5} />
      {/* The membrane that also passes moisture. */}
      {enthalpy && <path d={diamond} fill={`url(#${hatchId})`} stroke="none" />}
    </g>
  );
}

function Coil({ rect, outline, paper, tint }: { rect: Rect; outline: string; paper: string; tint?: string }) {
  const finPitch = 3;
  const fins = Array.from(
    { length: Math.floor(rect.width / finPitch) - 1 },
    (_, i) => rect.x + (i + 1) * finPitch,
  );
  return (
    <g data-testid="coil" stroke={outline}>
      <rect {...rect} fill={paper} strokeWidth={1.5} />
      {tint && <rect {...rect} fill={tint} fillOpacity={0.25} stroke="none" />}
      {fins.map((x) => (
        <line key={x} x1={x} y1={rect.y + 1.5} x2={x} y2={rect.y + rect.height - 1.5} strokeWidth={0.6} />
      ))}
    </g>
  );
}

/** The whole picture: the unit of `layout` in a responsive svg, with `children` drawn on top. */
export function UnitSvg({
  layout,
  withCoils,
  coilTint,
  title,
  maxWidth,
  testId,
  children,
}: {
  layout: UnitLayout;
  withCoils: boolean;
  coilTint?: string;
  title: string;
  maxWidth: number | string;
  testId: string;
  children?: ReactNode;
}) {
  const theme = useTheme();
  const colours = pictureColours(theme);
  const supplyArrow = useId();
  const exhaustArrow = useId();
  const { frame, box, centre, exchangerHalfWidth } = layout;
  return (
    <svg
      viewBox={`0 0 ${frame.width} ${frame.height}`}
      role="img"
      aria-label={title}
      data-testid={testId}
      style={{
        display: 'block',
        width: '100%',
        maxWidth,
        height: 'auto',
        fontFamily: theme.typography.fontFamily,
        fontSize: frame.fontSize,
      }}
    >
      <defs>
        <ArrowHead id={supplyArrow} colour={colours.supply} />
        <ArrowHead id={exhaustArrow} colour={colours.exhaust} />
      </defs>
      <rect {...box} fill="none" stroke={colours.outline} strokeWidth={1.5} rx={3} />
      {/* The partition between the zones, up to the exchanger. */}
      <path
        d={`M${box.x},${centre.y} H${centre.x - exchangerHalfWidth} M${centre.x + exchangerHalfWidth},${centre.y} H${box.x + box.width}`}
        stroke={colours.outline}
      />
      <Exchanger layout={layout} outline={colours.outline} paper={colours.paper} />
      <AirPathLine path={layout.supply} colour={colours.supply} arrowId={supplyArrow} frame={frame} />
      <AirPathLine path={layout.exhaust} colour={colours.exhaust} arrowId={exhaustArrow} frame={frame} />
      {withCoils && (
        <Coil rect={layout.coil} outline={colours.outline} paper={colours.paper} tint={coilTint} />
      )}
      {children}
    </svg>
  );
}
