import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Container,
  Grid,
  MenuItem,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { type PoolPosition } from '../../../contracts/pool';
import { missingPoolFields } from '../../../domain/pool';
import { POOL_TYPES, POOL_UNITS_MAX, POOL_UNITS_MIN } from '../../../engine/pool';
import { apiErrorText } from '../../app/serverMessages';
import { useNotify } from '../../app/notifications';
import { zodResolver } from '@hookform/resolvers/zod';
import { NumField } from '../../components/NumField';
import { formatEuro } from '../../lib/format';
import { poolApi } from '../../api/pool';
import {
  derive,
  initialForm,
  payloadOf,
  PoolFormSchema,
  type PoolFormValues,
  type PoolInputTexts,
  type PoolTypedFields,
} from './form';

interface CalculatorState {
  /** Create mode: the project the new position belongs to. */
  projectId?: number;
  /** Edit mode: the saved position. */
  position?: PoolPosition;
}

/** The input steps (docs/rules.md#pool-mandatory). */
const STEP = { decimal: 0.1, humidity: 0.001, count: 1 } as const;
const UNIT_COUNTS = Array.from({ length: POOL_UNITS_MAX - POOL_UNITS_MIN + 1 }, (_, i) => i + POOL_UNITS_MIN);

/**
 * /hydra, the HYDRApro pool calculator (docs/rules.md#pool-calculator): edit mode when the navigation state carries a saved
 * position, create mode otherwise. The form (react-hook-form) checks the typed fields with the contracts' pool rules
 * as they change (PoolFormSchema); the derived values come from engine/pool as the inputs change; the unit lists
 * come from the catalogue look-up with the air one unit must move. Save: the mandatory rule both sides run, then the
 * position with the derived air volumes and the price.
 */
