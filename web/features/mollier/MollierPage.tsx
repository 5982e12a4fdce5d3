import Add from '@mui/icons-material/Add';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Tune from '@mui/icons-material/Tune';
import {
  Alert,
  Box,
  Button,
  Container,
  FormControlLabel,
  Grid,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  Switch,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { type AirflowUnit, type MollierPdfRequest } from '../../../contracts/mollier';
import { pointDefinitions } from '../../../domain/mollier';
import type { MollierPositionData } from '../../../contracts/positions';
import { MAX_PROCESSES, type AirPoint } from '../../../engine/processes';
import { ALTITUDE_MAX, ALTITUDE_MIN } from '../../../engine/psychro';
import { apiDownload } from '../../api/client';
import { apiErrorText } from '../../api/server-messages';
import { useLanguage } from '../../app/i18n';
import { useNotify } from '../../app/notifications';
import { currentUnitSystem } from '../../app/units';
import { formatQuantity } from '../../lib/format';
import { UnitSchemePicture } from '../../components/pictures/UnitSchemePicture';
import { mollierPointsQuery } from './queries';
import { z } from 'zod';
import { AxesDialog } from './AxesDialog';
import {
  pdfFileName,
  positionFromState,
  positionPoints,
  schemeOf,
  type MollierPositionState,
} from '../../lib/mollierDatabaseMode';
import { HourlyYearCaption, useHourlyYear } from './HourlyYear';
import { MollierChartSvg } from '../../components/MollierChartSvg';
import { NumberField, RH_PCT } from './NumberField';
import { ProcessCard } from './ProcessCard';
import { ProcessTable } from './ProcessTable';
import { useMollier, type MollierModel } from './useMollier';

/** docs/rules.md#mollier-processes: the add button shows while the list has fewer than 6 points (outdoor, indoor and
 * 4 processes). */
const MAX_POINTS = 2 + MAX_PROCESSES;
/** docs/rules.md#mollier-inputs: a mixing ratio is kept within 0..100 %; one that is not a number falls back to 100. */
const MIXING_RATIO = z
  .number()
  .transform((ratio) => Math.min(100, Math.max(0, ratio)))
  .catch(100);

/** The standard atmosphere's range (engine/psychro standardPressure), m. */
const ELEVATION_RANGE = { min: ALTITUDE_MIN, max: ALTITUDE_MAX, unit: 'm' };

/** /mollier_chart: the Mollier (h-x) chart tool (docs/rules.md#mollier-screen), free or (with a position in the
 * state) database mode. */
export function MollierPage() {
  const location = useLocation();
  const position = useMemo(() => positionFromState(location.state), [location.state]);
  // docs/rules.md#mollier-screen: a loading placeholder shows first.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const itemId = position?.projectItemId;
  const results = useQuery(mollierPointsQuery(position));
  useEffect(() => {
    if (results.error) {
      // docs/rules.md#mollier-database-mode: a failed Mollier fetch is only logged; the chart shows outdoor and
      // indoor.
      console.error('Mollier position data', results.error);
    }
  }, [results.error]);
  if (!ready || (itemId !== undefined && results.isPending)) {
    return (
      <Container maxWidth="xl" sx={{ py: 3 }} data-testid="mollier-loading">
        <Skeleton variant="rectangular" height={480} />
      </Container>
    );
  }
  return <MollierTool position={position} results={results.data ?? null} />;
}

function MollierTool({
  position,
  results,
}: {
  position: MollierPositionState | null;
  results: MollierPositionData | null;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const system = currentUnitSystem();
  const notify = useNotify();
  const model = useMollier(
    position
      ? {
          settings: { altitude: position.elevationM, airflowM3h: position.flowSupplyM3h },
          points: positionPoints(position, results),
        }
      : {},
  );
  const { settings, points, chart } = model;
  const locked = position !== null;
  const small = useMediaQuery('(max-width:600px)');
  const [axesOpen, setAxesOpen] = useState(false);
  const [swapAxes, setSwapAxes] = useState(false);
  const outdoor = points.find((p) => p.process === 'outdoor');
  const indoor = points.find((p) => p.process === 'indoor');
  const mixing = points.some((p) => p.input?.code === 30);
  const scheme = position ? schemeOf(position, points) : null;
  // Issue 20: the location's hourly year under the position's process chain (the owner's positions only).
  const hours = useHourlyYear(position?.projectItemId, position !== null && position.admin !== true);

  const exportPdf = async () => {
    const request: MollierPdfRequest = {
      season: settings.season,
      language,
      units: system,
      airflowUnit: settings.airflowUnit,
      context: {
        altitude: settings.altitude,
        airflowM3h: settings.airflowM3h,
        mixingRatio: settings.mixingRatio,
        tSurface: settings.tSurface,
        rhMax: settings.rhMaxPct / 100,
      },
      axes: settings.axes,
      points: pointDefinitions(points),
      ...(position
        ? {
            position: {
              projectName: results?.projectName ?? '',
              name: position.name,
              revision: position.revisionNumber,
              location: results?.location ?? '',
            },
          }
        : {}),
    };
    try {
      await apiDownload('POST', '/mollier/pdf', pdfFileName(settings.season, position), request);
    } catch (error) {
      notify({ type: 'error', message: apiErrorText(error, t('mollier.pdfError')) });
    }
  };

  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('mollier.title')}
      </Typography>
      {position && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('mollier.databaseMode', { name: position.name, revision: position.revisionNumber })}
        </Alert>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 'auto' }}>
          <Paper sx={{ p: 1, overflowX: 'auto' }}>
            <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
              <Button
                size="small"
                startIcon={<SwapHoriz />}
                onClick={() => setSwapAxes((s) => !s)}
                data-testid="swap-axes"
              >
                {t('mollier.swapAxes')}
              </Button>
              <Button
                size="small"
                startIcon={<Tune />}
                onClick={() => setAxesOpen(true)}
                data-testid="axes-button"
              >
                {t('mollier.axes')}
              </Button>
              <Button
                size="small"
                startIcon={<PictureAsPdf />}
                onClick={() => void exportPdf()}
                data-testid="export-pdf"
              >
                {t('mollier.exportPdf')}
              </Button>
            </Stack>
            {chart && (
              <MollierChartSvg
                chart={chart}
                swapAxes={swapAxes}
                width={small ? 350 : 800}
                height={small ? 400 : 900}
                density={hours.density}
              />
            )}
            <HourlyYearCaption
              year={hours.data}
              density={hours.density}
              comfortZone={chart?.comfortZone ?? null}
              failed={hours.failed}
            />
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, lg: 'grow' }}>
          <Paper sx={{ p: 2 }}>
            <FormControlLabel
              control={
                <Switch
                  checked={settings.season === 'winter'}
                  onChange={(event) => model.setSeason(event.target.checked ? 'winter' : 'summer')}
                  slotProps={{ input: { 'data-testid': 'season-switch' } as object }}
                />
              }
              label={settings.season === 'summer' ? t('mollier.summer') : t('mollier.winter')}
            />
            <Stack spacing={2} sx={{ mt: 1 }}>
              {outdoor && indoor && (
                <FixedPointInputs model={model} outdoor={outdoor} indoor={indoor} locked={locked} />
              )}
              <Stack direction="row" spacing={1}>
                <NumberField
                  label={t('mollier.airflow')}
                  // IP has one airflow unit, cfm: the m3/s choice is an SI reading.
                  unit={settings.airflowUnit === 'm3/h' || system === 'ip' ? 'm³/h' : undefined}
                  value={
                    settings.airflowUnit === 'm3/h' || system === 'ip'
                      ? settings.airflowM3h
                      : settings.airflowM3h / 3600
                  }
                  decimals={settings.airflowUnit === 'm3/h' ? 0 : 2}
                  disabled={locked || mixing}
                  onCommit={(value) =>
                    model.setAirflow(
                      settings.airflowUnit === 'm3/h' || system === 'ip' ? value : value * 3600,
                    )
                  }
                  slotProps={{ htmlInput: { 'data-testid': 'airflow' } }}
                  sx={{ flexGrow: 1 }}
                />
                {system === 'si' && (
                  <TextField
                    select
                    size="small"
                    label={t('mollier.airflowUnit')}
                    value={settings.airflowUnit}
                    onChange={(event) => model.setAirflowUnit(event.target.value as AirflowUnit)}
                    slotProps={{ htmlInput: { 'data-testid': 'airflow-unit' } }}
                    sx={{ minWidth: 120 }}
                  >
                    <MenuItem value="m3/h" data-testid="unit-m3h">
                      m³/h
                    </MenuItem>
                    <MenuItem value="m3/s" data-testid="unit-m3s">
                      m³/s
                    </MenuItem>
                  </TextField>
                )}
              </Stack>
              <NumberField
                label={t('mollier.mixingRatio')}
                value={settings.mixingRatio}
                disabled={locked}
                rule={MIXING_RATIO}
                onCommit={(mixingRatio) => model.changeSettings({ mixingRatio })}
                slotProps={{ htmlInput: { 'data-testid': 'mixing-ratio' } }}
              />
              <NumberField
                label={t('mollier.elevation')}
                unit="m"
                value={settings.altitude}
                decimals={0}
                disabled={locked}
                range={ELEVATION_RANGE}
                onCommit={(altitude) => model.changeSettings({ altitude })}
                helperText={`${t('mollier.airPressure')}: ${formatQuantity(model.context.pressure, 'Pa abs', 0)}`}
                slotProps={{ htmlInput: { 'data-testid': 'elevation' } }}
                // The pressure is information, not a locked input: readable (AA contrast) in database mode too.
                sx={{ '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
              />
              {!locked && points.length < MAX_POINTS && (
                <Button
                  variant="outlined"
                  startIcon={<Add />}
                  onClick={model.addProcess}
                  data-testid="add-process"
                >
                  {t('mollier.addProcess')}
                </Button>
              )}
              {!locked &&
                points
                  .filter((p) => p.input !== undefined)
                  .map((point) => <ProcessCard key={point.id} point={point} model={model} />)}
              {/* docs/rules.md#mollier-database-mode: in database mode the unit scheme replaces the process cards. */}
              {scheme && (
                <Box data-testid="mollier-scheme">
                  <Typography variant="subtitle2" gutterBottom>
                    {t('mollier.scheme')}
                  </Typography>
                  <UnitSchemePicture
                    family={scheme.family}
                    withCoils={scheme.withCoils}
                    season={settings.season}
                    coilLabel={t(settings.season === 'summer' ? 'positions.cooler' : 'positions.heater')}
                    title={t('mollier.scheme')}
                    maxWidth="100%"
                  />
                </Box>
              )}
            </Stack>
          </Paper>
        </Grid>
      </Grid>
      <Paper sx={{ mt: 3, p: 1 }}>
        <Box sx={{ px: 1, pt: 1 }}>
          <Typography variant="subtitle1">
            {settings.season === 'summer' ? t('mollier.summerMode') : t('mollier.winterMode')}
          </Typography>
        </Box>
        <ProcessTable points={points} airflowUnit={settings.airflowUnit} />
      </Paper>
      {axesOpen && (
        <AxesDialog
          axes={settings.axes}
          comfortZone={chart?.comfortZone ?? null}
          onApply={model.setAxes}
          onClose={() => setAxesOpen(false)}
        />
      )}
    </Container>
  );
}

