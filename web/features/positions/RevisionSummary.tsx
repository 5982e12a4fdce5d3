import Air from '@mui/icons-material/Air';
import Bolt from '@mui/icons-material/Bolt';
import Category from '@mui/icons-material/Category';
import Checklist from '@mui/icons-material/Checklist';
import FilterAlt from '@mui/icons-material/FilterAlt';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Thermostat from '@mui/icons-material/Thermostat';
import {
  Alert,
  Box,
  Grid,
  Paper,
  Skeleton,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoilSection, DataSheet, SheetAirState } from '../../../contracts/calc';
import type { CalculationsData } from '../../../contracts/positions';
import { airStates } from '../../../domain/data-sheet';
import { formatEuro, formatNumber, formatQuantity, unitLabel } from '../../lib/format';
import { toSystem } from '../../../domain/units';
import { currentUnitSystem } from '../../app/units';
import { fieldLabel, summaryFieldsOf, TABS, type Shown, type SummaryField, type TabKey } from './summary';
import { ScrollRegion } from '../../components/ScrollRegion';

export const TAB_ICONS: Record<TabKey, ReactElement> = {
  info: <InfoOutlined />,
  requirements: <Checklist />,
  typeOfUnit: <Category />,
  operatingPoint: <Thermostat />,
  filtering: <FilterAlt />,
  fan: <Air />,
};

/** docs/rules.md#revision-screen: tab labels hide on screens up to 600 px wide, leaving the icons. */
export const MOBILE_QUERY = '(max-width:600px)';

/** The summary's tabs and, after them, the energy tab (issue 20). */
export type ScreenTab = TabKey | 'energy';

/** A tab of the phone's row: its icon only, as narrow as the icon allows. */
const TAB_ON_PHONE = { minHeight: 48, minWidth: 0, px: 0.5 };

/**
 * The six tabs over the active revision's read-only summary (docs/rules.md#revision-screen), and the energy tab
 * when the screen gives its content (`energy`; not in admin mode).
 */
export function RevisionSummary({
  position,
  tab,
  onTab,
  calculations,
  energy,
}: {
  position: Shown;
  tab: ScreenTab;
  onTab: (tab: ScreenTab) => void;
  calculations: { data?: CalculationsData; isPending: boolean; isError: boolean };
  energy?: ReactNode;
}) {
  const { t } = useTranslation();
  const small = useMediaQuery(MOBILE_QUERY);
  const fields = tab === 'energy' ? [] : summaryFieldsOf(tab, position);
  // Fields without a section first, then one block per section in the list's order.
  const sections = [...new Set(fields.map((f) => f.section))];
  return (
    <Paper sx={{ mt: 2 }}>
      <Tabs
        value={tab}
        onChange={(_, value: ScreenTab) => onTab(value)}
        // Issue 31: on a phone the seven icons share the width (a scrolling row showed four of them).
        variant={small ? 'fullWidth' : 'scrollable'}
        scrollButtons="auto"
        data-testid="revision-tabs"
      >
        {TABS.map((key) => (
          <Tab
            key={key}
            value={key}
            icon={TAB_ICONS[key]}
            iconPosition="start"
            label={small ? undefined : t(`positions.tabs.${key}`)}
            aria-label={t(`positions.tabs.${key}`)}
            data-testid={`revision-tab-${key}`}
            sx={small ? TAB_ON_PHONE : { minHeight: 48 }}
          />
        ))}
        {energy && (
          <Tab
            value="energy"
            icon={<Bolt />}
            iconPosition="start"
            label={small ? undefined : t('energy.tab')}
            aria-label={t('energy.tab')}
            data-testid="revision-tab-energy"
            sx={small ? TAB_ON_PHONE : { minHeight: 48 }}
          />
        )}
      </Tabs>
      {small && (
        <Typography variant="subtitle2" sx={{ px: 2, pt: 1 }} data-testid="revision-tab-title">
          {tab === 'energy' ? t('energy.tab') : t(`positions.tabs.${tab}`)}
        </Typography>
      )}
      <Box sx={{ p: 2 }} role="tabpanel" data-testid={`revision-panel-${tab}`}>
        {sections.map((section) => (
          <Box key={section ?? 'main'} sx={{ mb: 2 }} data-testid={`revision-section-${section ?? 'main'}`}>
            {section && (
              <Typography variant="subtitle2" color="primary" gutterBottom>
                {t(`positions.sections.${section}`)}
              </Typography>
            )}
            <FieldGrid fields={fields.filter((f) => f.section === section)} position={position} />
          </Box>
        ))}
        {tab === 'info' && <Results calculations={calculations} />}
        {tab === 'energy' && energy}
      </Box>
    </Paper>
  );
}

