import {
  Alert,
  Box,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { UnitTypeMatch } from '../../../../engine/catalogue';
import { sizeCompliance, type SizeCompliance } from '../ecodesign';
import type { WizardValues } from '../wizard';
import { toSystem } from '../../../../domain/units';
import { currentUnitSystem } from '../../../app/units';
import { formatNumber, unitLabel } from '../../../lib/format';
import { ScrollRegion } from '../../../components/ScrollRegion';

/** Shares as percentages and SFPint in the reader's units and language (issues 30 and 31). */
const pct = (value: number, decimals = 1) => formatNumber(value * 100, decimals);
const sfp = (value: number) => {
  const shown = toSystem(value, 'W/(m³/s)', 0, currentUnitSystem());
  return formatNumber(shown.value, shown.decimals);
};

/**
 * Step 3: each offered size against EU 1253/2014 at the position's flows (eta_t and SFPint against their limits), and,
 * when the position requires compliance (step 2) and the chosen size fails, what to change: the complying sizes of
 * every heat recovery for these flows, or a fine supply filter.
 */
export function SizeEcodesign({
  values,
  sizes,
  unitTypes,
}: {
  values: WizardValues;
  sizes: readonly UnitTypeMatch[];
  unitTypes: readonly UnitTypeMatch[];
}) {
  const { t } = useTranslation();
  const checks = useMemo(() => unitTypes.map((unit) => sizeCompliance(values, unit)), [values, unitTypes]);
  const offered = checks.filter((c) => sizes.some((s) => s.id === c.id));
  if (offered.length === 0) {
    return null;
  }
  const chosen = checks.find((c) => c.id === values.unitTypeId);
  const required = values.ecoDesign === 'compliant';
  const complying = checks.filter((c) => c.erp?.compliant).map((c) => c.name);
  const reasons = (c: SizeCompliance) =>
    c.failures
      .map((f) =>
        f.criterion === 'etaT'
          ? t('configurator.step3.ecodesign.etaTFails', {
              value: pct(f.value),
              limit: pct(f.limit, 0),
            })
          : t('configurator.step3.ecodesign.sfpIntFails', {
              value: sfp(f.value),
              limit: `${sfp(f.limit)} ${unitLabel('W/(m³/s)')}`,
            }),
      )
      .join('; ');
  return (
    <Box sx={{ gridColumn: '1 / -1' }} data-testid="size-ecodesign">
      <Typography variant="subtitle2" gutterBottom>
        {t('configurator.step3.ecodesign.title')}
      </Typography>
      <ScrollRegion label={t('configurator.step3.ecodesign.title')}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('configurator.fields.unitTypeId')}</TableCell>
              <TableCell align="right">{t('configurator.step3.ecodesign.etaT')}</TableCell>
              <TableCell align="right">{t('configurator.step3.ecodesign.sfpInt')}</TableCell>
              <TableCell>{t('configurator.step3.ecodesign.verdict')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {offered.map((c) => (
              <TableRow
                key={c.id}
                selected={c.id === values.unitTypeId}
                data-testid={`size-ecodesign-${c.id}`}
              >
                <TableCell>{c.name}</TableCell>
                <TableCell align="right">
                  {c.erp ? `${pct(c.erp.etaT)} % (≥ ${pct(c.erp.etaTMin, 0)} %)` : '–'}
                </TableCell>
                <TableCell align="right">
                  {c.erp
                    ? `${sfp(c.erp.sfpInt)} (≤ ${sfp(c.erp.sfpIntLimit)}) ${unitLabel('W/(m³/s)')}`
                    : '–'}
                </TableCell>
                <TableCell>
                  {c.erp === null ? (
                    <Chip
                      size="small"
                      label={t('configurator.step3.ecodesign.unknown')}
                      title={c.error ?? ''}
                    />
                  ) : c.erp.compliant ? (
                    <Chip size="small" color="success" label={t('configurator.step3.ecodesign.complies')} />
                  ) : (
                    <Chip
                      size="small"
                      color={required ? 'error' : 'default'}
                      label={t('configurator.step3.ecodesign.fails')}
                      title={reasons(c)}
                    />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollRegion>
      <Typography variant="caption" color="text.secondary">
        {t('configurator.step3.ecodesign.basis', {
          filter: values.fineFilterClassSupply ?? 'M6',
        })}
      </Typography>
      {required && chosen?.erp && !chosen.erp.compliant && (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid="size-ecodesign-advice">
          {t('configurator.step3.ecodesign.advice', { size: chosen.name, reasons: reasons(chosen) })}{' '}
          {complying.length > 0
            ? t('configurator.step3.ecodesign.complyingSizes', { sizes: complying.join(', ') })
            : t('configurator.step3.ecodesign.noComplyingSize')}
        </Alert>
      )}
    </Box>
  );
}