export function PoolCalculatorPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { projectId: stateProjectId, position } = (useLocation().state ?? {}) as CalculatorState;
  const projectId = position?.projectId ?? stateProjectId;
  const [start] = useState(() => initialForm(position));
  const { control, handleSubmit, watch, setValue } = useForm<PoolFormValues, unknown, PoolTypedFields>({
    defaultValues: start,
    resolver: zodResolver(PoolFormSchema),
    mode: 'onChange',
  });
  const values = watch();
  const { unitType, unitTypeId } = values;
  const [saving, setSaving] = useState(false);

  const derived = derive(values);
  const state = 'state' in derived ? derived.state : undefined;
  const airPerUnit = state?.airFlowPerUnit;
  const types = useQuery({
    queryKey: ['pool-types', airPerUnit],
    queryFn: () => poolApi.types(airPerUnit!),
    enabled: airPerUnit !== undefined && airPerUnit > 0,
  });
  const offered = types.data ?? [];
  const unitTypes = [...new Set(offered.map((u) => u.type))];
  const sizes = offered.filter((u) => u.type === unitType);
  const unit = offered.find((u) => u.id === unitTypeId);

  const number = (key: keyof PoolInputTexts, step: number, extra: { min?: number; max?: number } = {}) => (
    <Controller
      name={key}
      control={control}
      render={({ field, fieldState }) => (
        <NumField
          fullWidth
          label={t(`pool.${key}`)}
          name={field.name}
          value={field.value}
          onText={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          step={step}
          min={extra.min ?? 0}
          max={extra.max}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message}
          slotProps={{ htmlInput: { 'data-testid': `pool-${key}` } }}
        />
      )}
    />
  );

  /** A field the pool rules refuse: its label and rule (the field shows the rule too); nothing is sent. */
  const refuse = (errors: FieldErrors<PoolFormValues>) => {
    const [field, error] = Object.entries(errors)[0] ?? [];
    notify({
      type: 'error',
      message:
        field === undefined ? t('pool.mandatoryFields') : `${t(`pool.${field}`)}: ${error?.message ?? ''}`,
    });
  };

  const save = async (typed: PoolTypedFields) => {
    const payload = payloadOf(projectId, typed, state, unit);
    if (missingPoolFields(payload).length > 0) {
      notify({ type: 'error', message: t('pool.mandatoryFields') });
      return;
    }
    setSaving(true);
    try {
      if (position) {
        await poolApi.edit(position.id, payload);
      } else {
        await poolApi.create(payload);
      }
      await queryClient.invalidateQueries({ queryKey: ['project'] });
      await queryClient.invalidateQueries({ queryKey: ['pool'] });
      notify({ message: t(position ? 'pool.editProjectItemSuccess' : 'pool.createProjectItemSuccess') });
      void navigate('/project-item', { state: { projectId } });
    } catch (error) {
      notify({
        type: 'error',
        message: apiErrorText(error, t('pool.createProjectItemError')),
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {position ? t('pool.editTitle') : t('pool.title')}
      </Typography>
      {projectId === undefined && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('pool.missingProject')}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Section title={t('pool.main')} testId="section-main">
          {(['name', 'poolName'] as const).map((key) => (
            <Controller
              key={key}
              name={key}
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  fullWidth
                  size="small"
                  label={t(`pool.${key}`)}
                  error={fieldState.error !== undefined}
                  helperText={fieldState.error?.message}
                  slotProps={{ htmlInput: { 'data-testid': `pool-${key}`, maxLength: 100 } }}
                />
              )}
            />
          ))}
          <Controller
            name="typeOfPool"
            control={control}
            render={({ field }) => (
              <TextField
                {...field}
                select
                fullWidth
                size="small"
                label={t('pool.typeOfPool')}
                slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'pool-typeOfPool' } as object } }}
              >
                {POOL_TYPES.map((type) => (
                  <MenuItem key={type.id} value={String(type.id)} data-testid={`pool-type-${type.id}`}>
                    {t(`pool.types.${type.id}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          {number('poolVolume', STEP.decimal)}
          {number('waterSurface', STEP.decimal)}
          {number('numberOfVisitors', STEP.count)}
        </Section>
        <Section title={t('pool.thermo')} testId="section-thermo">
          {number('airTemperature', STEP.decimal, { max: 60 })}
          {number('waterTemperature', STEP.decimal, { max: 60 })}
          {number('airHumidity', STEP.decimal, { max: 100 })}
          <Derived
            label={t('pool.arithmeticMeanTemperature')}
            value={state?.arithmeticMeanTemperature}
            digits={2}
          />
          <Derived label={t('pool.gasConstant')} value={state?.gasConstant} digits={2} />
        </Section>
        <Section title={t('pool.pressures')} testId="section-pressures">
          <Derived
            label={t('pool.partialWaterVaporSaturationPressure')}
            value={state?.partialWaterVaporSaturationPressure}
            digits={1}
          />
          <Derived
            label={t('pool.partialWaterVaporPressureAir')}
            value={state?.partialWaterVaporPressureAir}
            digits={1}
          />
        </Section>
        <Section title={t('pool.humidity')} testId="section-humidity">
          {number('absoluteHumidityAir', STEP.humidity, { max: 0.0143 })}
          <Derived
            label={t('pool.absoluteHumidityPoolArea')}
            value={state?.absoluteHumidityPoolArea}
            digits={4}
          />
        </Section>
        <Grid size={12}>
          <Accordion defaultExpanded={false} data-testid="section-attractions">
            <AccordionSummary expandIcon={<ExpandMore />} data-testid="attractions-toggle">
              <Typography variant="h6" component="h2">
                {t('pool.attractions')}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Grid container spacing={2}>
                {(
                  [
                    'wildWaterChannels',
                    'waterMushrooms',
                    'neckMassageShowers',
                    'underwaterJets',
                    'bubbleFountains',
                    'childrenSeats',
                    'childrenSlides',
                    'massageAreas',
                    'loungersSeats',
                  ] as const
                ).map((key) => (
                  <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
                    {number(key, STEP.count)}
                  </Grid>
                ))}
                <Grid size={{ xs: 12, sm: 6, md: 4 }}>{number('waterMushroomsMeters', STEP.decimal)}</Grid>
                <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                  {number('simultaneityFactorAttraction', STEP.decimal, { max: 1 })}
                </Grid>
                <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                  <Derived label={t('pool.sum')} value={state?.sum} digits={2} />
                </Grid>
                <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                  <Derived label={t('pool.betaA')} value={state?.betaA} digits={2} />
                </Grid>
              </Grid>
            </AccordionDetails>
          </Accordion>
        </Grid>
        <Section title={t('pool.maxAmount')} testId="section-max-amount">
          <Derived
            label={t('pool.moistureTransferCoefficientUnusedPool')}
            value={state?.moistureTransferCoefficientUnusedPool}
            digits={1}
          />
          <Derived
            label={t('pool.moistureTransferCoefficientUsedPool')}
            value={state?.moistureTransferCoefficientUsedPool}
            digits={1}
          />
          <Derived
            label={t('pool.massFlowWaterUnusedPool')}
            value={state?.massFlowWaterUnusedPool}
            digits={2}
          />
          <Derived label={t('pool.massFlowWaterUsedPool')} value={state?.massFlowWaterUsedPool} digits={2} />
          <Derived
            label={t('pool.massFlowWaterFromAttraction')}
            value={state?.massFlowWaterFromAttraction}
            digits={2}
          />
          <Derived
            label={t('pool.amountMoistureVisitors')}
            value={state?.amountMoistureVisitors}
            digits={2}
          />
          <Derived
            label={t('pool.totalMassFlowWaterUsedPool')}
            value={state?.totalMassFlowWaterUsedPool}
            digits={2}
            testId="derived-total"
          />
        </Section>
        <Section title={t('pool.maxAir')} testId="section-max-air">
          <Derived label={t('pool.massFlowOutsideAir')} value={state?.massFlowOutsideAir} digits={1} />
          <Derived
            label={t('pool.maxRequiredAir')}
            value={state?.maxRequiredAir}
            digits={0}
            testId="derived-max-air"
          />
          <Derived label={t('pool.minRequiredFreshAir')} value={state?.minRequiredFreshAir} digits={0} />
          <Derived label={t('pool.numOfAirChanges')} value={state?.numOfAirChanges} digits={2} />
          <Derived
            label={t('pool.dehumidificationCapacity')}
            value={state?.dehumidificationCapacity}
            digits={2}
          />
          {state?.airBelowEvaporationLoad && (
            <Alert severity="warning" data-testid="pool-air-below-load">
              {t('pool.airBelowLoad', {
                air: state.maxRequiredAir.toFixed(0),
                capacity: state.dehumidificationCapacity.toFixed(2),
                load: state.totalMassFlowWaterUsedPool.toFixed(2),
                needed: state.airForEvaporationLoad.toFixed(0),
                roundedUp: state.airForEvaporationLoadRoundedUp.toFixed(0),
              })}
            </Alert>
          )}
        </Section>
        <Section title={t('pool.unitSelection')} testId="section-unit">
          <Controller
            name="numOfUnits"
            control={control}
            render={({ field }) => (
              <TextField
                {...field}
                select
                fullWidth
                size="small"
                label={t('pool.numOfUnits')}
                slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'pool-numOfUnits' } as object } }}
              >
                {UNIT_COUNTS.map((n) => (
                  <MenuItem key={n} value={String(n)} data-testid={`pool-units-${n}`}>
                    {n}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Derived label={t('pool.airFlowPerUnit')} value={state?.airFlowPerUnit} digits={0} />
          {types.isSuccess && offered.length === 0 && <Alert severity="warning">{t('pool.noUnits')}</Alert>}
          <TextField
            select
            fullWidth
            size="small"
            label={t('pool.unitType')}
            value={unitTypes.includes(unitType) ? unitType : ''}
            onChange={(e) => {
              // Another series: its sizes are other units, none chosen yet.
              setValue('unitType', e.target.value);
              setValue('unitTypeId', null);
            }}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'pool-unitType' } as object } }}
          >
            {unitTypes.map((type) => (
              <MenuItem key={type} value={type} data-testid={`pool-unit-type-${type.replace(' ', '-')}`}>
                HYDRApro {type}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            fullWidth
            size="small"
            label={t('pool.unitSize')}
            value={unit ? String(unit.id) : ''}
            onChange={(e) => setValue('unitTypeId', Number(e.target.value))}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'pool-unitSize' } as object } }}
          >
            {sizes.map((u) => (
              <MenuItem key={u.id} value={String(u.id)} data-testid={`pool-unit-size-${u.id}`}>
                {u.unit}
              </MenuItem>
            ))}
          </TextField>
          {unit && (
            <Box sx={{ display: 'grid', gap: 2 }} data-testid="unit-details">
              <Derived label={t('pool.maxAirVolume')} value={unit.maxAirVolume} digits={0} />
              <Derived label={t('pool.width')} value={unit.width} digits={0} />
              <Derived label={t('pool.length')} value={unit.length} digits={0} />
              <Derived label={t('pool.height')} value={unit.height} digits={0} />
              <Derived label={t('pool.weight')} value={unit.weight} digits={0} />
              <Typography>
                {t('pool.unitPrice')}: {formatEuro(unit.price)}
              </Typography>
              <Typography sx={{ fontWeight: 'bold' }} data-testid="pool-price">
                {t('pool.price')}: {formatEuro(unit.price * Number(values.numOfUnits))}
              </Typography>
            </Box>
          )}
        </Section>
      </Grid>
      {'error' in derived && (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="pool-input-error">
          {t('pool.invalidInput', { message: derived.error })}
        </Alert>
      )}
      <Box sx={{ mt: 3, display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          onClick={() => void handleSubmit(save, refuse)()}
          disabled={saving}
          data-testid="pool-save"
        >
          {t('pool.save')}
        </Button>
      </Box>
    </Container>
  );
}

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, md: 6 }}>
      <Paper sx={{ p: 2, height: '100%' }} data-testid={testId}>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2 }}>{children}</Box>
      </Paper>
    </Grid>
  );
}

/** A derived value, read-only, with `digits` decimals; empty while an input is out of range. */
function Derived({
  label,
  value,
  digits,
  testId,
}: {
  label: string;
  value: number | undefined;
  digits: number;
  testId?: string;
}) {
  return (
    <TextField
      fullWidth
      size="small"
      label={label}
      value={value === undefined ? '' : value.toFixed(digits)}
      slotProps={{ htmlInput: { readOnly: true, 'data-testid': testId } }}
    />
  );
}