function FieldGrid({ fields, position }: { fields: SummaryField[]; position: Shown }) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={2}>
      {fields.map((field) => (
        <Item
          key={field.key}
          label={fieldLabel(t, field.key)}
          value={field.value(position, t)}
          testId={`summary-${field.key}`}
        />
      ))}
    </Grid>
  );
}

function Item({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 3 }} data-testid={testId}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography>{value}</Typography>
    </Grid>
  );
}

/** Thermal and electric powers in the reader's units (issue 30): a coil's kW is Btu/h in IP, a fan's stays kW. */
const kW = (value: number) => formatQuantity(value, 'kW', 2);
const kWel = (value: number, decimals = 2) => formatQuantity(value, 'kW el', decimals);

/** A coil's chosen geometry with its fluid and air figures, as one line (issue 26). */
function geometry(t: (key: string, values: Record<string, string>) => string, c: CoilSection): string {
  return t('positions.results.geometry', {
    rows: String(c.rows),
    pitch: formatQuantity(c.finSpacing, 'mm', 1),
    circuits: String(c.circuits),
    velocity: formatQuantity(c.fluidVelocity, 'm/s', 2),
    fluidDrop: formatQuantity(c.fluidPressureDrop, 'kPa', 1),
    airDrop: formatQuantity(c.airPressureDrop, 'Pa', 0),
    face: formatQuantity(c.faceVelocity, 'm/s', 2),
  });
}

/** The stored result's headline figures (GET calculations): price, unit, engine, coils, fans, SFP, ErP. */
function Results({
  calculations,
}: {
  calculations: { data?: CalculationsData; isPending: boolean; isError: boolean };
}) {
  const { t } = useTranslation();
  const sheet = calculations.data?.dataSheet;
  return (
    <Box data-testid="revision-results">
      <Typography variant="subtitle2" color="primary" gutterBottom>
        {t('positions.sections.results')}
      </Typography>
      {calculations.isError && <Alert severity="warning">{t('positions.results.unavailable')}</Alert>}
      {calculations.isPending && <Skeleton variant="rectangular" height={72} />}
      {sheet && (
        <Grid container spacing={2}>
          <Item label={t('positions.results.price')} value={formatEuro(sheet.price.total)} />
          <Item
            label={t('positions.results.unit')}
            value={sheet.generalProductSpec.model}
            testId="revision-unit"
          />
          <Item label={t('positions.results.fanType')} value={sheet.supplyFanCalculation.fanType} />
          <Item label={t('positions.results.engineVersion')} value={sheet.engineVersion} />
          {sheet.cooling && (
            <Item
              label={t('positions.results.cooling')}
              value={kW(sheet.cooling.capacity)}
              testId="revision-cooling"
            />
          )}
          {sheet.cooling && (
            <Item
              label={t('positions.results.coolingGeometry')}
              value={geometry(t, sheet.cooling)}
              testId="revision-cooling-geometry"
            />
          )}
          {sheet.heating && (
            <Item
              label={t('positions.results.heating')}
              value={kW(sheet.heating.capacity)}
              testId="revision-heating"
            />
          )}
          {sheet.heating && (
            <Item
              label={t('positions.results.heatingGeometry')}
              value={geometry(t, sheet.heating)}
              testId="revision-heating-geometry"
            />
          )}
          <Item
            label={t('positions.results.fanPower')}
            value={`${kWel(sheet.supplyFanCalculation.absorbedPower)} / ${kWel(sheet.exhaustFanCalculation.absorbedPower)}`}
          />
          <Item
            label={t('positions.results.sfp')}
            value={`${formatQuantity(sheet.ecodesign.sfpInt, 'W/(m³/s)', 0)} / ${formatQuantity(sheet.ecodesign.sfpIntLimit, 'W/(m³/s)', 0)}`}
          />
          {sheet.frostPreheater && (
            <Item
              label={t('positions.results.frostPreheater')}
              value={`${kW(sheet.frostPreheater.duty)} → ${kWel(sheet.frostPreheater.ratedPower, 1)} (${sheet.frostPreheater.steps} × ${kWel(sheet.frostPreheater.stepPower, 1)})`}
              testId="revision-frost-preheater"
            />
          )}
          <Item
            label={t('positions.results.erp')}
            value={t(
              sheet.ecodesign.compliant ? 'positions.results.compliant' : 'positions.results.notCompliant',
              {
                regulation: sheet.ecodesign.regulation,
              },
            )}
            testId="revision-erp"
          />
        </Grid>
      )}
      {sheet && (
        <Grid container spacing={2} sx={{ mt: 1 }}>
          <Grid size={{ xs: 12, lg: 7 }}>
            <AirStatesTable sheet={sheet} />
          </Grid>
          <Grid size={{ xs: 12, lg: 5 }}>
            <PriceTable sheet={sheet} />
          </Grid>
        </Grid>
      )}
    </Box>
  );
}

