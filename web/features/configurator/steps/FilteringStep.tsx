import { FormControlLabel, Switch } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DOUBLE_STAGE_FILTERING, FILTER_CLASSES, FINE_FILTER_TYPES } from '../../../../contracts/positions';
import { patch, Section, SelectInput, type StepProps } from '../fields';
import { chooseSupplyFilter, setFilteringAdvanced } from '../wizard';

/** Step 6: one-stage rigid bag filters; the return class follows the supply class unless advanced settings are on. */
export function FilteringStep({ values, change }: StepProps) {
  const { t } = useTranslation();
  const advanced = values.filteringAdvancedSettings === true;
  return (
    <Section title={t('configurator.steps.s6')}>
      <SelectInput
        name="doubleStageFiltering"
        label={t('configurator.fields.doubleStageFiltering')}
        value={values.doubleStageFiltering}
        options={DOUBLE_STAGE_FILTERING}
        required
        onChoose={(doubleStageFiltering) => change(patch({ doubleStageFiltering }))}
      />
      <SelectInput
        name="fineFilterType"
        label={t('configurator.fields.fineFilterType')}
        value={values.fineFilterType}
        options={FINE_FILTER_TYPES}
        required
        disabled
        onChoose={(fineFilterType) => change(patch({ fineFilterType }))}
      />
      <SelectInput
        name="fineFilterClassSupply"
        label={t('configurator.fields.fineFilterClassSupply')}
        value={values.fineFilterClassSupply}
        options={FILTER_CLASSES}
        required
        onChoose={(filterClass) => change((v) => chooseSupplyFilter(v, filterClass))}
      />
      <FormControlLabel
        control={
          <Switch
            checked={advanced}
            onChange={(_, on) => change((v) => setFilteringAdvanced(v, on))}
            slotProps={{ input: { 'data-testid': 'field-filteringAdvancedSettings' } as object }}
          />
        }
        label={t('configurator.fields.filteringAdvancedSettings')}
      />
      {advanced && (
        <SelectInput
          name="fineFilterClassReturn"
          label={t('configurator.fields.fineFilterClassReturn')}
          value={values.fineFilterClassReturn}
          options={FILTER_CLASSES}
          required
          onChoose={(fineFilterClassReturn) => change(patch({ fineFilterClassReturn }))}
        />
      )}
    </Section>
  );
}
