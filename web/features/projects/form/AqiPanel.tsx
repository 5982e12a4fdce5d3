import { Grid } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AqiYearly } from '../../../../contracts/locations';
import { AqiHistoryChart, AqiLevelsTable } from '../AirQualityPanel';
import { FormNumField } from './FormNumField';
import { FormPanel } from './FormPanel';
import type { ProjectFormValues } from './projectForm';

/** Air quality (docs/rules.md#air-quality): current and yearly average US AQI, the past year's chart and the days per level. */
export function AqiPanel({
  manual,
  onManual,
  failure,
  yearly,
}: {
  manual: boolean;
  onManual: (on: boolean) => void;
  failure: string | undefined;
  yearly: AqiYearly | undefined;
}) {
  const { t } = useTranslation();
  const days = useWatch({ control: useFormContext<ProjectFormValues>().control, name: 'qualityDays' });
  return (
    <FormPanel
      title={t('projects.airQuality.title')}
      testId="aqi-panel"
      manual={manual}
      onManual={onManual}
      manualLabel={t('projects.airQuality.manual')}
      failure={failure}
    >
      <Grid container spacing={2}>
        {(
          [
            ['aqiCurrent', 'current', 'aqi-current'],
            ['aqiYearlyAverage', 'yearlyAverage', 'aqi-yearly'],
          ] as const
        ).map(([name, label, testId]) => (
          <Grid key={name} size={{ xs: 12, sm: 6 }}>
            <FormNumField
              name={name}
              fullWidth
              label={t(`projects.airQuality.${label}`)}
              readOnly={!manual}
              slotProps={{ htmlInput: { 'data-testid': testId } }}
            />
          </Grid>
        ))}
      </Grid>
      {yearly && !manual && <AqiHistoryChart history={yearly.history} />}
      <AqiLevelsTable days={manual ? null : days} />
    </FormPanel>
  );
}
