import { Box, Checkbox, FormControlLabel } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoilSection } from '../../../../contracts/calc';
import { CATALOGUE } from '../../../../engine/catalogue';
import { Figure, patch, SelectInput, type StepProps } from '../fields';

/** 0 in the advanced selects stands for "chosen by the calculation" (the field stays empty). */
const AUTOMATIC = 0;

/** The maker's rows and fin pitches of the position's size (the demo catalogue's; the server checks the real one). */
function choicesOf(kind: 'heater' | 'cooler', unitTypeId: number | null) {
  const type = CATALOGUE.unitTypes.find((u) => u.code === unitTypeId) ?? CATALOGUE.unitTypes[0];
  return type?.sizeData[kind].choices ?? { rows: [], finPitchesMm: [] };
}

/**
 * The coil geometry the calculation chose for the duty (issue 26): rows, fin pitch, circuits, the fluid's velocity and
 * the air's drop and face velocity, updated with every preview; under "advanced", rows and fin pitch can be fixed.
 */
export function CoilGeometry({
  kind,
  values,
  change,
  result,
}: StepProps & { kind: 'heater' | 'cooler'; result: CoilSection | null }) {
  const { t } = useTranslation();
  const rowsField = kind === 'heater' ? 'heaterRows' : 'coolerRows';
  const pitchField = kind === 'heater' ? 'heaterFinPitchMm' : 'coolerFinPitchMm';
  const fixedRows = values[rowsField];
  const fixedPitch = values[pitchField];
  const [advanced, setAdvanced] = useState(fixedRows !== null || fixedPitch !== null);
  const choices = choicesOf(kind, values.unitTypeId);
  const automatic = t('configurator.step5.automatic');
  return (
    <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 1 }} data-testid={`coil-${kind}-geometry`}>
      {result && (
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(6, 1fr)' } }}>
          <Figure
            label={t('configurator.step5.rows')}
            value={result.rows}
            digits={0}
            testId={`coil-${kind}-rows`}
          />
          <Figure
            label={t('configurator.step5.finPitch')}
            value={result.finSpacing}
            unit="mm"
            testId={`coil-${kind}-fin-pitch`}
          />
          <Figure
            label={t('configurator.step5.circuits')}
            value={result.circuits}
            digits={0}
            testId={`coil-${kind}-circuits`}
          />
          <Figure
            label={t('configurator.step5.fluidVelocity')}
            value={result.fluidVelocity}
            unit="m/s"
            digits={2}
          />
          <Figure
            label={t('configurator.step5.airPressureDrop')}
            value={result.airPressureDrop}
            unit="Pa"
            digits={0}
          />
          <Figure
            label={t('configurator.step5.faceVelocity')}
            value={result.faceVelocity}
            unit="m/s"
            digits={2}
          />
        </Box>
      )}
      <FormControlLabel
        control={
          <Checkbox
            checked={advanced}
            onChange={(_, on) => {
              setAdvanced(on);
              if (!on) {
                change(patch({ [rowsField]: null, [pitchField]: null }));
              }
            }}
            slotProps={{ input: { 'data-testid': `field-${kind}GeometryAdvanced` } as object }}
          />
        }
        label={t('configurator.step5.fixGeometry')}
      />
      {advanced && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <SelectInput
            name={rowsField}
            label={t(`configurator.fields.${rowsField}`)}
            value={fixedRows ?? AUTOMATIC}
            options={[AUTOMATIC, ...choices.rows]}
            labelOf={(n) => (n === AUTOMATIC ? automatic : String(n))}
            onChoose={(n) => change(patch({ [rowsField]: n === AUTOMATIC ? null : n }))}
          />
          <SelectInput
            name={pitchField}
            label={t(`configurator.fields.${pitchField}`)}
            value={fixedPitch ?? AUTOMATIC}
            options={[AUTOMATIC, ...choices.finPitchesMm]}
            labelOf={(mm) => (mm === AUTOMATIC ? automatic : `${mm} mm`)}
            onChoose={(mm) => change(patch({ [pitchField]: mm === AUTOMATIC ? null : mm }))}
          />
        </Box>
      )}
    </Box>
  );
}
