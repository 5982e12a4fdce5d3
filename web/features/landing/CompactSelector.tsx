import {
  Alert,
  Button,
  Container,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FAMILIES, unitTypesForFlows, type HeatRecoveryFamily } from '../../../engine/catalogue/sizes';
import { useSession } from '../../app/session';
import { ScrollRegion } from '../../components/ScrollRegion';

const DEFAULT_FLOW_M3H = 1120;

/**
 * The built-in Compact PRO selector that replaces the original's external frame: flows and a heat recovery family
 * give the matching sizes of the catalogue, and a project can be started from there.
 */
export function CompactSelector() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  const [family, setFamily] = useState<HeatRecoveryFamily>('Rotary');
  const [supply, setSupply] = useState(String(DEFAULT_FLOW_M3H));
  const [exhaust, setExhaust] = useState(String(DEFAULT_FLOW_M3H));
  const matches = unitTypesForFlows(Number(supply), Number(exhaust)).filter((type) => type.family === family);

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('ahuType.compactTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('ahuType.compactIntro')}
      </Typography>
      <Paper sx={{ p: 3 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
          <TextField
            select
            label={t('ahuType.family')}
            value={family}
            onChange={(event) => setFamily(event.target.value as HeatRecoveryFamily)}
            sx={{ minWidth: { sm: 280 }, flex: 3 }}
          >
            {FAMILIES.map((f) => (
              <MenuItem key={f.family} value={f.family}>
                {t(`ahuType.families.${f.family}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('ahuType.supplyFlow')}
            type="number"
            value={supply}
            onChange={(event) => setSupply(event.target.value)}
            // Issue 31: the flows share the row's width (at their own width the labels were cut at 1400 px).
            sx={{ flex: 2 }}
            slotProps={{ htmlInput: { min: 600, max: 6800, step: 10 } }}
          />
          <TextField
            label={t('ahuType.returnFlow')}
            type="number"
            value={exhaust}
            onChange={(event) => setExhaust(event.target.value)}
            sx={{ flex: 2 }}
            slotProps={{ htmlInput: { min: 600, max: 6800, step: 10 } }}
          />
        </Stack>
        {matches.length === 0 ? (
          <Alert severity="info">{t('ahuType.noMatch')}</Alert>
        ) : (
          <ScrollRegion label={t('ahuType.unitType')}>
            <Table size="small" data-testid="compact-matches">
              <TableHead>
                <TableRow>
                  <TableCell>{t('ahuType.unitType')}</TableCell>
                  <TableCell align="right">{t('ahuType.nominalFlow')}</TableCell>
                  <TableCell align="right">{t('ahuType.flowRange')}</TableCell>
                  <TableCell align="right">{t('ahuType.transport')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {matches.map((type) => (
                  <TableRow key={type.code}>
                    <TableCell>{type.label}</TableCell>
                    <TableCell align="right">{type.nominalFlowM3h}</TableCell>
                    <TableCell align="right">
                      {type.minFlowM3h} – {type.maxFlowM3h}
                    </TableCell>
                    <TableCell align="right">{type.transportSections.join(' / ')}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollRegion>
        )}
        <Button
          variant="contained"
          sx={{ mt: 3 }}
          disabled={matches.length === 0}
          onClick={() => void navigate(isLoggedIn ? '/create-project' : '/')}
        >
          {isLoggedIn ? t('ahuType.configure') : t('ahuType.loginToConfigure')}
        </Button>
      </Paper>
    </Container>
  );
}