/** The air through every component in summer and winter (domain/data-sheet.ts airStates, as the data sheet). */
function AirStatesTable({ sheet }: { sheet: DataSheet }) {
  const { t } = useTranslation();
  const k = (key: string) => t(`positions.results.airStates.${key}`);
  // Temperatures and humidity ratios in the reader's units (issue 30); the heading names the unit once.
  const system = currentUnitSystem();
  const inReader = (value: number, unit: '°C' | 'g/kg', decimals: number) => {
    const shown = toSystem(value, unit, decimals, system);
    return formatNumber(shown.value, shown.decimals);
  };
  const cells = (s: SheetAirState) => [
    inReader(s.tDb, '°C', 1),
    formatNumber(s.rh, 0),
    inReader(s.x, 'g/kg', 2),
  ];
  const heading = (q: string) =>
    k(q).replace('°C', unitLabel('°C', system)).replace('g/kg', unitLabel('g/kg', system));
  return (
    <ScrollRegion label={t('positions.results.airStatesTitle')}>
      <Typography variant="subtitle2" gutterBottom>
        {t('positions.results.airStatesTitle')}
      </Typography>
      <Table size="small" data-testid="revision-air-states">
        <TableHead>
          <TableRow>
            <TableCell />
            <TableCell colSpan={3} align="center">
              {k('summer')}
            </TableCell>
            <TableCell colSpan={3} align="center">
              {k('winter')}
            </TableCell>
          </TableRow>
          <TableRow>
            <TableCell>{k('state')}</TableCell>
            {['summer', 'winter'].flatMap((season) =>
              ['tDb', 'rh', 'x'].map((q) => (
                <TableCell key={`${season}-${q}`} align="right">
                  {heading(q)}
                </TableCell>
              )),
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {airStates(sheet).map((row) => (
            <TableRow key={row.key} data-testid={`air-state-${row.key}`}>
              <TableCell component="th" scope="row">
                {k(row.key)}
              </TableCell>
              {[...cells(row.summer), ...cells(row.winter)].map((value, i) => (
                <TableCell key={i} align="right">
                  {value}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}

/** The price's items as the engine priced them (the base item named by its model), and the total. */
function PriceTable({ sheet }: { sheet: DataSheet }) {
  const { t } = useTranslation();
  const label = (item: DataSheet['price']['items'][number]) => {
    if (item.code === 'base') {
      return item.label;
    }
    const name = t(`positions.results.priceItems.${item.code}`, { defaultValue: item.label });
    return item.code === 'frostPreheater' && sheet.frostPreheater
      ? `${name} ${formatQuantity(sheet.frostPreheater.ratedPower, 'kW el', 1)}`
      : name;
  };
  return (
    <Box>
      <Typography variant="subtitle2" gutterBottom>
        {t('positions.results.priceTitle')}
      </Typography>
      <Table size="small" data-testid="revision-price">
        <TableHead>
          <TableRow>
            <TableCell>{t('positions.results.priceItem')}</TableCell>
            <TableCell align="right">{t('positions.results.price')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sheet.price.items.map((item) => (
            <TableRow key={item.code} data-testid={`price-${item.code}`}>
              <TableCell>{label(item)}</TableCell>
              <TableCell align="right">{formatEuro(item.price)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell sx={{ fontWeight: 'bold' }}>{t('positions.results.priceTotal')}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 'bold' }}>
              {formatEuro(sheet.price.total)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}
