import { chartGrid } from '../../../domain/mollier';
import { currentUnitSystem } from '../../app/units';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mollierChart, MOLLIER_CHART_DEFAULTS, type MollierChart } from '../../../engine/chart';
import { EngineConvergenceError, EngineInputError, EngineRangeError } from '../../../engine/errors';
import {
  appendPoint,
  applyProcess,
  defaultPoints,
  deletePoint,
  editFixedPoint,
  enteringPoint,
  MOLLIER_DEFAULT_CONTEXT,
  recalculate,
  renamePoint,
  type AirPoint,
  type MollierContext,
  type ProcessCode,
  type ProcessInput,
  type Season,
} from '../../../engine/processes';
import { standardPressure } from '../../../engine/psychro';
import type { AirflowUnit } from '../../../contracts/mollier';
import { useNotify } from '../../app/notifications';
import { targetProblem } from './targets';

/** The chart's axis ranges: temperature C, absolute humidity g/kg (docs/rules.md#mollier-defaults). */
export interface AxisRanges {
  tMin: number;
  tMax: number;
  xMin: number;
  xMax: number;
}

/** Everything the Mollier screen edits; the points of both seasons are kept, the switch picks one. */
export interface MollierSettings {
  season: Season;
  /** Elevation, m (the pressure follows the standard atmosphere). */
  altitude: number;
  airflowM3h: number;
  /** Outdoor share of mixed air, %. */
  mixingRatio: number;
  /** Cooler surface temperature, C. */
  tSurface: number;
  /** Highest relative humidity a process may leave, %. */
  rhMaxPct: number;
  axes: AxisRanges;
  airflowUnit: AirflowUnit;
}

export const DEFAULT_SETTINGS: MollierSettings = {
  season: 'summer',
  altitude: 0,
  airflowM3h: MOLLIER_DEFAULT_CONTEXT.airflowM3h,
  mixingRatio: MOLLIER_DEFAULT_CONTEXT.mixingRatio,
  tSurface: MOLLIER_DEFAULT_CONTEXT.tSurface,
  rhMaxPct: MOLLIER_DEFAULT_CONTEXT.rhMax * 100,
  axes: {
    tMin: MOLLIER_CHART_DEFAULTS.tMin,
    tMax: MOLLIER_CHART_DEFAULTS.tMax,
    xMin: MOLLIER_CHART_DEFAULTS.xMin,
    xMax: MOLLIER_CHART_DEFAULTS.xMax,
  },
  airflowUnit: 'm3/h',
};

export function contextOf(settings: MollierSettings): MollierContext {
  return {
    pressure: standardPressure(settings.altitude),
    airflowM3h: settings.airflowM3h,
    mixingRatio: settings.mixingRatio,
    tSurface: settings.tSurface,
    rhMax: settings.rhMaxPct / 100,
  };
}

const isEngineError = (error: unknown) =>
  error instanceof EngineRangeError ||
  error instanceof EngineInputError ||
  error instanceof EngineConvergenceError;

/**
 * The Mollier screen's state and its operations, each an engine point-list operation: an input the engine refuses
 * leaves everything as it was and shows the engine's message (which names the quantity and its range); a process
 * target the process cannot reach is refused the same way with its own message (targets.ts).
 */
