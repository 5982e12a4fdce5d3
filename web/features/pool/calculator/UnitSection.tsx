import { Alert, Box, MenuItem, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { POOL_UNITS_MAX, POOL_UNITS_MIN } from '../../../../engine/pool';
import { poolUnitsQuery } from '../queries';
import { formatEuro } from '../../../lib/format';
import type { PoolFormValues, PoolTypedFields } from '../form';
import { Derived, PoolChoice, Section, usePoolForm } from './fields';
import type { SectionProps } from './InputSections';

const UNIT_COUNTS = Array.from({ length: POOL_UNITS_MAX - POOL_UNITS_MIN + 1 }, (_, i) => i + POOL_UNITS_MIN);

/**
 * The HYDRApro units that move the air one unit must (the catalogue look-up), the chosen series and size: the page
 * saves the chosen unit with the position, the section offers the choice.
 */
export function usePoolUnits(
  control: Control<PoolFormValues, unknown, PoolTypedFields>,
  airPerUnit: number | undefined,
) {
  const [unitType, unitTypeId] = useWatch({ control, name: ['unitType', 'unitTypeId'] });
  const types = useQuery(poolUnitsQuery(airPerUnit));
  const offered = types.data ?? [];
  return {
    loaded: types.isSuccess,
    offered,
    unitType,
    unitTypes: [...new Set(offered.map((u) => u.type))],
    sizes: offered.filter((u) => u.type === unitType),
    unit: offered.find((u) => u.id === unitTypeId),
  };
}

/** The number of units, the series and size of unit, its data and the price. */
export function UnitSection({ state, units }: SectionProps & { units: ReturnType<typeof usePoolUnits> }) {
  const { t } = useTranslation();
  const { control, setValue } = usePoolForm();
  const numOfUnits = useWatch({ control, name: 'numOfUnits' });
  const { unit, unitType, unitTypes, sizes } = units;
  return (
    <Section title={t('pool.unitSelection')} testId="section-unit">
      <PoolChoice
        name="numOfUnits"
        options={UNIT_COUNTS.map((n) => ({ value: String(n), label: String(n), testId: `pool-units-${n}` }))}
      />
      <Derived label={t('pool.airFlowPerUnit')} value={state?.airFlowPerUnit} digits={0} />
      {units.loaded && units.offered.length === 0 && <Alert severity="warning">{t('pool.noUnits')}</Alert>}
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
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}
          data-testid="unit-details"
        >
          <Derived label={t('pool.maxAirVolume')} value={unit.maxAirVolume} digits={0} />
          <Derived label={t('pool.width')} value={unit.width} digits={0} />
          <Derived label={t('pool.length')} value={unit.length} digits={0} />
          <Derived label={t('pool.height')} value={unit.height} digits={0} />
          <Derived label={t('pool.weight')} value={unit.weight} digits={0} />
          <Typography>
            {t('pool.unitPrice')}: {formatEuro(unit.price)}
          </Typography>
          <Typography sx={{ fontWeight: 'bold' }} data-testid="pool-price">
            {t('pool.price')}: {formatEuro(unit.price * Number(numOfUnits))}
          </Typography>
        </Box>
      )}
    </Section>
  );
}
