import Search from '@mui/icons-material/Search';
import {
  Alert,
  Backdrop,
  Box,
  Button,
  CircularProgress,
  Container,
  FormControlLabel,
  Grid,
  IconButton,
  InputAdornment,
  List,
  ListItemButton,
  ListItemText,
  Paper,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { AqiYearly, Conditions, Electricity, MonthlyDesign, Place } from '../../../contracts/locations';
import {
  ELEVATION_RANGE_M,
  FORBIDDEN_NAME_CHARACTERS,
  HUMIDITY_RANGE,
  isValidProjectName,
  OUTDOOR_TEMPERATURE_RANGE,
  type Project,
  type ProjectInputBody,
} from '../../../contracts/projects';
import { isStaleEdit } from '../../api/client';
import { apiErrorText } from '../../app/serverMessages';
import { brand } from '../../app/brand';
import { staleEditNotice, useNotify } from '../../app/notifications';
import { AqiHistoryChart, AqiLevelsTable } from './AirQualityPanel';
import { projectApi } from './api';
import { LocationMap } from './LocationMap';
import { MonthlyTable } from './MonthlyTable';
import { NumField } from './NumField';
import { parseTyped, summerDerived, winterHumidityRatio } from './psychro';

interface Location {
  lat: number;
  lng: number;
  address: string;
  city: string;
  country: string;
  countryCode: string | null;
}

interface Values {
  name: string;
  erpId: string;
  customerName: string;
  customerRepresentative: string;
  customerPhone: string;
  customerEmail: string;
  elevation: string;
  summerT: string;
  summerRh: string;
  winterT: string;
  winterRh: string;
  elBusiness: string;
  elHome: string;
  aqiCurrent: string;
  aqiYearly: string;
}

const EMPTY: Values = {
  name: '',
  erpId: '',
  customerName: '',
  customerRepresentative: '',
  customerPhone: '',
  customerEmail: '',
  elevation: '',
  summerT: '',
  summerRh: '',
  winterT: '',
  winterRh: '',
  elBusiness: '',
  elHome: '',
  aqiCurrent: '',
  aqiYearly: '',
};

type Group = 'geo' | 'elevation' | 'weather' | 'utility' | 'aqi';
type Days = Record<'good' | 'moderate' | 'sensitive' | 'unhealthy' | 'veryUnhealthy' | 'hazardous', number>;

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const messageOf = (error: unknown, fallback: string) => apiErrorText(error, fallback);

/** Removes the characters part 2 section 5 forbids in a project name (their key presses are blocked). */
const withoutForbidden = (value: string) =>
  [...value].filter((c) => !(FORBIDDEN_NAME_CHARACTERS as readonly string[]).includes(c)).join('');

/** Typed outdoor temperatures are accepted strictly between -31 and 56 C; humidities between -1 and 101 %. */
const inTypedRange = (value: number, kind: 'temperature' | 'humidity') =>
  kind === 'temperature'
    ? value > OUTDOOR_TEMPERATURE_RANGE.min - 1 && value < OUTDOOR_TEMPERATURE_RANGE.max + 1
    : value > HUMIDITY_RANGE.min - 1 && value < HUMIDITY_RANGE.max + 1;

/** /create-project and /edit: the project form of part 2 (sections 2, 4, 5). */
export function ProjectFormPage({ mode }: { mode: 'create' | 'edit' }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const state = useLocation().state as { projId?: number } | null;
  const editId = mode === 'edit' ? state?.projId : undefined;
  const clientConfig = useQuery({ queryKey: ['client-config'], queryFn: projectApi.clientConfig });

  const [values, setValues] = useState<Values>(EMPTY);
  const [location, setLocation] = useState<Location | null>(null);
  const initial = useRef<Location | null>(null);
  const [conditions, setConditions] = useState<Conditions | null>(null);
  const [monthly, setMonthly] = useState<MonthlyDesign | null>(null);
  const [electricity, setElectricity] = useState<Electricity | null>(null);
  const [yearly, setYearly] = useState<AqiYearly | null>(null);
  const [days, setDays] = useState<Days | null>(null);
  const [manual, setManual] = useState({ weather: false, utility: false, aqi: false });
  const [failures, setFailures] = useState<Partial<Record<Group, string>>>({});
  const [busy, setBusy] = useState(0);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<Place[]>([]);
  const [nameError, setNameError] = useState(false);
  const [loaded, setLoaded] = useState<Project | null>(null);

  const set = useCallback((patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch })), []);
  const work = useCallback(async <T,>(job: () => Promise<T>): Promise<T> => {
    setBusy((n) => n + 1);
    try {
      return await job();
    } finally {
      setBusy((n) => n - 1);
    }
  }, []);
  /** Issue 18: a provider's failure says what the user types instead; the provider's own wording is not theirs. */
  const fail = useCallback(
    (group: Group) => {
      const message = t(`projects.providerHelp.${group}`);
      setFailures((f) => ({ ...f, [group]: message }));
      notify({ type: 'error', message });
    },
    [notify, t],
  );
  const succeed = (group: Group) => setFailures((f) => ({ ...f, [group]: undefined }));

  const applyConditions = (c: Conditions) => {
    const s = c.basicDesignConditions.summerDesignConditions;
    const w = c.basicDesignConditions.winterDesignConditions;
    setConditions(c);
    setMonthly(c.monthlyDesign);
    set({
      summerT: text(s.outdoorTemperature),
      summerRh: text(s.outdoorHumidity),
      winterT: text(w.outdoorTemperature),
      winterRh: text(w.outdoorHumidity),
    });
  };
  const applyElectricity = (e: Electricity) => {
    setElectricity(e);
    set({ elBusiness: text(e.electricityCost), elHome: text(e.electricityCostHome) });
  };
  const applyYearly = (y: AqiYearly | null) => {
    setYearly(y);
    set({ aqiYearly: text(y?.yearlyAverage) });
    setDays(
      y
        ? {
            good: y.qualityGood,
            moderate: y.qualityModerate,
            sensitive: y.qualitySensitive,
            unhealthy: y.qualityUnhealthy,
            veryUnhealthy: y.qualityUnhealthyV,
            hazardous: y.qualityHazardous,
          }
        : null,
    );
  };

  /** Part 2 section 4: a new location reverse-geocodes, reads elevation and fetches every location value. */
  const lookUpSeq = useRef(0);
  const lookUp = useCallback(
    async (lat: number, lng: number, place?: Place) =>
      work(async () => {
        // Only the newest look-up places the marker: an earlier one answering late must not move it back.
        const seq = ++lookUpSeq.current;
        let found: Place | null | undefined = place;
        if (!found) {
          try {
            found = await projectApi.reverse(lat, lng);
            succeed('geo');
          } catch {
            fail('geo');
            if (seq !== lookUpSeq.current) {
              return;
            }
            // Without the geocoder the address is typed by hand (part 5).
            setLocation((l) => ({
              ...(l ?? { address: '', city: '', country: '', countryCode: null }),
              lat,
              lng,
            }));
          }
        }
        if (seq !== lookUpSeq.current) {
          return;
        }
        if (found !== undefined) {
          if (!found?.city) {
            notify({ type: 'info', message: t('projects.mandatoryCity') });
            setLocation(initial.current);
            return;
          }
          const next: Location = {
            lat,
            lng,
            address: found.address,
            city: found.city,
            country: found.country,
            countryCode: found.countryCode,
          };
          initial.current ??= next;
          setLocation(next);
        }
        const countryCode = found?.countryCode ?? null;
        await Promise.all([
          projectApi.elevation(lat, lng).then(
            (elevation) => {
              succeed('elevation');
              set({ elevation: String(elevation) });
            },
            () => fail('elevation'),
          ),
          projectApi.conditions(lat, lng).then(
            (c) => {
              succeed('weather');
              applyConditions(c);
            },
            () => fail('weather'),
          ),
          Promise.all([projectApi.aqiCurrent(lat, lng), projectApi.aqiYearly(lat, lng)]).then(
            ([current, y]) => {
              succeed('aqi');
              set({ aqiCurrent: text(current.usAqi) });
              applyYearly(y);
            },
            () => fail('aqi'),
          ),
          countryCode
            ? projectApi.electricity(countryCode).then(
                (e) => {
                  succeed('utility');
                  applyElectricity(e);
                },
                () => fail('utility'),
              )
            : Promise.resolve(),
        ]);
      }),
    // The apply helpers only call stable setters.
    [work, fail, notify, t, set],
  );

  // The start: the project to edit, or the user's saved position, else the brand's office (part 2 section 4).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) {
      return;
    }
    started.current = true;
    void work(async () => {
      if (mode === 'edit') {
        if (editId === undefined) {
          void navigate('/', { replace: true });
          return;
        }
        try {
          fillFromProject(await projectApi.one(editId));
        } catch (error) {
          notify({ type: 'error', message: messageOf(error, t('projects.fetchProjectError')) });
        }
        return;
      }
      const saved = await projectApi.savedPosition().catch(() => null);
      const start = saved ? { lat: saved.latitude, lng: saved.longitude } : brand.office;
      await lookUp(start.lat, start.lng);
    });
    // Runs once, on arrival.
  }, []);

  const fillFromProject = (p: Project) => {
    setLoaded(p);
    const here: Location = {
      lat: p.latitude,
      lng: p.longitude,
      address: p.address,
      city: p.city,
      country: p.country,
      countryCode: p.countryCode,
    };
    initial.current = here;
    setLocation(here);
    setMonthly(p.monthlyDesign);
    setDays({
      good: p.aqiQualityGood,
      moderate: p.aqiQualityModerate,
      sensitive: p.aqiQualitySensitive,
      unhealthy: p.aqiQualityUnhealthy,
      veryUnhealthy: p.aqiQualityUnhealthyV,
      hazardous: p.aqiQualityHazardous,
    });
    setValues({
      name: p.name,
      erpId: p.customer?.erpId ?? '',
      customerName: p.customer?.name ?? '',
      customerRepresentative: p.customer?.representative ?? '',
      customerPhone: p.customer?.phone ?? '',
      customerEmail: p.customer?.email ?? '',
      elevation: text(p.elevation),
      summerT: text(p.summerOutdoorTemperature),
      summerRh: text(p.summerOutdoorHumidity),
      winterT: text(p.winterOutdoorTemperature),
      winterRh: text(p.winterOutdoorHumidity),
      elBusiness: text(p.elPriceBusiness),
      elHome: text(p.elPriceHome),
      aqiCurrent: text(p.aqiCurrent),
      aqiYearly: text(p.aqiYearlyAverage),
    });
  };

  const search = async () => {
    if (query.trim() === '') {
      return;
    }
    const found = await work(() => projectApi.search(query)).catch(() => {
      fail('geo');
      return null;
    });
    if (found === null) {
      return;
    }
    if (found.length === 0) {
      notify({ type: 'error', message: t('projects.invalidAddress') });
      setResults([]);
      return;
    }
    if (found.length === 1) {
      await choose(found[0]!);
    } else {
      setResults(found);
    }
  };
  const choose = async (place: Place) => {
    setResults([]);
    await lookUp(place.lat, place.lng, place);
  };

  /** A typed temperature or humidity outside its range reverts to the previous value with its message. */
  const typed = (field: 'summerT' | 'winterT' | 'summerRh' | 'winterRh', input: string) => {
    const value = parseTyped(input);
    const kind = field.endsWith('T') ? 'temperature' : 'humidity';
    if (value !== null && !inTypedRange(value, kind)) {
      const key = {
        summerT: 'validationSummerTemperature',
        winterT: 'validationWinterTemperature',
        summerRh: 'validationSummerHumidity',
        winterRh: 'validationWinterHumidity',
      }[field];
      notify({ type: 'error', message: t(`projects.${key}`) });
      return;
    }
    set({ [field]: input });
  };

  const toggle = (group: 'weather' | 'utility' | 'aqi', on: boolean) => {
    setManual((m) => ({ ...m, [group]: on }));
    // Back to automatic: the fetched values return (part 2 section 4).
    if (!on && group === 'weather' && conditions) {
      applyConditions(conditions);
    }
    if (!on && group === 'utility' && electricity) {
      applyElectricity(electricity);
    }
    if (!on && group === 'aqi' && yearly) {
      applyYearly(yearly);
    }
  };

  /** Issue 18: typed coordinates (decimal degrees, a comma as decimal mark too) move the marker and look up the place. */
  const [coordinates, setCoordinates] = useState({ lat: '', lng: '' });
  useEffect(() => {
    if (location) {
      setCoordinates({ lat: location.lat.toFixed(6), lng: location.lng.toFixed(6) });
    }
  }, [location]);
  const commitCoordinates = () => {
    const lat = parseTyped(coordinates.lat.replace(',', '.'));
    const lng = parseTyped(coordinates.lng.replace(',', '.'));
    if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
      notify({ type: 'error', message: t('projects.location.invalidCoordinates') });
      return;
    }
    if (location && lat === Number(location.lat.toFixed(6)) && lng === Number(location.lng.toFixed(6))) {
      return;
    }
    void lookUp(lat, lng);
  };
  /** Leaving the pair of fields commits them; moving from latitude to longitude does not yet. */
  const commitOnLeave = (event: FocusEvent) => {
    const next = (event.relatedTarget as HTMLInputElement | null)?.name;
    if (next !== 'latitude' && next !== 'longitude') {
      commitCoordinates();
    }
  };

  const elevation = parseTyped(values.elevation);
  const elevationOutOfRange =
    elevation !== null && (elevation < ELEVATION_RANGE_M.min || elevation > ELEVATION_RANGE_M.max);
  const summer = summerDerived(parseTyped(values.summerT), parseTyped(values.summerRh), elevation);
  const winterW = winterHumidityRatio(parseTyped(values.winterT), parseTyped(values.winterRh), elevation);

  const save = async () => {
    const required = [
      values.summerT,
      values.elevation,
      summer ? 'ok' : '',
      values.summerRh,
      values.elBusiness,
      values.elHome,
      values.aqiCurrent,
      values.aqiYearly,
      values.winterT,
      values.winterRh,
    ];
    if (elevationOutOfRange) {
      notify({ type: 'error', message: t('projects.validationElevation', ELEVATION_RANGE_M) });
      return;
    }
    if (required.some((v) => parseTyped(v) === null && v !== 'ok') || !location?.city) {
      notify({ type: 'info', message: t('projects.mandatoryFields') });
      return;
    }
    if (!isValidProjectName(values.name) || !summer || winterW === null) {
      setNameError(!isValidProjectName(values.name));
      notify({ type: 'error', message: t('projects.createProjectError') });
      return;
    }
    const num = (v: string) => parseTyped(v) ?? 0;
    const body: ProjectInputBody = {
      ...(loaded ? { number: loaded.number, costDriver: loaded.costDriver } : {}),
      name: values.name.trim(),
      country: location.country,
      countryCode: location.countryCode,
      city: location.city,
      address: location.address,
      markerPosition: { lat: location.lat, lng: location.lng },
      elevation: num(values.elevation),
      summerOutdoorTemperature: num(values.summerT),
      summerWetBulbTemperature: summer.wetBulb,
      summerDewPointTemperature: summer.dewPoint,
      summerOutdoorHumidity: num(values.summerRh),
      winterOutdoorTemperature: num(values.winterT),
      winterOutdoorHumidity: num(values.winterRh),
      winterOutdoorHumidityRatio: winterW,
      elPriceBusiness: num(values.elBusiness),
      elPriceHome: num(values.elHome),
      aqiCurrent: num(values.aqiCurrent),
      aqiYearlyAverage: num(values.aqiYearly),
      qualityGood: days?.good ?? 0,
      qualityModerate: days?.moderate ?? 0,
      qualitySensitive: days?.sensitive ?? 0,
      qualityUnhealthy: days?.unhealthy ?? 0,
      qualityUnhealthyV: days?.veryUnhealthy ?? 0,
      qualityHazardous: days?.hazardous ?? 0,
      distanceTemperature: conditions?.basicDesignConditions.distance ?? loaded?.distanceTemperature ?? null,
      distance: yearly?.distance ?? loaded?.distance ?? null,
      monthlyDesign: monthly,
      localDateTime: new Date().toISOString(),
      timeZone: new Date().getTimezoneOffset(),
      ERPId: values.erpId,
      customerName: values.customerName,
      customerRepresentative: values.customerRepresentative,
      customerPhone: values.customerPhone,
      customerEmail: values.customerEmail,
    };
    try {
      if (editId !== undefined) {
        await work(() => projectApi.edit(editId, body, loaded?.version));
        notify({ message: t('projects.editProjectSuccess') });
        void navigate('/project-item', { state: { projectId: editId } });
      } else {
        const id = await work(() => projectApi.create(body));
        notify({ message: t('projects.createProjectSuccess') });
        void navigate('/project-item', {
          replace: true,
          state: { projectId: id, projectName: body.name, projectNumber: body.number ?? 'AHU1' },
        });
      }
    } catch (error) {
      if (isStaleEdit(error)) {
        notify(staleEditNotice(t));
        return;
      }
      const fallback =
        editId !== undefined ? t('projects.editProjectError') : t('projects.createProjectError');
      notify({ type: 'error', message: messageOf(error, fallback) });
    }
  };

  const addressEditable = failures.geo !== undefined;
  const tiles = clientConfig.data;
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {mode === 'edit' ? t('projects.editTitle') : t('projects.newTitle')}
      </Typography>
      <Panel>
        <TextField
          fullWidth
          required
          size="small"
          label={t('projects.name')}
          value={values.name}
          error={nameError}
          helperText={nameError ? t('projects.validationName') : undefined}
          onChange={(event) => {
            const name = withoutForbidden(event.target.value);
            set({ name });
            setNameError(name !== '' && !isValidProjectName(name));
          }}
          slotProps={{ htmlInput: { maxLength: 80, 'data-testid': 'project-name' } }}
        />
      </Panel>

      {brand.flags.customerDataPanel && (
        <Panel title={t('projects.customer.title')} testId="customer-panel">
          <Grid container spacing={2}>
            {(
              [
                ['erpId', 'erpId'],
                ['customerName', 'name'],
                ['customerRepresentative', 'representative'],
                ['customerPhone', 'phone'],
                ['customerEmail', 'email'],
              ] as const
            ).map(([field, label]) => (
              <Grid key={field} size={{ xs: 12, sm: 6, md: 4 }}>
                <TextField
                  fullWidth
                  size="small"
                  label={t(`projects.customer.${label}`)}
                  value={values[field]}
                  onChange={(event) => set({ [field]: event.target.value })}
                />
              </Grid>
            ))}
          </Grid>
        </Panel>
      )}

      <Panel title={t('projects.location.title')} testId="location-panel">
        <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
          <TextField
            fullWidth
            size="small"
            label={t('projects.location.search')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void search();
              }
            }}
            slotProps={{
              htmlInput: { 'data-testid': 'address-search' },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      aria-label={t('projects.location.searchButton')}
                      onClick={() => void search()}
                    >
                      <Search />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
        {results.length > 0 && (
          <Paper variant="outlined" sx={{ mb: 1 }}>
            <List dense aria-label={t('projects.location.results')}>
              {results.map((place) => (
                <ListItemButton key={`${place.lat},${place.lng}`} onClick={() => void choose(place)}>
                  <ListItemText primary={place.displayName} />
                </ListItemButton>
              ))}
            </List>
          </Paper>
        )}
        {failures.geo && <Alert severity="warning">{failures.geo}</Alert>}
        {location && tiles && (
          <LocationMap
            lat={location.lat}
            lng={location.lng}
            tiles={tiles}
            onMove={(lat, lng) => void lookUp(lat, lng)}
          />
        )}
        <Typography variant="caption" color="text.secondary">
          {t('projects.location.dragHint')} {t('projects.location.coordinatesHint')}
        </Typography>
        <Grid container spacing={2} sx={{ mt: 1 }}>
          {(['address', 'city', 'country'] as const).map((field) => (
            <Grid key={field} size={{ xs: 12, sm: 4 }}>
              <TextField
                fullWidth
                size="small"
                label={t(`projects.location.${field}`)}
                value={location?.[field] ?? ''}
                onChange={(event) => setLocation((l) => (l ? { ...l, [field]: event.target.value } : l))}
                slotProps={{ htmlInput: { readOnly: !addressEditable, 'data-testid': `location-${field}` } }}
              />
            </Grid>
          ))}
          <Grid size={{ xs: 12, sm: 4 }}>
            <NumField
              fullWidth
              label={t('projects.location.elevation')}
              value={values.elevation}
              onText={(v) => set({ elevation: v })}
              readOnly={!manual.weather && failures.elevation === undefined}
              error={elevationOutOfRange}
              helperText={
                elevationOutOfRange
                  ? t('projects.validationElevation', ELEVATION_RANGE_M)
                  : failures.elevation
              }
              slotProps={{ htmlInput: { 'data-testid': 'elevation' } }}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>
            <TextField
              fullWidth
              size="small"
              label={t('projects.location.latitude')}
              value={coordinates.lat}
              onChange={(event) => setCoordinates((c) => ({ ...c, lat: event.target.value }))}
              onBlur={commitOnLeave}
              onKeyDown={(event) => event.key === 'Enter' && commitCoordinates()}
              slotProps={{ htmlInput: { inputMode: 'decimal', name: 'latitude', 'data-testid': 'latitude' } }}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>
            <TextField
              fullWidth
              size="small"
              label={t('projects.location.longitude')}
              value={coordinates.lng}
              onChange={(event) => setCoordinates((c) => ({ ...c, lng: event.target.value }))}
              onBlur={commitOnLeave}
              onKeyDown={(event) => event.key === 'Enter' && commitCoordinates()}
              slotProps={{
                htmlInput: { inputMode: 'decimal', name: 'longitude', 'data-testid': 'longitude' },
              }}
            />
          </Grid>
        </Grid>
      </Panel>

      <Panel
        title={t('projects.design.title')}
        testId="design-panel"
        manual={manual.weather}
        onManual={(on) => toggle('weather', on)}
        manualLabel={t('projects.design.manual')}
        failure={failures.weather}
      >
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="subtitle1">{t('projects.design.summer')}</Typography>
            <Box sx={{ display: 'grid', gap: 1.5, mt: 1 }}>
              <NumField
                label={t('projects.design.outdoorTemperature')}
                value={values.summerT}
                onText={(v) => typed('summerT', v)}
                step={0.1}
                min={-89}
                max={57}
                readOnly={!manual.weather}
                slotProps={{ htmlInput: { 'data-testid': 'summer-temperature' } }}
              />
              <NumField
                label={t('projects.design.outdoorHumidity')}
                value={values.summerRh}
                onText={(v) => typed('summerRh', v)}
                readOnly={!manual.weather}
                slotProps={{ htmlInput: { 'data-testid': 'summer-humidity' } }}
              />
              <NumField
                label={t('projects.design.wetBulb')}
                value={text(summer?.wetBulb)}
                readOnly
                slotProps={{ htmlInput: { 'data-testid': 'summer-wet-bulb' } }}
              />
              <NumField
                label={t('projects.design.dewPoint')}
                value={text(summer?.dewPoint)}
                readOnly
                slotProps={{ htmlInput: { 'data-testid': 'summer-dew-point' } }}
              />
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="subtitle1">{t('projects.design.winter')}</Typography>
            <Box sx={{ display: 'grid', gap: 1.5, mt: 1 }}>
              <NumField
                label={t('projects.design.outdoorTemperature')}
                value={values.winterT}
                onText={(v) => typed('winterT', v)}
                step={0.1}
                min={-89}
                max={57}
                readOnly={!manual.weather}
                slotProps={{ htmlInput: { 'data-testid': 'winter-temperature' } }}
              />
              <NumField
                label={t('projects.design.outdoorHumidity')}
                value={values.winterRh}
                onText={(v) => typed('winterRh', v)}
                readOnly={!manual.weather}
                slotProps={{ htmlInput: { 'data-testid': 'winter-humidity' } }}
              />
              <NumField
                label={t('projects.design.humidityRatio')}
                value={text(winterW)}
                readOnly
                slotProps={{ htmlInput: { 'data-testid': 'winter-humidity-ratio' } }}
              />
            </Box>
          </Grid>
        </Grid>
        {conditions && (
          <Typography variant="caption" color="text.secondary">
            {t('projects.design.distance', {
              distance: conditions.basicDesignConditions.distance,
              year: conditions.basicDesignConditions.year,
            })}
          </Typography>
        )}
        {monthly && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="subtitle1">{t('projects.design.monthly')}</Typography>
            <MonthlyTable monthly={monthly} />
          </Box>
        )}
      </Panel>

      <Panel
        title={t('projects.utility.title')}
        testId="utility-panel"
        manual={manual.utility}
        onManual={(on) => toggle('utility', on)}
        manualLabel={t('projects.utility.manual')}
        failure={failures.utility}
      >
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <NumField
              fullWidth
              label={t('projects.utility.business')}
              value={values.elBusiness}
              onText={(v) => set({ elBusiness: v })}
              step={0.001}
              readOnly={!manual.utility}
              slotProps={{ htmlInput: { 'data-testid': 'el-business' } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <NumField
              fullWidth
              label={t('projects.utility.home')}
              value={values.elHome}
              onText={(v) => set({ elHome: v })}
              step={0.001}
              readOnly={!manual.utility}
              slotProps={{ htmlInput: { 'data-testid': 'el-home' } }}
            />
          </Grid>
        </Grid>
        {electricity && !manual.utility && (
          <Typography variant="caption" color="text.secondary">
            {t('projects.utility.source', { source: electricity.source, period: electricity.period })}
          </Typography>
        )}
      </Panel>

      <Panel
        title={t('projects.airQuality.title')}
        testId="aqi-panel"
        manual={manual.aqi}
        onManual={(on) => toggle('aqi', on)}
        manualLabel={t('projects.airQuality.manual')}
        failure={failures.aqi}
      >
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <NumField
              fullWidth
              label={t('projects.airQuality.current')}
              value={values.aqiCurrent}
              onText={(v) => set({ aqiCurrent: v })}
              readOnly={!manual.aqi}
              slotProps={{ htmlInput: { 'data-testid': 'aqi-current' } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <NumField
              fullWidth
              label={t('projects.airQuality.yearlyAverage')}
              value={values.aqiYearly}
              onText={(v) => set({ aqiYearly: v })}
              readOnly={!manual.aqi}
              slotProps={{ htmlInput: { 'data-testid': 'aqi-yearly' } }}
            />
          </Grid>
        </Grid>
        {yearly && !manual.aqi && <AqiHistoryChart history={yearly.history} />}
        <AqiLevelsTable days={manual.aqi ? null : days} />
      </Panel>

      <Button variant="contained" size="large" onClick={() => void save()} data-testid="save-project">
        {t('projects.save')}
      </Button>
      <Backdrop open={busy > 0} sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }} data-testid="busy-overlay">
        <CircularProgress color="inherit" aria-label={t('app.loading')} />
      </Backdrop>
    </Container>
  );
}

function Panel({
  title,
  testId,
  manual,
  onManual,
  manualLabel,
  failure,
  children,
}: {
  title?: string;
  testId?: string;
  manual?: boolean;
  onManual?: (on: boolean) => void;
  manualLabel?: string;
  failure?: string | undefined;
  children: ReactNode;
}) {
  return (
    <Paper sx={{ p: 2, mb: 2 }} data-testid={testId}>
      {title && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {onManual && (
            <FormControlLabel
              control={
                <Switch
                  checked={manual ?? false}
                  onChange={(event) => onManual(event.target.checked)}
                  slotProps={{ input: { 'data-testid': `${testId}-manual` } as object }}
                />
              }
              label={manualLabel}
            />
          )}
        </Box>
      )}
      {failure && !manual && (
        <Alert severity="error" sx={{ mb: 1 }} data-testid={`${testId}-failure`}>
          {failure}
        </Alert>
      )}
      {children}
    </Paper>
  );
}
