import { Alert, Box, Button, Checkbox, FormControlLabel } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CoilSection, DataSheet } from '../../../../contracts/calc';
import { AIR_INPUT_PARAMS, MEDIA, WATER_INPUT_PARAMS } from '../../../../contracts/positions';
import { Figure, NumberInput, patch, Section, SelectInput, type StepProps } from '../fields';
import { CoilGeometry } from './CoilGeometry';
import {
  concentrationDisabled,
  concentrationOptions,
  withConcentrations,
  withManualChange,
  type WizardValues,
} from '../wizard';

/**
 * Step 5: a panel per chosen coil (heater, cooler) or, without coils, a message with a way back to step 3. The air
 * entering a coil follows the heat recovery's outlet unless 'manual change' is ticked. `sheet` is the preview of the
 * current values (the saved revision's data sheet); `recovered` the latest preview, for the air entering the coils
 * (the recovery's outlet does not depend on this step's fields).
 */
export function CoilsStep({
  values,
  change,
  sheet,
  recovered,
  onBackToUnitType,
}: StepProps & { sheet: DataSheet | null; recovered: DataSheet | null; onBackToUnitType: () => void }) {
  const { t } = useTranslation();
  const has = (kind: 'heater' | 'cooler') => values.coils === kind || values.coils === 'both';
  if (!has('heater') && !has('cooler')) {
    return (
      <Alert
        severity="info"
        data-testid="no-coils"
        action={
          <Button color="inherit" onClick={onBackToUnitType} data-testid="back-to-step-3">
            {t('configurator.step5.backToUnitType')}
          </Button>
        }
      >
        {t('configurator.step5.noCoils')}
      </Alert>
    );
  }
  return (
    <>
      {has('heater') && (
        <CoilPanel
          kind="heater"
          values={values}
          change={change}
          result={sheet?.heating ?? null}
          entering={entering(recovered?.winterRecCalculation)}
        />
      )}
      {has('cooler') && (
        <CoilPanel
          kind="cooler"
          values={values}
          change={change}
          result={sheet?.cooling ?? null}
          entering={entering(recovered?.summerRecCalculation)}
        />
      )}
    </>
  );
}

/** The air leaving the recovery (entering the coil) as the preview shows it, or null before the preview. */
const entering = (rec: DataSheet['summerRecCalculation'] | undefined) =>
  rec ? { temperature: rec.sup_AirTempOut, humidity: rec.sup_HumidityOut } : null;

function CoilPanel({
  kind,
  values,
  change,
  result,
  entering,
}: StepProps & {
  kind: 'heater' | 'cooler';
  result: CoilSection | null;
  entering: { temperature: number; humidity: number } | null;
}) {
  const { t } = useTranslation();
  const medium = values[`${kind}Medium`];
  const manual = values[`${kind}ManualChange`] === true;
  const field = (name: keyof WizardValues) => t(`configurator.fields.${name}`);
  const number = (name: keyof WizardValues, extra: { readOnly?: boolean; required?: boolean } = {}) => (
    <NumberInput
      name={name}
      label={field(name)}
      value={values[name] as number | null}
      step={0.1}
      required={extra.required ?? true}
      readOnly={extra.readOnly}
      onValue={(value) => change(patch({ [name]: value }))}
    />
  );
  const airParam = values[`${kind}AirInputParam`];
  const waterParam = values[`${kind}WaterInputParam`];
  return (
    <Section title={t(`configurator.step5.${kind}`)} testId={`coil-${kind}`}>
      <SelectInput
        name={`${kind}Medium`}
        label={field(`${kind}Medium`)}
        value={medium}
        options={MEDIA}
        required
        onChoose={(type) => change((v) => withConcentrations({ ...v, [`${kind}Medium`]: type }))}
      />
      <SelectInput
        name={`${kind}ConcentrationPct`}
        label={field(`${kind}ConcentrationPct`)}
        value={values[`${kind}ConcentrationPct`]}
        options={concentrationOptions(medium ?? 'water')}
        disabled={concentrationDisabled(values.coils, medium)}
        labelOf={(pct) => `${pct} %`}
        onChoose={(pct) => change(patch({ [`${kind}ConcentrationPct`]: pct }))}
      />
      {number(`${kind}FluidTIn`)}
      <Box />
      <SelectInput
        name={`${kind}AirInputParam`}
        label={field(`${kind}AirInputParam`)}
        value={airParam}
        options={AIR_INPUT_PARAMS}
        required
        onChoose={(param) => change(patch({ [`${kind}AirInputParam`]: param }))}
      />
      <NumberInput
        name={`${kind}AirInputValue`}
        label={t(
          airParam === 'Capacity' ? 'configurator.step5.capacityValue' : 'configurator.step5.supplyValue',
        )}
        unit={airParam === 'Capacity' ? 'kW' : '°C'}
        value={values[`${kind}AirInputValue`]}
        step={0.1}
        required
        onValue={(value) => change(patch({ [`${kind}AirInputValue`]: value }))}
      />
      <SelectInput
        name={`${kind}WaterInputParam`}
        label={field(`${kind}WaterInputParam`)}
        value={waterParam}
        options={WATER_INPUT_PARAMS}
        required
        onChoose={(param) => change(patch({ [`${kind}WaterInputParam`]: param }))}
      />
      <NumberInput
        name={`${kind}WaterInputValue`}
        label={t(
          waterParam === 'Fluid flow'
            ? 'configurator.step5.flowValue'
            : 'configurator.step5.temperatureOutValue',
        )}
        unit={waterParam === 'Fluid flow' ? 'm³/h liquid' : '°C'}
        value={values[`${kind}WaterInputValue`]}
        step={0.1}
        required
        onValue={(value) => change(patch({ [`${kind}WaterInputValue`]: value }))}
      />
      <FormControlLabel
        sx={{ gridColumn: '1 / -1' }}
        control={
          <Checkbox
            checked={manual}
            onChange={(_, on) => change((v) => withManualChange(v, kind, on, entering))}
            slotProps={{ input: { 'data-testid': `field-${kind}ManualChange` } as object }}
          />
        }
        label={field(`${kind}ManualChange`)}
      />
      {manual ? (
        <>
          {number(`${kind}AirInTDb`)}
          {number(`${kind}AirInRhPct`)}
        </>
      ) : (
        <>
          <Figure
            label={field(`${kind}AirInTDb`)}
            value={entering?.temperature ?? null}
            unit="°C"
            testId={`${kind}-entering-temperature`}
          />
          <Figure label={field(`${kind}AirInRhPct`)} value={entering?.humidity ?? null} unit="%" />
        </>
      )}
      {result && (
        <Box
          sx={{
            gridColumn: '1 / -1',
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' },
          }}
          data-testid={`coil-${kind}-results`}
        >
          <Figure
            label={t('configurator.step5.capacity')}
            value={result.capacity}
            unit="kW"
            digits={2}
            testId={`coil-${kind}-capacity`}
          />
          <Figure
            label={t('configurator.step5.fluidFlow')}
            value={result.fluidFlow}
            unit="m³/h liquid"
            digits={2}
          />
          <Figure
            label={t('configurator.step5.fluidPressureDrop')}
            value={result.fluidPressureDrop}
            unit="kPa"
          />
          <Figure label={t('configurator.step5.airOutTemperature')} value={result.temperatureOut} unit="°C" />
          <Figure
            label={t('configurator.step5.airOutHumidity')}
            value={result.relativeHumidityOut}
            unit="%"
          />
        </Box>
      )}
      <CoilGeometry kind={kind} values={values} change={change} result={result} />
    </Section>
  );
}
