import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComfortZone } from '../../../engine/chart';
import { NumberField } from './NumberField';
import type { AxisRanges } from './useMollier';

/**
 * The axes dialog: temperature and absolute-humidity ranges; the comfort zone is shown, read-only. Mounted while
 * open, so each opening starts from the current axes.
 */
export function AxesDialog(props: {
  axes: AxisRanges;
  comfortZone: ComfortZone | null;
  onApply: (axes: AxisRanges) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(props.axes);
  const field = (key: keyof AxisRanges, label: string) => (
    <NumberField
      label={label}
      value={draft[key]}
      onCommit={(value) => setDraft((d) => ({ ...d, [key]: value }))}
    />
  );
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
        <Button
          variant="contained"
          onClick={() => {
            props.onApply(draft);
            props.onClose();
          }}
        >
          {t('mollier.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
