import { useTheme } from '@mui/material';
import type { HeatRecoveryFamily } from '../../../engine/catalogue/types';
import type { Season } from '../../../engine/processes';
import { midpoint, pictureColours, unitLayout, UnitSvg, type Frame, type Point } from './UnitDrawing';

const FRAME: Frame = { width: 480, height: 200, margin: 56, zoneHeight: 76, fontSize: 12 };
const POINT_RADIUS = 9;

/**
 * The unit scheme of the Mollier chart in database mode (docs/rules.md#mollier-database-mode: it depends on the
 * family and on whether there are more than 4 points). The numbered markers are the Mollier points: 1 outdoor (ODA),
 * 2 extract (ETA), 3 supply after the exchanger, 4 exhaust after the exchanger and, with `withCoils`, 5 after the
 * coil (the cooler in summer, the heater in winter; `season` tints the coil accordingly). Drawn in airflow direction
 * 1.
 */
export function UnitSchemePicture({
  family,
  withCoils,
  season,
  coilLabel = 'Coil',
  title = `${family} unit scheme${withCoils ? ' with coil' : ''}`,
  maxWidth = 480,
}: {
  family: HeatRecoveryFamily;
  withCoils: boolean;
  season?: Season;
  coilLabel?: string;
  title?: string;
  maxWidth?: number | string;
}) {
  const theme = useTheme();
  const colours = pictureColours(theme);
  const layout = unitLayout(family, { odaSide: 'left', odaZone: 'lower' }, FRAME);
  const { supply, exhaust, coil, box } = layout;
  const coilTint =
    season === undefined
      ? undefined
      : season === 'summer'
        ? theme.palette.info.main
        : theme.palette.error.main;

  // The coil faces along the supply path: the side towards the exchanger, and the side towards the outlet.
  const towardsRight = supply.outSide === 'right';
  const coilY = coil.y + coil.height / 2;
  const coilIn = { x: towardsRight ? coil.x : coil.x + coil.width, y: coilY };
  const coilOut = { x: towardsRight ? coil.x + coil.width : coil.x, y: coilY };
  const points: { n: number; at: Point; colour: string }[] = [
    { n: 1, at: midpoint(supply.points[1], supply.points[2]), colour: colours.supply },
    { n: 2, at: midpoint(exhaust.points[1], exhaust.points[2]), colour: colours.exhaust },
    {
      n: 3,
      at: midpoint(supply.points[3], withCoils ? coilIn : supply.points[4]),
      colour: colours.supply,
    },
    { n: 4, at: midpoint(exhaust.points[3], exhaust.points[4]), colour: colours.exhaust },
    ...(withCoils ? [{ n: 5, at: midpoint(coilOut, supply.points[4]), colour: colours.supply }] : []),
  ];
  const coilLabelY =
    supply.outZone === 'upper' ? box.y - FRAME.fontSize * 0.4 : box.y + box.height + FRAME.fontSize * 1.1;

  return (
    <UnitSvg
      layout={layout}
      withCoils={withCoils}
      coilTint={coilTint}
      title={title}
      maxWidth={maxWidth}
      testId="unit-scheme-picture"
    >
      {withCoils && (
        <text x={coil.x + coil.width / 2} y={coilLabelY} textAnchor="middle" fill={colours.outline}>
          {coilLabel}
        </text>
      )}
      {points.map(({ n, at, colour }) => (
        <g key={n} data-testid="scheme-point">
          <circle
            cx={at.x}
            cy={at.y}
            r={POINT_RADIUS}
            fill={colours.paper}
            stroke={colour}
            strokeWidth={1.5}
          />
          <text
            x={at.x}
            y={at.y}
            textAnchor="middle"
            dy="0.35em"
            fontSize={11}
            fontWeight={700}
            fill={colours.outline}
          >
            {n}
          </text>
        </g>
      ))}
    </UnitSvg>
  );
}
