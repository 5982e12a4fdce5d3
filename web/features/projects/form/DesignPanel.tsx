import { Box, Grid, Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Conditions } from '../../../../contracts/locations';
import { useNotify } from '../../../app/notifications';
import { MonthlyTable } from '../MonthlyTable';
import { NumField } from '../../../components/NumField';
import { FormNumField } from './FormNumField';
import { toSystem, usualDecimals, type SiUnit } from '../../../../domain/units';
import { roundTo } from '../../../../engine/numbers';
import { currentUnitSystem } from '../../../app/units';
import { withUnits } from '../../../lib/format';
import { FormPanel } from './FormPanel';
import {
  asText,
  derivedDesign,
  refusedOutdoorValue,
  type OutdoorField,
  type ProjectFormValues,
} from './projectForm';

/**
 * Summer and winter design conditions (docs/rules.md#project-form): fetched for the location or typed in manual mode,
 * with the derived wet bulb, dew point and winter humidity ratio, and the monthly table.
 */
export function DesignPanel({
  manual,
  onManual,
  failure,
  conditions,
}: {
  manual: boolean;
  onManual: (on: boolean) => void;
  failure: string | undefined;
  conditions: Conditions | undefined;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { control } = useFormContext<ProjectFormValues>();
  const [elevation, summerT, summerRh, winterT, winterRh, monthly] = useWatch({
    control,
    name: [
      'elevation',
      'summerOutdoorTemperature',
      'summerOutdoorHumidity',
      'winterOutdoorTemperature',
      'winterOutdoorHumidity',
      'monthlyDesign',
    ],
  });
  const { summer, winterHumidityRatio } = derivedDesign({
    elevation,
    summerOutdoorTemperature: summerT,
    summerOutdoorHumidity: summerRh,
    winterOutdoorTemperature: winterT,
    winterOutdoorHumidity: winterRh,
  });

  const system = currentUnitSystem();
  /** A typed value out of range reverts to the previous one with its message (section 5). */
  const refuse = (field: OutdoorField) => (text: string) => {
    const key = refusedOutdoorValue(field, text);
    if (key !== null) {
      notify({ type: 'error', message: t(`projects.${key}`) });
    }
    return key !== null;
  };
  const outdoor = (field: OutdoorField, label: 'outdoorTemperature' | 'outdoorHumidity', testId: string) => (
    <FormNumField
      name={field}
      label={t(`projects.design.${label}`)}
      refuse={refuse(field)}
      readOnly={!manual}
      {...(label === 'outdoorTemperature'
        ? // In IP the browser's own bounds would be °C's: the refusal above holds the range.
          system === 'si'
          ? { unit: '°C' as const, step: 0.1, min: -89, max: 57 }
          : { unit: '°C' as const }
        : {})}
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    />
  );
  /** A value derived from the typed ones, in the reader's units. */
  const derived = (label: string, value: number | null | undefined, testId: string, unit: SiUnit) => (
    <NumField
      label={withUnits(label, unit, system)}
      value={
        value === null || value === undefined || system === 'si'
          ? asText(value)
          : String(roundTo(toSystem(value, unit, usualDecimals(unit), system).value, usualDecimals(unit) + 1))
      }
      readOnly
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    />
  );

  return (
    <FormPanel
      title={t('projects.design.title')}
      testId="design-panel"
      manual={manual}
      onManual={onManual}
      manualLabel={t('projects.design.manual')}
      failure={failure}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="subtitle1">{t('projects.design.summer')}</Typography>
          <Box sx={{ display: 'grid', gap: 1.5, mt: 1 }}>
            {outdoor('summerOutdoorTemperature', 'outdoorTemperature', 'summer-temperature')}
            {outdoor('summerOutdoorHumidity', 'outdoorHumidity', 'summer-humidity')}
            {derived(t('projects.design.wetBulb'), summer?.wetBulb, 'summer-wet-bulb', '°C')}
            {derived(t('projects.design.dewPoint'), summer?.dewPoint, 'summer-dew-point', '°C')}
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="subtitle1">{t('projects.design.winter')}</Typography>
          <Box sx={{ display: 'grid', gap: 1.5, mt: 1 }}>
            {outdoor('winterOutdoorTemperature', 'outdoorTemperature', 'winter-temperature')}
            {outdoor('winterOutdoorHumidity', 'outdoorHumidity', 'winter-humidity')}
            {derived(
              t('projects.design.humidityRatio'),
              winterHumidityRatio,
              'winter-humidity-ratio',
              'g/kg',
            )}
          </Box>
        </Grid>
      </Grid>
      {conditions && (
        <Typography variant="caption" color="text.secondary">
          {t('projects.design.distance', {
            distance: conditions.basicDesignConditions.distance,
            year: conditions.basicDesignConditions.year,
          })}
        </Typography>
      )}
      {monthly && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle1">{t('projects.design.monthly')}</Typography>
          <MonthlyTable monthly={monthly} />
        </Box>
      )}
    </FormPanel>
  );
}
