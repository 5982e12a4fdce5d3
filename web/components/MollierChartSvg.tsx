import { useTheme } from '@mui/material';
import { useId } from 'react';
import { toSystem } from '../../domain/units';
import type { ChartPoint, HourDensity, MollierChart } from '../../engine/chart';
import { currentUnitSystem } from '../app/units';
import { unitLabel } from '../lib/format';

const MARGIN = { left: 52, right: 20, top: 16, bottom: 44 };

/**
 * Draws the engine's Mollier chart data (engine/chart) as SVG: the same geometry the PDF draws. The standard
 * orientation has the humidity ratio across and the temperature scale up; `swapAxes` turns it into the
 * psychrometric-chart orientation (temperature across, humidity ratio up). Labels are in the reader's units; an IP
 * chart's lines come at round IP values from the chart's grid (domain/mollier.ts chartGrid).
 */
export function MollierChartSvg({
  chart,
  width,
  height,
  swapAxes = false,
  density = null,
}: {
  chart: MollierChart;
  width: number;
  height: number;
  swapAxes?: boolean;
  /** A location's hourly year binned in x-h cells (issue 20): a cloud drawn under everything else. */
  density?: HourDensity | null;
}) {
  const theme = useTheme();
  const clipId = useId();
  const airId = useId();
  const arrowId = useId();
  const plotW = width - MARGIN.left - MARGIN.right;
  const plotH = height - MARGIN.top - MARGIN.bottom;
  const { x: xAxis, y: yAxis } = chart.axes;
  const across = swapAxes ? yAxis : xAxis;
  const up = swapAxes ? xAxis : yAxis;
  const sx = (v: number) => MARGIN.left + ((v - across.min) / (across.max - across.min)) * plotW;
  const sy = (v: number) => MARGIN.top + plotH - ((v - up.min) / (up.max - up.min)) * plotH;
  const project = (p: ChartPoint) => (swapAxes ? { px: sx(p.y), py: sy(p.x) } : { px: sx(p.x), py: sy(p.y) });
  const path = (points: readonly ChartPoint[]) =>
    points
      .map((p, i) => {
        const { px, py } = project(p);
        return `${i === 0 ? 'M' : 'L'}${px.toFixed(1)},${py.toFixed(1)}`;
      })
      .join('');
  const grid = theme.palette.divider;
  const text = theme.palette.text.secondary;
  const rhColour = theme.palette.info.main;
  const processColour = theme.palette.secondary.main;
  const system = currentUnitSystem();
  const shown = (value: number, unit: '°C' | 'g/kg' | 'kJ/kg') =>
    Math.round(toSystem(value, unit, 0, system).value * 10) / 10;
  const xLabel = `x (${unitLabel('g/kg', system)})`;
  const yLabel = `t (${unitLabel('°C', system)})`;
  const acrossUnit = swapAxes ? '°C' : 'g/kg';
  const upUnit = swapAxes ? 'g/kg' : '°C';

  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label="Mollier h-x chart"
      data-testid="mollier-chart"
      style={{ fontFamily: theme.typography.fontFamily, fontSize: 10 }}
    >
      <defs>
        <clipPath id={clipId}>
          <rect x={MARGIN.left} y={MARGIN.top} width={plotW} height={plotH} />
        </clipPath>
        {density && chart.saturation.length > 1 && (
          // The region of unsaturated air, left of the saturation line: a cell straddling the line ends on it.
          <clipPath id={airId}>
            <path
              d={`${path([
                ...chart.saturation,
                { x: chart.saturation.at(-1)!.x, y: yAxis.max },
                { x: xAxis.min, y: yAxis.max },
                { x: xAxis.min, y: yAxis.min },
              ])}Z`}
            />
          </clipPath>
        )}
        <marker
          id={arrowId}
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="6"
          markerHeight="6"
          orient="auto"
        >
          <path d="M0,0 L10,5 L0,10 z" fill={processColour} />
        </marker>
      </defs>
      <rect
        x={MARGIN.left}
        y={MARGIN.top}
        width={plotW}
        height={plotH}
        fill={theme.palette.background.paper}
        stroke={grid}
      />
      {density && (
        // Darker cells hold more hours; the square root keeps the rare states of the year visible next to the common.
        <g clipPath={`url(#${clipId})`}>
          <g
            clipPath={chart.saturation.length > 1 ? `url(#${airId})` : undefined}
            fill={theme.palette.text.primary}
            data-testid="hour-density"
          >
            {density.cells.map((cell) => (
              <path
                key={`d${cell.x}:${cell.h}`}
                d={`${path(cell.outline)}Z`}
                fillOpacity={0.06 + 0.5 * Math.sqrt(cell.hours / density.maxHours)}
                data-hours={cell.hours}
              />
            ))}
          </g>
        </g>
      )}
      <g clipPath={`url(#${clipId})`} fill="none">
        {chart.isotherms.map((c) => (
          <path key={`t${c.value}`} d={path(c.points)} stroke={grid} strokeWidth={0.6} />
        ))}
        {chart.enthalpyLines.map((c) => (
          <path
            key={`h${c.value}`}
            d={path(c.points)}
            stroke={grid}
            strokeWidth={0.6}
            strokeDasharray="4 3"
          />
        ))}
        {chart.rhCurves.map((c) => (
          <path
            key={`rh${c.value}`}
            d={path(c.points)}
            stroke={rhColour}
            strokeWidth={c.value === 1 ? 1.8 : 0.7}
          />
        ))}
        {chart.comfortZone && (
          <path
            d={`${path(chart.comfortZone.outline)}Z`}
            fill={theme.palette.success.main}
            fillOpacity={0.18}
            stroke={theme.palette.success.main}
            data-testid="comfort-zone"
          />
        )}
        {chart.processLines.map((s, i) => (
          <path
            key={`s${i}`}
            d={path([s.from, s.to])}
            stroke={processColour}
            strokeWidth={2}
            markerEnd={`url(#${arrowId})`}
            data-testid="process-line"
          />
        ))}
      </g>
      <g fill={text}>
        {chart.rhCurves.map((c) => {
          const last = c.points.at(-1);
          if (!last) {
            return null;
          }
          const { px, py } = project(last);
          return (
            <text key={`rhl${c.value}`} x={px - 2} y={py - 3} textAnchor="end" fill={rhColour}>
              {Math.round(c.value * 100)}%
            </text>
          );
        })}
        {chart.enthalpyLines.map((c) => {
          const first = c.points[0];
          if (!first) {
            return null;
          }
          const { px, py } = project(first);
          return (
            <text key={`hl${c.value}`} x={px + 3} y={py + 10} fontSize={8}>
              {shown(c.value / 1000, 'kJ/kg')}
            </text>
          );
        })}
      </g>
      {chart.points.map((p) => {
        const { px, py } = project(p);
        return (
          <g key={`p${p.id}`} data-testid={`chart-point-${p.id}`}>
            <circle
              cx={px}
              cy={py}
              r={4}
              fill={theme.palette.primary.main}
              stroke={theme.palette.background.paper}
            />
            <text x={px + 6} y={py - 6} fill={theme.palette.text.primary} fontWeight={600}>
              {p.id}
            </text>
          </g>
        );
      })}
      <g fill={text}>
        {across.ticks.map((v) => (
          <text key={`xt${v}`} x={sx(v)} y={MARGIN.top + plotH + 14} textAnchor="middle">
            {shown(v, acrossUnit)}
          </text>
        ))}
        {up.ticks.map((v) => (
          <text key={`yt${v}`} x={MARGIN.left - 6} y={sy(v) + 3} textAnchor="end">
            {shown(v, upUnit)}
          </text>
        ))}
        <text x={MARGIN.left + plotW / 2} y={height - 8} textAnchor="middle">
          {swapAxes ? yLabel : xLabel}
        </text>
        <text
          x={14}
          y={MARGIN.top + plotH / 2}
          textAnchor="middle"
          transform={`rotate(-90 14 ${MARGIN.top + plotH / 2})`}
        >
          {swapAxes ? xLabel : yLabel}
        </text>
      </g>
    </svg>
  );
}
