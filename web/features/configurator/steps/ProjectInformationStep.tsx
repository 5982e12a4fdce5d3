import { FormControlLabel, Switch, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUILDING_TYPES } from '../../../../contracts/positions';
import { FORBIDDEN_NAME_CHARACTERS, isValidProjectName } from '../../../../contracts/projects';
import { buildingTypeLabel } from '../../../lib/buildingTypes';
import { NumberInput, patch, Section, SelectInput, type StepProps } from '../fields';
import { chooseBuildingType, setDirectInput, withAreaFlows } from '../wizard';

const FORBIDDEN: readonly string[] = FORBIDDEN_NAME_CHARACTERS;
const withoutForbidden = (text: string) => [...text].filter((c) => !FORBIDDEN.includes(c)).join('');

/**
 * Step 1: the position's name, the airflow from area x height x change rate or typed directly, and the pressure
 * drops. In area mode the flows are read-only; a flow edit in direct mode calls `onFlowEdited` (the 3 s look-up).
 */
export function ProjectInformationStep({
  values,
  change,
  onFlowEdited,
}: StepProps & { onFlowEdited: () => void }) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState(false);
  const direct = values.directInput === true;
  const nameInvalid = touched && !isValidProjectName(values.name ?? '');
  const areaField = (name: 'areaM2' | 'heightM' | 'changeRatePerH', step?: number) => (
    <NumberInput
      name={name}
      label={t(`configurator.fields.${name}`)}
      value={values[name]}
      step={step}
      required
      disabled={direct}
      onValue={(value) => change((v) => withAreaFlows({ ...v, [name]: value }))}
    />
  );
  const flowField = (name: 'flowSupplyM3h' | 'flowReturnM3h') => (
    <NumberInput
      name={name}
      label={t(`configurator.fields.${name}`)}
      value={values[name]}
      required
      readOnly={!direct}
      onValue={(value) => {
        change(patch({ [name]: value }));
        onFlowEdited();
      }}
    />
  );
  return (
    <>
      <Section title={t('configurator.step1.general')}>
        <TextField
          fullWidth
          size="small"
          required
          label={t('configurator.fields.name')}
          value={values.name ?? ''}
          error={nameInvalid}
          helperText={nameInvalid ? t('configurator.step1.nameRule') : undefined}
          onBlur={() => setTouched(true)}
          onKeyDown={(event) => {
            if (FORBIDDEN.includes(event.key)) {
              event.preventDefault();
            }
          }}
          onChange={(event) => change(patch({ name: withoutForbidden(event.target.value) }))}
          slotProps={{ htmlInput: { maxLength: 80, 'data-testid': 'field-name' } }}
        />
        <TextField
          fullWidth
          size="small"
          label={t('configurator.fields.equipmentTag')}
          value={values.equipmentTag ?? ''}
          onChange={(event) => change(patch({ equipmentTag: event.target.value || null }))}
          slotProps={{ htmlInput: { maxLength: 40, 'data-testid': 'field-equipmentTag' } }}
        />
        <FormControlLabel
          control={
            <Switch
              checked={direct}
              onChange={(_, on) => change((v) => setDirectInput(v, on))}
              slotProps={{ input: { 'data-testid': 'field-directInput' } as object }}
            />
          }
          label={t('configurator.step1.directInput')}
        />
      </Section>
      <Section title={t('configurator.step1.airflow')}>
        {areaField('areaM2')}
        {areaField('heightM', 0.1)}
        <SelectInput
          name="buildingType"
          label={t('configurator.fields.buildingType')}
          value={values.buildingType}
          options={BUILDING_TYPES}
          required
          disabled={direct}
          labelOf={(type) => buildingTypeLabel(type, t)}
          onChoose={(type) => change((v) => chooseBuildingType(v, type))}
        />
        {areaField('changeRatePerH')}
        {flowField('flowSupplyM3h')}
        {flowField('flowReturnM3h')}
      </Section>
      <Section title={t('configurator.step1.pressureDrops')}>
        {(['dropSupplyPa', 'dropReturnPa'] as const).map((name) => (
          <NumberInput
            key={name}
            name={name}
            label={t(`configurator.fields.${name}`)}
            value={values[name]}
            required
            onValue={(value) => change(patch({ [name]: value }))}
          />
        ))}
      </Section>
    </>
  );
}
