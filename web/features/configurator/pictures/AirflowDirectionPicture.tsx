import { useTheme } from '@mui/material';
import type { HeatRecoveryFamily } from '../../../../engine/catalogue/types';
import {
  pictureColours,
  unitLayout,
  UnitSvg,
  type Arrangement,
  type Frame,
} from '../../../components/pictures/UnitDrawing';

const FRAME: Frame = { width: 240, height: 130, margin: 40, zoneHeight: 48, fontSize: 10 };

/**
 * Where the outdoor air enters for each airflow direction (docs/rules.md#airflow-direction: 1 to 4 for rotary, 1 to 2
 * for plate or enthalpy). Rotary 1 and 2 have supply in the lower zone, 3 and 4 in the upper one, odd
 * directions take outdoor air on the left. A plate takes it in the lower zone and crosses it to the upper one.
 */
const ARRANGEMENTS: Record<HeatRecoveryFamily, readonly Arrangement[]> = {
  Rotary: [
    { odaSide: 'left', odaZone: 'lower' },
    { odaSide: 'right', odaZone: 'lower' },
    { odaSide: 'left', odaZone: 'upper' },
    { odaSide: 'right', odaZone: 'upper' },
  ],
  Plate: [
    { odaSide: 'left', odaZone: 'lower' },
    { odaSide: 'right', odaZone: 'lower' },
  ],
  Enthalpy: [
    { odaSide: 'left', odaZone: 'lower' },
    { odaSide: 'right', odaZone: 'lower' },
  ],
};

/** How many airflow directions a family offers: 4 for rotary, 2 for plate or enthalpy. */
export const airflowDirectionCount = (family: HeatRecoveryFamily) => ARRANGEMENTS[family].length;

/**
 * The side view of a compact unit for one airflow direction: the exchanger of `family`, the supply path (ODA to
 * SUP) and the exhaust path (ETA to EHA), and with `withCoils` a coil block in the supply path after the
 * exchanger. `selected` frames it in the primary colour.
 *
 * A direction the family does not have throws a RangeError: callers draw the directions 1 to
 * `airflowDirectionCount(family)`, so another one is a bug to see, not a picture to leave out quietly.
 */
export function AirflowDirectionPicture({
  family,
  direction,
  withCoils,
  selected = false,
  title = `Airflow direction ${direction}`,
  maxWidth = 220,
}: {
  family: HeatRecoveryFamily;
  direction: number;
  withCoils: boolean;
  selected?: boolean;
  title?: string;
  maxWidth?: number | string;
}) {
  const theme = useTheme();
  const arrangement = ARRANGEMENTS[family][direction - 1];
  if (!arrangement) {
    throw new RangeError(
      `${family} has airflow directions 1..${airflowDirectionCount(family)}, not ${direction}`,
    );
  }
  return (
    <UnitSvg
      layout={unitLayout(family, arrangement, FRAME)}
      withCoils={withCoils}
      title={title}
      maxWidth={maxWidth}
      testId="airflow-direction-picture"
    >
      {selected && (
        <rect
          data-testid="airflow-direction-selected"
          x={1.5}
          y={1.5}
          width={FRAME.width - 3}
          height={FRAME.height - 3}
          rx={6}
          fill="none"
          stroke={pictureColours(theme).selected}
          strokeWidth={3}
        />
      )}
    </UnitSvg>
  );
}
