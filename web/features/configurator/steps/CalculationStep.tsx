import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { UnitTypeMatch } from '../../../../engine/catalogue';
import { isSiUnit, unitOfName, type SiUnit } from '../../../../domain/units';
import { buildingTypeLabel } from '../../../lib/buildingTypes';
import { formatEuro, formatNumber, formatQuantity } from '../../../lib/format';
import { Figure, useOptionLabel } from '../fields';
import { summaryGroups, type WizardValues } from '../wizard';
import type { DataSheet } from '../../../../contracts/calc';
import { FanFigures } from './FanStep';

/** A temperature efficiency as Figure prints it (one decimal), or its dash. */
const percent = (value: number | null) => (value === null ? '-' : `${formatNumber(value, 1)} %`);

/**
 * What steps 4 and 5 show of a field left blank: the air leaving the recovery (summer for the cooler, winter for the
 * heater) from the preview of these values; null when the field has no such value or there is no preview yet.
 */
function previewValue(field: string, sheet: DataSheet | null): number | null {
  const match = /^(summerRecoveryOut|winterRecoveryOut|coolerAirIn|heaterAirIn)(TDb|RhPct)$/.exec(field);
  if (!match || !sheet) {
    return null;
  }
  const [, where, quantity] = match;
  const recovery =
    where === 'summerRecoveryOut' || where === 'coolerAirIn'
      ? sheet.summerRecCalculation
      : sheet.winterRecCalculation;
  return quantity === 'TDb' ? recovery.sup_AirTempOut : recovery.sup_HumidityOut;
}

/** The SI unit of a step's number field: its name's, or for a coil's air and water values their parameter's. */
function fieldUnit(field: string, values: WizardValues): SiUnit | undefined {
  const coil = /^(heater|cooler)(AirInputValue|WaterInputValue)$/.exec(field);
  if (coil) {
    const [, kind, which] = coil as unknown as [string, 'heater' | 'cooler', string];
    return which === 'AirInputValue'
      ? values[`${kind}AirInputParam`] === 'Capacity'
        ? 'kW'
        : '°C'
      : values[`${kind}WaterInputParam`] === 'Fluid flow'
        ? 'm³/h liquid'
        : '°C';
  }
  return unitOfName(field);
}

/** Step 8: every input grouped by step, and Calculate (disabled, with the wait text, while the save runs). */
export function CalculationStep({
  values,
  unitTypes,
  sheet,
  submitting,
  onCalculate,
}: {
  values: WizardValues;
  unitTypes: readonly UnitTypeMatch[];
  /** The preview of these values: the data sheet the revision will get. */
  sheet: DataSheet | null;
  submitting: boolean;
  onCalculate: () => void;
}) {
  const { t } = useTranslation();
  const optionLabel = useOptionLabel();
  const shown = (field: string, typed: string | number | boolean | null) => {
    // A value the wizard showed from the preview rather than typed (issue 31 point 7): the same preview's here.
    const value = typed ?? previewValue(field, sheet);
    if (field === 'unitTypeId') {
      return unitTypes.find((u) => u.id === value)?.name ?? optionLabel(value);
    }
    if (field === 'airflowDirection' && value === 0) {
      return '-';
    }
    if (field === 'buildingType' && typeof value === 'string') {
      return buildingTypeLabel(value, t);
    }
    // A measured number in the reader's units and language (issue 30; issue 31, point 4).
    const unit = fieldUnit(field, values);
    if (typeof value === 'number' && unit !== undefined) {
      return formatQuantity(value, unit);
    }
    return typeof value === 'number' ? formatNumber(value) : optionLabel(value);
  };
  // Step 4 lists both seasons' fields, whose labels read alike ('Outdoor temperature'): name the season.
  const rowLabel = (field: string) => {
    // The value shows its unit: the label drops its own ('Supply flow (m³/h)' reads 'Supply flow').
    const label = t(`configurator.fields.${field}`).replace(/\s*\(([^()]*)\)$/, (whole, unit: string) =>
      isSiUnit(unit) ? '' : whole,
    );
    const season = /^(summer|winter)/.exec(field)?.[1];
    const seasonName = season ? t(`configurator.step4.${season}`) : '';
    return season && !label.toLowerCase().includes(seasonName.toLowerCase())
      ? `${seasonName}: ${label}`
      : label;
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {summaryGroups(values).map((group) => (
        <Paper key={group.step} variant="outlined" sx={{ p: 2 }} data-testid={`summary-${group.step}`}>
          <Typography variant="h6" component="h3" gutterBottom>
            {group.step}. {t(`configurator.steps.s${group.step}`)}
          </Typography>
          <Table size="small">
            <TableBody>
              {group.fields.map(({ field, value }) => (
                <TableRow key={field}>
                  <TableCell component="th" scope="row" sx={{ width: '55%', overflowWrap: 'anywhere' }}>
                    {rowLabel(field)}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }} data-testid={`summary-${field}`}>
                    {shown(field, value)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      ))}
      {sheet && (
        <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }} data-testid="summary-preview">
          <Typography variant="h6" component="h3">
            {t('configurator.preview.title')}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
            }}
          >
            <Figure
              label={t('configurator.preview.efficiency')}
              value={`${percent(sheet.summerRecCalculation.temperatureEfficiency)} / ${percent(sheet.winterRecCalculation.temperatureEfficiency)}`}
            />
            {sheet.heating && (
              <Figure
                label={t('configurator.preview.heating')}
                value={sheet.heating.capacity}
                unit="kW"
                digits={2}
              />
            )}
            {sheet.cooling && (
              <Figure
                label={t('configurator.preview.cooling')}
                value={sheet.cooling.capacity}
                unit="kW"
                digits={2}
              />
            )}
            <Figure
              label={t('configurator.preview.price')}
              value={formatEuro(sheet.price.total)}
              testId="summary-preview-price"
            />
          </Box>
          <FanFigures sheet={sheet} />
        </Paper>
      )}
      {submitting && (
        <Alert severity="info" icon={<CircularProgress size={20} />} data-testid="wizard-in-progress">
          {t('configurator.inProgress')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          size="large"
          disabled={submitting}
          onClick={onCalculate}
          data-testid="wizard-calculate"
        >
          {t('configurator.calculate')}
        </Button>
      </Box>
    </Box>
  );
}