function FixedPointInputs({
  model,
  outdoor,
  indoor,
  locked,
}: {
  model: MollierModel;
  outdoor: AirPoint;
  indoor: AirPoint;
  locked: boolean;
}) {
  const { t } = useTranslation();
  const row = (role: 'outdoor' | 'indoor', point: AirPoint) => (
    // Issue 31: on a phone the role takes its own line, so the two fields share the width and show their labels.
    <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <Typography variant="body2" sx={{ width: { xs: '100%', sm: 110 } }}>
        {t(`mollier.${role}`)}
      </Typography>
      <NumberField
        label={t('mollier.temperature')}
        unit="°C"
        value={point.tDb}
        disabled={locked}
        onCommit={(tDb) => model.editFixed(role, { tDb })}
        slotProps={{ htmlInput: { 'data-testid': `${role}-tdb` } }}
      />
      <NumberField
        label={t('mollier.humidity')}
        value={point.rh * 100}
        disabled={locked}
        // docs/rules.md#mollier-inputs: a humidity outside 0..100 becomes 50.
        rule={RH_PCT}
        onCommit={(rhPct) => model.editFixed(role, { rh: rhPct / 100 })}
        slotProps={{ htmlInput: { 'data-testid': `${role}-rh` } }}
      />
    </Stack>
  );
  return (
    <>
      {row('outdoor', outdoor)}
      {row('indoor', indoor)}
    </>
  );
}