export function useMollier(
  initial: { settings?: Partial<MollierSettings>; points?: Record<Season, AirPoint[]> } = {},
) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [settings, setSettings] = useState<MollierSettings>(() => ({
    ...DEFAULT_SETTINGS,
    ...initial.settings,
  }));
  const [lists, setLists] = useState<Record<Season, AirPoint[]>>(
    () =>
      initial.points ?? {
        summer: defaultPoints('summer', contextOf({ ...DEFAULT_SETTINGS, ...initial.settings })),
        winter: defaultPoints('winter', contextOf({ ...DEFAULT_SETTINGS, ...initial.settings })),
      },
  );
  const context = useMemo(() => contextOf(settings), [settings]);
  const points = lists[settings.season];

  /** Runs an engine operation; on a refusal keeps the old state and says why. */
  const attempt = useCallback(
    <T>(operation: () => T, commit: (value: T) => void) => {
      try {
        commit(operation());
      } catch (error) {
        if (!isEngineError(error)) {
          throw error;
        }
        notify({ type: 'error', message: (error as Error).message });
      }
    },
    [notify],
  );

  const updatePoints = useCallback(
    (operation: (current: AirPoint[]) => AirPoint[]) =>
      attempt(
        () => operation(points),
        (next) => setLists((all) => ({ ...all, [settings.season]: next })),
      ),
    [attempt, points, settings.season],
  );

  /** A setting that changes the context: both seasons are recalculated with it, or nothing changes. */
  const changeSettings = useCallback(
    (changes: Partial<MollierSettings>) => {
      const next = { ...settings, ...changes };
      attempt(
        () => {
          // Inside the attempt: an elevation out of the atmosphere's range is refused like any engine input.
          const nextContext = contextOf(next);
          return {
            summer: recalculate(lists.summer, nextContext),
            winter: recalculate(lists.winter, nextContext),
          };
        },
        (recalculated) => {
          setSettings(next);
          setLists(recalculated);
        },
      );
    },
    [attempt, lists, settings],
  );

  // The reader's units pick the grid (an IP chart's lines at round F, gr/lb, Btu/lb).
  const system = currentUnitSystem();
  const chart: MollierChart | null = useMemo(() => {
    try {
      return mollierChart(
        { ...settings.axes, pressure: context.pressure, grid: chartGrid(settings.axes, system) },
        points,
      );
    } catch (error) {
      if (isEngineError(error)) {
        return null;
      }
      throw error;
    }
  }, [settings.axes, context.pressure, points, system]);

  return {
    settings,
    context,
    points,
    chart,
    setSeason: (season: Season) => setSettings((s) => ({ ...s, season })),
    setAirflowUnit: (airflowUnit: AirflowUnit) => setSettings((s) => ({ ...s, airflowUnit })),
    setAxes: (axes: AxisRanges) =>
      attempt(
        () => mollierChart({ ...axes, pressure: context.pressure }),
        () => setSettings((s) => ({ ...s, axes })),
      ),
    changeSettings,
    editFixed: (role: 'outdoor' | 'indoor', changes: { tDb?: number; rh?: number }) =>
      updatePoints((current) => editFixedPoint(current, role, changes, context)),
    /** The configured air flow: outdoor and indoor both carry it until a mixing process splits it. */
    setAirflow: (airflowM3h: number) =>
      attempt(
        () => {
          const next = { ...settings, airflowM3h };
          const nextContext = contextOf(next);
          const withFlow = (list: AirPoint[]) =>
            recalculate(
              list.map((p) => (p.process === 'outdoor' || p.process === 'indoor' ? { ...p, airflowM3h } : p)),
              nextContext,
            );
          return { next, summer: withFlow(lists.summer), winter: withFlow(lists.winter) };
        },
        ({ next, summer, winter }) => {
          setSettings(next);
          setLists({ summer, winter });
        },
      ),
    addProcess: () => updatePoints((current) => appendPoint(current, context)),
    changeProcessType: (id: number, code: ProcessCode) =>
      updatePoints((current) => renamePoint(current, id, code, context)),
    /** A target the process cannot reach (heating below the entering air ...) is refused with a message. */
    applyProcess: (id: number, input: ProcessInput) => {
      const entering = enteringPoint(points, id);
      const problem = entering === undefined ? null : targetProblem(entering, input);
      if (problem) {
        notify({
          type: 'error',
          message: t(`mollier.targetProblems.${problem.key}`, {
            target: problem.target,
            entering: problem.entering,
          }),
        });
        return;
      }
      updatePoints((current) => applyProcess(current, id, input, context));
    },
    deleteProcess: (id: number) => updatePoints((current) => deletePoint(current, id, context)),
  };
}

export type MollierModel = ReturnType<typeof useMollier>;
