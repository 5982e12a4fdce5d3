import { Grid, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Electricity } from '../../../../contracts/locations';
import { FormNumField } from './FormNumField';
import { FormPanel } from './FormPanel';

/** Electricity prices, EUR/kWh, business and household (docs/rules.md#project-form): fetched by country or typed in manual mode. */
export function UtilityPanel({
  manual,
  onManual,
  failure,
  electricity,
}: {
  manual: boolean;
  onManual: (on: boolean) => void;
  failure: string | undefined;
  electricity: Electricity | undefined;
}) {
  const { t } = useTranslation();
  return (
    <FormPanel
      title={t('projects.utility.title')}
      testId="utility-panel"
      manual={manual}
      onManual={onManual}
      manualLabel={t('projects.utility.manual')}
      failure={failure}
    >
      <Grid container spacing={2}>
        {(
          [
            ['elPriceBusiness', 'business', 'el-business'],
            ['elPriceHome', 'home', 'el-home'],
          ] as const
        ).map(([name, label, testId]) => (
          <Grid key={name} size={{ xs: 12, sm: 6 }}>
            <FormNumField
              name={name}
              fullWidth
              label={t(`projects.utility.${label}`)}
              step={0.001}
              readOnly={!manual}
              slotProps={{ htmlInput: { 'data-testid': testId } }}
            />
          </Grid>
        ))}
      </Grid>
      {electricity && !manual && (
        <Typography variant="caption" color="text.secondary">
          {t('projects.utility.source', { source: electricity.source, period: electricity.period })}
        </Typography>
      )}
    </FormPanel>
  );
}
