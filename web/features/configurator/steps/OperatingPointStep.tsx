import RestartAlt from '@mui/icons-material/RestartAlt';
import { Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DataSheet } from '../../../../contracts/calc';
import { Figure, NumberInput, Section, type StepProps } from '../fields';
import { PositionChart } from '../PositionChart';
import {
  resetSeason,
  withConcentrations,
  withDerivedAir,
  type ProjectConditions,
  type WizardValues,
} from '../wizard';

/** docs/rules.md#wizard-step-4: typed temperatures strictly between -50 and 60 C, humidities 0 to 100 %. */
const isTemperature = (value: number) => value > -50 && value < 60;
const isHumidity = (value: number) => value >= 0 && value <= 100;

type Season = 'summer' | 'winter';
type Editable = `${Season}${'Outdoor' | 'Indoor'}${'TDb' | 'RhPct'}` | `${Season}SupplyTDb`;

/**
 * Step 4: the summer and winter outdoor (from the project), indoor and supply conditions, the elevation, with the
 * derived wet bulb, dew point and humidity ratio; the recovery results and the embedded Mollier chart. The results
 * are the preview's: the data sheet the saved revision will get (shown only while the values are those it was made of).
 */
export function OperatingPointStep({
  values,
  change,
  conditions,
  sheet,
}: StepProps & { conditions: ProjectConditions | null; sheet: DataSheet | null }) {
  const { t } = useTranslation();
  const set = (name: keyof WizardValues) => (value: number | null) =>
    change((v) => withConcentrations(withDerivedAir({ ...v, [name]: value })));
  const typed = (name: Editable) => {
    const humidity = name.endsWith('RhPct');
    return (
      <NumberInput
        key={name}
        name={name}
        label={t(`configurator.fields.${name}`)}
        value={values[name]}
        step={0.1}
        required
        accept={humidity ? isHumidity : isTemperature}
        refusal={t(humidity ? 'configurator.step4.humidityRange' : 'configurator.step4.temperatureRange')}
        onValue={set(name)}
      />
    );
  };
  const derived = (name: keyof WizardValues) => (
    <NumberInput
      key={name}
      name={name}
      label={t(`configurator.fields.${name}`)}
      value={values[name] as number | null}
      readOnly
    />
  );
  const reset = (season: Season) => (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <Button
        startIcon={<RestartAlt />}
        onClick={() => change((v) => resetSeason(v, season, conditions))}
        data-testid={`reset-${season}`}
      >
        {t(`configurator.step4.reset.${season}`)}
      </Button>
    </Box>
  );
  return (
    <>
      <Section title={t('configurator.step4.site')}>
        <NumberInput
          name="elevationM"
          label={t('configurator.fields.elevationM')}
          value={values.elevationM}
          required
          onValue={set('elevationM')}
        />
      </Section>
      <Section title={t('configurator.step4.summer')} testId="summer-conditions">
        {typed('summerOutdoorTDb')}
        {typed('summerOutdoorRhPct')}
        {derived('summerOutdoorTWb')}
        {derived('summerOutdoorTDp')}
        {typed('summerIndoorTDb')}
        {typed('summerIndoorRhPct')}
        {typed('summerSupplyTDb')}
        {reset('summer')}
      </Section>
      <Section title={t('configurator.step4.winter')} testId="winter-conditions">
        {typed('winterOutdoorTDb')}
        {typed('winterOutdoorRhPct')}
        {derived('winterOutdoorXGkg')}
        {typed('winterIndoorTDb')}
        {typed('winterIndoorRhPct')}
        {typed('winterSupplyTDb')}
        {reset('winter')}
      </Section>
      {sheet && (
        <Section title={t('configurator.step4.recovery')} testId="recovery-results">
          {(['summer', 'winter'] as const).map((season) => {
            const r = season === 'summer' ? sheet.summerRecCalculation : sheet.winterRecCalculation;
            return (
              <Box key={season} sx={{ display: 'grid', gap: 1 }}>
                <strong>{t(`configurator.step4.${season}`)}</strong>
                <Figure
                  label={t('configurator.step4.supplyOutTemperature')}
                  value={r.sup_AirTempOut}
                  unit="°C"
                  testId={`${season}-rec-temperature`}
                />
                <Figure
                  label={t('configurator.step4.supplyOutHumidity')}
                  value={r.sup_HumidityOut}
                  unit="%"
                />
                <Figure label={t('configurator.step4.efficiency')} value={r.temperatureEfficiency} unit="%" />
                <Figure
                  label={t('configurator.step4.recoveredPower')}
                  value={r.sup_TotalHeat}
                  unit="kW"
                  digits={2}
                />
              </Box>
            );
          })}
        </Section>
      )}
      <PositionChart values={values} sheet={sheet} />
    </>
  );
}
