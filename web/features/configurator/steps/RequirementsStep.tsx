import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CASING_QUALITY, ECO_DESIGN, MAINTENANCE } from '../../../../contracts/positions';
import { patch, Section, SelectInput, type StepProps } from '../fields';

/** Step 2: ecodesign, casing quality and maintenance (recorded only, as the note under it says). */
export function RequirementsStep({ values, change }: StepProps) {
  const { t } = useTranslation();
  return (
    <Section title={t('configurator.steps.s2')}>
      <SelectInput
        name="ecoDesign"
        label={t('configurator.fields.ecoDesign')}
        value={values.ecoDesign}
        options={ECO_DESIGN}
        required
        onChoose={(ecoDesign) => change(patch({ ecoDesign }))}
      />
      <SelectInput
        name="casing"
        label={t('configurator.fields.casing')}
        value={values.casing}
        options={CASING_QUALITY}
        required
        onChoose={(casing) => change(patch({ casing }))}
      />
      <SelectInput
        name="maintenance"
        label={t('configurator.fields.maintenance')}
        value={values.maintenance}
        options={MAINTENANCE}
        required
        onChoose={(maintenance) => change(patch({ maintenance }))}
      />
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ gridColumn: '1 / -1' }}
        data-testid="maintenance-note"
      >
        {t('configurator.step2.maintenanceNote')}
      </Typography>
    </Section>
  );
}
