import UploadFile from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/queries';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { energyApi } from '../../../api/energy';
import { apiErrorText } from '../../../api/server-messages';
import { useNotify } from '../../../app/notifications';

/**
 * The project's own hourly year (issue 25): an EPW file or a CSV (header dry_bulb_c,relative_humidity_pct, 8760 rows)
 * read as text and sent to the server, which checks it (a bad file: the line and the rule, in the user's language)
 * and stores it as the project's year; the energy tab then runs on it.
 */
export function WeatherUpload({ positionId }: { positionId: number }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const upload = useMutation({
    mutationFn: async (file: File) =>
      energyApi.uploadWeatherYear({
        id: positionId,
        fileName: file.name,
        format: file.name.toLowerCase().endsWith('.epw') ? 'epw' : 'csv',
        content: await file.text(),
      }),
    onSuccess: async (data) => {
      notify({ message: t('energy.weather.upload.done', { label: data.weather.label }) });
      // Every answer of the position (and the Mollier chart's cloud) ran on the year it replaces.
      await queryClient.invalidateQueries({ queryKey: queryKeys.positions.all });
    },
  });
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) {
      upload.mutate(file);
    }
  };
  return (
    <Box data-testid="weather-upload">
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<UploadFile />}
          disabled={upload.isPending}
          onClick={() => input.current?.click()}
          data-testid="weather-upload-button"
        >
          {t('energy.weather.upload.button')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('energy.weather.upload.formats')}
        </Typography>
        <input
          ref={input}
          type="file"
          accept=".epw,.csv,text/csv"
          hidden
          onChange={chosen}
          data-testid="weather-upload-input"
        />
      </Box>
      {upload.isError && (
        <Alert severity="error" sx={{ mt: 1 }} data-testid="weather-upload-error">
          {apiErrorText(upload.error, t('energy.weather.upload.failed'))}
        </Alert>
      )}
    </Box>
  );
}
