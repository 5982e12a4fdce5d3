import ExpandMore from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Grid, TextField, Typography } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { POOL_TYPES, type PoolState } from '../../../../engine/pool';
import { Derived, PoolChoice, PoolNumber, Section, STEP, usePoolForm } from './fields';

/** The derived values of the typed inputs; undefined while an input is out of range. */
export interface SectionProps {
  state: PoolState | undefined;
}

const ATTRACTION_COUNTS = [
  'wildWaterChannels',
  'waterMushrooms',
  'neckMassageShowers',
  'underwaterJets',
  'bubbleFountains',
  'childrenSeats',
  'childrenSlides',
  'massageAreas',
  'loungersSeats',
] as const;

/** The names, the type of pool, its volume and surface and the visitors. */
export function MainSection() {
  const { t } = useTranslation();
  const { control } = usePoolForm();
  return (
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
      <PoolChoice
        name="typeOfPool"
        options={POOL_TYPES.map((type) => ({
          value: String(type.id),
          label: t(`pool.types.${type.id}`),
          testId: `pool-type-${type.id}`,
        }))}
      />
      <PoolNumber name="poolVolume" step={STEP.decimal} />
      <PoolNumber name="waterSurface" step={STEP.decimal} />
      <PoolNumber name="numberOfVisitors" step={STEP.count} />
    </Section>
  );
}

/** The hall's air and the water: temperatures and humidity, with the states derived from them. */
export function ConditionSections({ state }: SectionProps) {
  const { t } = useTranslation();
  return (
    <>
      <Section title={t('pool.thermo')} testId="section-thermo">
        <PoolNumber name="airTemperature" step={STEP.decimal} max={60} />
        <PoolNumber name="waterTemperature" step={STEP.decimal} max={60} />
        <PoolNumber name="airHumidity" step={STEP.decimal} max={100} />
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
        <PoolNumber name="absoluteHumidityAir" step={STEP.humidity} max={0.0143} />
        <Derived
          label={t('pool.absoluteHumidityPoolArea')}
          value={state?.absoluteHumidityPoolArea}
          digits={4}
        />
      </Section>
    </>
  );
}

/** The attractions (folded away at first), their sum and the attraction factor. */
export function AttractionsSection({ state }: SectionProps) {
  const { t } = useTranslation();
  const cell = { xs: 12, sm: 6, md: 4 };
  return (
    <Grid size={12}>
      <Accordion defaultExpanded={false} data-testid="section-attractions">
        <AccordionSummary expandIcon={<ExpandMore />} data-testid="attractions-toggle">
          <Typography variant="h6" component="h2">
            {t('pool.attractions')}
          </Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Grid container spacing={2}>
            {ATTRACTION_COUNTS.map((key) => (
              <Grid key={key} size={cell}>
                <PoolNumber name={key} step={STEP.count} />
              </Grid>
            ))}
            <Grid size={cell}>
              <PoolNumber name="waterMushroomsMeters" step={STEP.decimal} />
            </Grid>
            <Grid size={cell}>
              <PoolNumber name="simultaneityFactorAttraction" step={STEP.decimal} max={1} />
            </Grid>
            <Grid size={cell}>
              <Derived label={t('pool.sum')} value={state?.sum} digits={2} />
            </Grid>
            <Grid size={cell}>
              <Derived label={t('pool.betaA')} value={state?.betaA} digits={2} />
            </Grid>
          </Grid>
        </AccordionDetails>
      </Accordion>
    </Grid>
  );
}
