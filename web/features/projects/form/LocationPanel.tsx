import Search from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Grid,
  IconButton,
  InputAdornment,
  List,
  ListItemButton,
  ListItemText,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState, type FocusEvent } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Place } from '../../../../contracts/locations';
import { ELEVATION_RANGE_M } from '../../../../contracts/projects';
import { useNotify } from '../../../app/notifications';
import { LocationMap, type TileSettings } from '../../../components/LocationMap';
import { parseTyped } from '../../../lib/psychro';
import { FormNumField } from './FormNumField';
import { FormPanel } from './FormPanel';
import { elevationOutOfRange, type ProjectFormValues } from './projectForm';
import type { LocationRequest, ProviderFailures } from './useLocationLookUps';

/**
 * The location panel (docs/rules.md#project-form): address search, the map with its draggable marker, the address
 * (typed by hand only when the geocoder failed), elevation and the coordinates, typed or following the marker.
 */
export function LocationPanel({
  tiles,
  failures,
  elevationEditable,
  moveTo,
  search,
}: {
  tiles: TileSettings | undefined;
  failures: ProviderFailures;
  elevationEditable: boolean;
  moveTo: (request: LocationRequest) => void;
  search: (text: string) => Promise<Place[] | null>;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { control } = useFormContext<ProjectFormValues>();
  const { field: locationField } = useController({ name: 'location', control });
  const location = locationField.value;
  const elevationOut = elevationOutOfRange(useWatch({ control, name: 'elevation' }));
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<Place[]>([]);

  const choose = (place: Place) => {
    setResults([]);
    moveTo({ lat: place.lat, lng: place.lng, place });
  };
  const runSearch = async () => {
    if (query.trim() === '') {
      return;
    }
    const found = await search(query);
    if (found === null) {
      return;
    }
    if (found.length === 0) {
      notify({ type: 'error', message: t('projects.invalidAddress') });
      setResults([]);
    } else if (found.length === 1) {
      choose(found[0]!);
    } else {
      setResults(found);
    }
  };

  /** Issue 18: typed coordinates (decimal degrees, a comma as decimal mark too) move the marker and look up the place. */
  const [coordinates, setCoordinates] = useState({ lat: '', lng: '' });
  const [lat, lng] = [location?.lat, location?.lng];
  useEffect(() => {
    if (lat !== undefined && lng !== undefined) {
      setCoordinates({ lat: lat.toFixed(6), lng: lng.toFixed(6) });
    }
  }, [lat, lng]);
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
    moveTo({ lat, lng });
  };
  /** Leaving the pair of fields commits them; moving from latitude to longitude does not yet. */
  const commitOnLeave = (event: FocusEvent) => {
    const next = (event.relatedTarget as HTMLInputElement | null)?.name;
    if (next !== 'latitude' && next !== 'longitude') {
      commitCoordinates();
    }
  };
  const coordinateField = (axis: 'lat' | 'lng', name: 'latitude' | 'longitude') => (
    <Grid size={{ xs: 6, sm: 4 }}>
      <TextField
        fullWidth
        size="small"
        label={t(`projects.location.${name}`)}
        value={coordinates[axis]}
        onChange={(event) => setCoordinates((c) => ({ ...c, [axis]: event.target.value }))}
        onBlur={commitOnLeave}
        onKeyDown={(event) => event.key === 'Enter' && commitCoordinates()}
        slotProps={{ htmlInput: { inputMode: 'decimal', name, 'data-testid': name } }}
      />
    </Grid>
  );

  const addressEditable = failures.geo !== undefined;
  return (
    <FormPanel title={t('projects.location.title')} testId="location-panel">
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
              void runSearch();
            }
          }}
          slotProps={{
            htmlInput: { 'data-testid': 'address-search' },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={t('projects.location.searchButton')}
                    onClick={() => void runSearch()}
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
              <ListItemButton key={`${place.lat},${place.lng}`} onClick={() => choose(place)}>
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
          onMove={(lat, lng) => moveTo({ lat, lng })}
        />
      )}
      <Typography variant="caption" color="text.secondary">
        {t('projects.location.dragHint')} {t('projects.location.coordinatesHint')}
      </Typography>
      <Grid container spacing={2} sx={{ mt: 1 }}>
        {(['address', 'city', 'country'] as const).map((part) => (
          <Grid key={part} size={{ xs: 12, sm: 4 }}>
            <TextField
              fullWidth
              size="small"
              label={t(`projects.location.${part}`)}
              value={location?.[part] ?? ''}
              onChange={(event) =>
                location && locationField.onChange({ ...location, [part]: event.target.value })
              }
              slotProps={{ htmlInput: { readOnly: !addressEditable, 'data-testid': `location-${part}` } }}
            />
          </Grid>
        ))}
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormNumField
            name="elevation"
            unit="m"
            fullWidth
            label={t('projects.location.elevation')}
            readOnly={!elevationEditable}
            error={elevationOut}
            helperText={
              elevationOut ? t('projects.validationElevation', ELEVATION_RANGE_M) : failures.elevation
            }
            slotProps={{ htmlInput: { 'data-testid': 'elevation' } }}
          />
        </Grid>
        {coordinateField('lat', 'latitude')}
        {coordinateField('lng', 'longitude')}
      </Grid>
    </FormPanel>
  );
}
