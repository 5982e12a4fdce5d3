import { Alert, Box, FormControlLabel, Switch } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DataSheet } from '../../../../contracts/calc';
import { FAN_TYPES } from '../../../../contracts/positions';
import { brand } from '../../../app/brand';
import { Figure, patch, Section, SelectInput, type StepProps } from '../fields';

/**
 * Step 7: fan advanced settings On / Off (the switch is hidden where the brand says so); Off lets the calculation
 * choose the fan, On shows the fan type select.
 */
export function FanStep({ values, change, sheet }: StepProps & { sheet: DataSheet | null }) {
  const { t } = useTranslation();
  const on = values.fanAdvancedSettings === 'On';
  return (
    <Section title={t('configurator.steps.s7')}>
      {!brand.flags.fanAdvancedToggleHidden && (
        <FormControlLabel
          sx={{ gridColumn: '1 / -1' }}
          control={
            <Switch
              checked={on}
              onChange={(_, checked) => change(patch({ fanAdvancedSettings: checked ? 'On' : 'Off' }))}
              slotProps={{ input: { 'data-testid': 'field-fanAdvancedSettings' } as object }}
            />
          }
          label={t('configurator.fields.fanAdvancedSettings')}
        />
      )}
      {on ? (
        <SelectInput
          name="fanType"
          label={t('configurator.fields.fanType')}
          value={values.fanType}
          options={FAN_TYPES}
          required
          onChoose={(fanType) => change(patch({ fanType }))}
        />
      ) : (
        <Alert severity="info" sx={{ gridColumn: '1 / -1' }} data-testid="fan-off-info">
          {t('configurator.step7.offInfo')}
        </Alert>
      )}
      {sheet && <FanFigures sheet={sheet} />}
    </Section>
  );
}

/**
 * The fan calculation's headline figures from the preview's data sheet: type, electrical power of both fans, the
 * unit's SFP and its class (the fans' own SFP, per fan, is on the data sheet).
 */
export function FanFigures({ sheet }: { sheet: DataSheet }) {
  const { t } = useTranslation();
  const power = sheet.supplyFanCalculation.absorbedPower + sheet.exhaustFanCalculation.absorbedPower;
  return (
    <Box
      sx={{
        gridColumn: '1 / -1',
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
      }}
      data-testid="fan-results"
    >
      <Figure
        label={t('configurator.step7.fanType')}
        value={`${sheet.supplyFanCalculation.fanType} (${sheet.supplyFanCalculation.type})`}
      />
      <Figure label={t('configurator.step7.power')} value={power} unit="kW el" digits={2} />
      <Figure
        label={t('configurator.step7.sfp')}
        value={sheet.ecodesign.sfpUnit}
        unit="W/(m³/s)"
        digits={0}
      />
      <Figure label={t('configurator.step7.sfpClass')} value={sheet.ecodesign.sfpUnitClass} />
    </Box>
  );
}
