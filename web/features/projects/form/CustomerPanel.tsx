import { Grid, TextField } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormPanel } from './FormPanel';
import type { ProjectFormValues } from './projectForm';

const FIELDS = [
  ['ERPId', 'erpId'],
  ['customerName', 'name'],
  ['customerRepresentative', 'representative'],
  ['customerPhone', 'phone'],
  ['customerEmail', 'email'],
] as const;

/** The optional customer data panel (shown when the brand's customer-data flag is on, docs/rules.md#project-form). */
export function CustomerPanel() {
  const { t } = useTranslation();
  const { control } = useFormContext<ProjectFormValues>();
  return (
    <FormPanel title={t('projects.customer.title')} testId="customer-panel">
      <Grid container spacing={2}>
        {FIELDS.map(([field, label]) => (
          <Grid key={field} size={{ xs: 12, sm: 6, md: 4 }}>
            <Controller
              name={field}
              control={control}
              render={({ field: input }) => (
                <TextField {...input} fullWidth size="small" label={t(`projects.customer.${label}`)} />
              )}
            />
          </Grid>
        ))}
      </Grid>
    </FormPanel>
  );
}
