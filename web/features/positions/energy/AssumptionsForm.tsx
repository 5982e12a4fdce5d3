import Calculate from '@mui/icons-material/Calculate';
import RestartAlt from '@mui/icons-material/RestartAlt';
import { Box, Button, Grid, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EnergyPrices, LifeCycleSettings, OperatingProfileInput } from '../../../../contracts/energy';
import { UnitNumField } from '../../../components/UnitNumField';
import { toSystem, type SiUnit } from '../../../../domain/units';
import { currentUnitSystem } from '../../../app/units';
import { formatNumber } from '../../../lib/format';
import type { EnergySettings } from '../../../api/energy';
import {
  draftOf,
  NUMBER_FIELDS,
  OPTIONAL_FIELDS,
  settingsOf,
  type Draft,
  type FieldProblem,
  type NumberKey,
} from './draft';

/** The settings an answer ran on: the form starts from them. */
export interface AppliedSettings {
  profile: OperatingProfileInput;
  prices: EnergyPrices;
  lifeCycle: LifeCycleSettings;
}

/**
 * Every assumption of the annual energy and LCC, editable (issue 20): operation, set points and the supply rule,
 * energy prices, life-cycle settings. Recalculate sends them; Defaults goes back to the position's (the building
 * type's hours, the project's electricity price). Remount it (key) to start from a new answer.
 */
/** The fields whose value is a temperature or a humidity ratio: shown and typed in the reader's units (issue 30). */
const FIELD_UNITS: Partial<Record<NumberKey, SiUnit>> = {
  roomWinterC: '°C',
  roomSummerC: '°C',
  supplyHeatC: '°C',
  supplyCoolC: '°C',
  outdoorLowC: '°C',
  outdoorHighC: '°C',
  supplyMaxGPerKg: 'g/kg',
};

export function AssumptionsForm({
  applied,
  busy,
  onApply,
}: {
  applied: AppliedSettings;
  busy: boolean;
  onApply: (settings: EnergySettings) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() =>
    draftOf(applied.profile, applied.prices, applied.lifeCycle),
  );
  const [problems, setProblems] = useState<Partial<Record<NumberKey, FieldProblem>>>({});

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setProblems((p) => ({ ...p, [key]: undefined }));
  };
  const problemText = (problem: FieldProblem | undefined, key: NumberKey) => {
    if (!problem) {
      if (key === 'supplyMaxGPerKg') {
        return t('energy.assumptions.noLimit');
      }
      return OPTIONAL_FIELDS.has(key) ? t(`energy.assumptions.optional.${key}`) : undefined;
    }
    // The range in the reader's units (issue 30), from the form's SI one.
    const unit = FIELD_UNITS[key];
    const bound = (value: number) => {
      const shown = toSystem(
        value,
        unit ?? '%',
        NUMBER_FIELDS[key].decimals,
        unit ? currentUnitSystem() : 'si',
      );
      return formatNumber(shown.value, shown.decimals);
    };
    return problem.kind === 'range'
      ? t('energy.errors.range', { min: bound(problem.min), max: bound(problem.max) })
      : t(`energy.errors.${problem.kind}`);
  };
  const num = (key: NumberKey) => (
    <Grid size={{ xs: 12, sm: 4, md: 3 }} key={key}>
      <UnitNumField
        fullWidth
        unit={FIELD_UNITS[key]}
        label={t(`energy.fields.${key}`)}
        value={draft[key]}
        onText={(value) => set(key, value)}
        error={problems[key] !== undefined}
        helperText={problemText(problems[key], key)}
        slotProps={{ htmlInput: { 'data-testid': `energy-field-${key}` } }}
      />
    </Grid>
  );
  const choice = <K extends 'supplyRule' | 'heatKind' | 'coldKind'>(key: K, options: readonly Draft[K][]) => (
    <Grid size={{ xs: 12, sm: 4, md: 3 }} key={key}>
      <TextField
        select
        fullWidth
        size="small"
        label={t(`energy.fields.${key}`)}
        value={draft[key]}
        onChange={(event) => set(key, event.target.value as Draft[K])}
        slotProps={{ htmlInput: { 'data-testid': `energy-field-${key}` } }}
      >
        {options.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`energy.${key}.${option}`)}
          </MenuItem>
        ))}
      </TextField>
    </Grid>
  );
  const hoursPerDay = Number(draft.endHour) - Number(draft.startHour);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = settingsOf(draft);
    if (result.ok) {
      onApply(result.settings);
    } else {
      setProblems(result.problems);
    }
  };

  const section = (title: string, children: React.ReactNode) => (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2" color="primary" gutterBottom>
        {title}
      </Typography>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Box>
  );

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="energy-assumptions">
      <Typography variant="h6" component="h3">
        {t('energy.assumptions.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('energy.assumptions.defaultsNote')}
      </Typography>
      {section(t('energy.assumptions.operation'), [
        num('startHour'),
        num('endHour'),
        num('daysPerWeek'),
        <Grid size={{ xs: 12, sm: 4, md: 3 }} key="hours" sx={{ display: 'flex', alignItems: 'center' }}>
          <Typography data-testid="energy-hours-per-day">
            {Number.isFinite(hoursPerDay) && hoursPerDay > 0
              ? t('energy.assumptions.hoursPerDay', { hours: formatNumber(hoursPerDay, 0) })
              : '–'}
          </Typography>
        </Grid>,
        num('flowSharePct'),
      ])}
      {section(t('energy.assumptions.setPoints'), [
        num('roomWinterC'),
        num('roomSummerC'),
        choice('supplyRule', ['fixed', 'compensated']),
        num('supplyHeatC'),
        num('supplyCoolC'),
        ...(draft.supplyRule === 'compensated' ? [num('outdoorLowC'), num('outdoorHighC')] : []),
        num('supplyMaxGPerKg'),
      ])}
      {section(t('energy.assumptions.prices'), [
        num('electricity'),
        num('electricityGCo2'),
        choice('heatKind', ['price', 'boiler', 'heatPump']),
        ...(draft.heatKind === 'price' ? [num('heatPrice'), num('heatPriceGCo2')] : []),
        ...(draft.heatKind === 'boiler'
          ? [num('heatFuelPrice'), num('heatEfficiencyPct'), num('heatFuelGCo2')]
          : []),
        ...(draft.heatKind === 'heatPump' ? [num('heatCop')] : []),
        choice('coldKind', ['price', 'chiller']),
        ...(draft.coldKind === 'price' ? [num('coldPrice'), num('coldPriceGCo2')] : [num('coldEer')]),
      ])}
      {section(t('energy.assumptions.lifeCycle'), [
        num('years'),
        num('discountPct'),
        num('escalationPct'),
        num('filterChangesPerYear'),
        num('maintenanceSharePct'),
        num('maintenanceEscalationPct'),
      ])}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          type="submit"
          variant="contained"
          startIcon={<Calculate />}
          disabled={busy}
          data-testid="energy-apply"
        >
          {t('energy.assumptions.apply')}
        </Button>
        <Button
          startIcon={<RestartAlt />}
          disabled={busy}
          onClick={() => onApply({})}
          data-testid="energy-defaults"
        >
          {t('energy.assumptions.defaults')}
        </Button>
      </Stack>
    </Box>
  );
}
