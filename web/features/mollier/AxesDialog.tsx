import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { ComfortZone } from '../../../engine/chart';
import { zodResolver } from '@hookform/resolvers/zod';
import { NumberField } from './NumberField';
import type { AxisRanges } from './useMollier';

/** The dialog's form: four numbers (the chart, engine/chart, refuses ranges it cannot draw when applied). */
const AXIS_RANGES = z.object({ tMin: z.number(), tMax: z.number(), xMin: z.number(), xMax: z.number() });

/**
 * The axes dialog: temperature and absolute-humidity ranges (a react-hook-form form; each field applies what is typed
 * when left); the comfort zone is shown, read-only. Mounted while open, so each opening starts from the current axes.
 */
export function AxesDialog(props: {
  axes: AxisRanges;
  comfortZone: ComfortZone | null;
  onApply: (axes: AxisRanges) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { watch, setValue, handleSubmit } = useForm<AxisRanges>({
    defaultValues: props.axes,
    resolver: zodResolver(AXIS_RANGES),
  });
  const draft = watch();
  const field = (key: keyof AxisRanges, label: string) => (
    <NumberField
      label={label}
      value={draft[key]}
      onCommit={(value) => setValue(key, value)}
      slotProps={{ htmlInput: { 'data-testid': `axes-${key}` } }}
    />
  );
  const apply = handleSubmit((axes) => {
    props.onApply(axes);
    props.onClose();
  });
  const zone = props.comfortZone;
  return (
    <Dialog open onClose={props.onClose}>
      <DialogTitle>{t('mollier.axesTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {field('tMin', t('mollier.minTemp'))}
          {field('tMax', t('mollier.maxTemp'))}
          {field('xMin', t('mollier.minHumidity'))}
          {field('xMax', t('mollier.maxHumidity2'))}
          <TextField
            size="small"
            label={t('mollier.comfortTemp')}
            value={zone ? `${zone.tDb[0].toFixed(1)} – ${zone.tDb[1].toFixed(1)}` : '–'}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          <TextField
            size="small"
            label={t('mollier.comfortHumidity')}
            value={zone ? `${(zone.rh[0] * 100).toFixed(0)} – ${(zone.rh[1] * 100).toFixed(0)}` : '–'}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('mollier.cancel')}</Button>
        <Button variant="contained" onClick={() => void apply()} data-testid="axes-apply">
          {t('mollier.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
