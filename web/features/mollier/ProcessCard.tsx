import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import {
  Alert,
  Card,
  CardContent,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AirPoint, ProcessCode } from '../../../engine/processes';
import { z } from 'zod';
import { NumberField, RH_PCT } from './NumberField';
import type { MollierModel } from './useMollier';

export const PROCESS_CODES: readonly ProcessCode[] = [10, 20, 30, 40, 50];

/** The cooler's maximum humidity: above 0 up to 100 %, else the previous value stays. */
const RH_MAX_PCT = z.number().gt(0).max(100);

/** One added process: its type, its target, and delete. Changing the type recalculates the card. */
export function ProcessCard({ point, model }: { point: AirPoint; model: MollierModel }) {
  const { t } = useTranslation();
  const input = point.input;
  if (input === undefined) {
    return null;
  }
  const code = input.code;
  const byPower = (code === 10 || code === 20) && input.tDb === undefined;

  return (
    <Card variant="outlined" data-testid={`process-card-${point.id}`}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5 }}>
          <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
            {point.id}. {t(`mollier.processes.p${code}`)}
          </Typography>
          <Tooltip title={t('mollier.deleteProcess')}>
            <IconButton
              size="small"
              onClick={() => model.deleteProcess(point.id)}
              aria-label={t('mollier.deleteProcess')}
            >
              <DeleteOutline fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
        <Stack spacing={1.5}>
          <TextField
            select
            size="small"
            label={t('mollier.processType')}
            value={code}
            onChange={(event) => model.changeProcessType(point.id, Number(event.target.value) as ProcessCode)}
            slotProps={{ htmlInput: { 'data-testid': `process-type-${point.id}` } }}
          >
            {PROCESS_CODES.map((c) => (
              <MenuItem key={c} value={c} data-testid={`process-option-${c}`}>
                {t(`mollier.processes.p${c}`)}
              </MenuItem>
            ))}
          </TextField>
          {(code === 10 || code === 20) && (
            <>
              <ToggleButtonGroup
                size="small"
                exclusive
                value={byPower ? 'power' : 'temperature'}
                onChange={(_, mode: 'power' | 'temperature' | null) => {
                  if (mode === 'power') {
                    model.applyProcess(
                      point.id,
                      code === 10 ? { code, heatingPower: 0 } : { code, coolingPower: 0 },
                    );
                  } else if (mode === 'temperature') {
                    model.applyProcess(point.id, { code, tDb: point.tDb });
                  }
                }}
              >
                <ToggleButton value="temperature">{t('mollier.byTemperature')}</ToggleButton>
                <ToggleButton value="power">{t('mollier.byPower')}</ToggleButton>
              </ToggleButtonGroup>
              {byPower ? (
                <NumberField
                  label={t('mollier.power')}
                  unit="kW"
                  value={Math.abs(point.usedPower) / 1000}
                  decimals={2}
                  onCommit={(kW) =>
                    model.applyProcess(
                      point.id,
                      code === 10 ? { code, heatingPower: kW * 1000 } : { code, coolingPower: kW * 1000 },
                    )
                  }
                  slotProps={{ htmlInput: { 'data-testid': `process-power-${point.id}` } }}
                />
              ) : (
                <NumberField
                  label={t('mollier.targetTemperature')}
                  unit="°C"
                  value={input.tDb ?? point.tDb}
                  onCommit={(tDb) => model.applyProcess(point.id, { code, tDb })}
                  // docs/rules.md#mollier-inputs: the heating temperature field takes at most 5 characters.
                  slotProps={{ htmlInput: { maxLength: 5, 'data-testid': `process-target-${point.id}` } }}
                />
              )}
            </>
          )}
          {code === 20 && (
            <>
              <NumberField
                label={t('mollier.coolerSurface')}
                unit="°C"
                value={model.settings.tSurface}
                onCommit={(tSurface) => model.changeSettings({ tSurface })}
              />
              <NumberField
                label={t('mollier.maxHumidity')}
                value={model.settings.rhMaxPct}
                rule={RH_MAX_PCT}
                onCommit={(rhMaxPct) => model.changeSettings({ rhMaxPct })}
              />
            </>
          )}
          {code === 30 && <MixingShares model={model} />}
          {(code === 40 || code === 50) && (
            <NumberField
              label={t('mollier.targetHumidity')}
              value={input.rh * 100}
              rule={RH_PCT}
              onCommit={(rhPct) => model.applyProcess(point.id, { code, rh: rhPct / 100 })}
              slotProps={{ htmlInput: { 'data-testid': `process-rh-${point.id}` } }}
            />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * The mixing card says how the air flow is split (docs/rules.md#mollier-processes): at a ratio of 0 or 100 % one
 * stream gets the whole flow and the other none, so the card says that nothing is mixed instead of leaving the indoor
 * air flow at 0 without a word (issue 31, point 13).
 */
function MixingShares({ model }: { model: MollierModel }) {
  const { t } = useTranslation();
  const flowOf = (role: 'outdoor' | 'indoor') =>
    Math.round(model.points.find((p) => p.process === role)?.airflowM3h ?? 0);
  const ratio = model.settings.mixingRatio;
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {t('mollier.mixingNote')}
      </Typography>
      <Typography variant="body2" data-testid="mixing-shares">
        {t('mollier.mixingShares', { outdoor: flowOf('outdoor'), indoor: flowOf('indoor'), ratio })}
      </Typography>
      {(ratio <= 0 || ratio >= 100) && (
        <Alert severity="warning" data-testid="mixing-one-stream">
          {t('mollier.mixingOneStream', { ratio })}
        </Alert>
      )}
    </>
  );
}
