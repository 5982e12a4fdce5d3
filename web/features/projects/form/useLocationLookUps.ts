import { useIsFetching, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Place } from '../../../../contracts/locations';
import type { Project } from '../../../../contracts/projects';
import { brand } from '../../../app/brand';
import { useNotify } from '../../../app/notifications';
import { projectApi } from '../../../api/projects';
import { countryCodeOf } from './countryCode';
import { lookUpWriters } from './lookUpWriters';
import { asText, type FormLocation, type ProjectForm } from './projectForm';
import { useOutcome } from './useOutcome';

/** A point the user asked for: a search result (its place known), the marker, typed coordinates or the start. */
export interface LocationRequest {
  lat: number;
  lng: number;
  place?: Place;
}

/** The look-ups whose failure says what to type instead (issue 18). */
export type ProviderGroup = 'geo' | 'elevation' | 'weather' | 'utility' | 'aqi';
export type ProviderFailures = Partial<Record<ProviderGroup, string>>;

/** Every look-up's key starts here, so the busy overlay counts them all. */
const LOCATION_KEY = 'location';
/**
 * A location's values do not change within a visit (the server caches the providers' answers too); a failure shows
 * at once, as before react-query, instead of after a retry.
 */
const LOOK_UP = { staleTime: Infinity, retry: false } as const;

/** The point whose values are fetched, once its place is known (or the geocoder failed); null while it is not. */
interface Target {
  lat: number;
  lng: number;
  countryCode: string | null;
}

const locationOfProject = (p: Project): FormLocation => ({
  lat: p.latitude,
  lng: p.longitude,
  address: p.address,
  city: p.city,
  country: p.country,
  countryCode: p.countryCode,
});

/**
 * The project form's location look-ups (docs/rules.md#project-form) through react-query: the start (the user's saved position,
 * else the brand's office; none when editing), reverse geocoding of a new point, then its elevation, design
 * conditions, air quality and electricity prices, each written into the form when it answers. Only the newest
 * request counts: an earlier one answering late changes nothing.
 */
export function useLocationLookUps(form: ProjectForm, mode: 'create' | 'edit', loaded: Project | undefined) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { setValue, getValues } = form;
  const [moved, setMoved] = useState<LocationRequest | null>(null);
  const [failures, setFailures] = useState<ProviderFailures>({});
  /** Where a place without a city sends the marker back to: the first location shown. */
  const initial = useRef<FormLocation | null>(null);

  const savedPosition = useQuery({
    queryKey: [LOCATION_KEY, 'saved-position'],
    queryFn: () => projectApi.savedPosition().catch(() => null),
    enabled: mode === 'create' && moved === null,
    ...LOOK_UP,
  });
  // One object per answer: a request's identity says "look up again".
  const saved = savedPosition.isSuccess ? savedPosition.data : undefined;
  const start = useMemo<LocationRequest | null>(
    () =>
      mode === 'create' && saved !== undefined
        ? saved
          ? { lat: saved.latitude, lng: saved.longitude }
          : brand.office
        : null,
    [mode, saved],
  );
  const request = moved ?? start;

  const reverse = useQuery({
    queryKey: [LOCATION_KEY, 'reverse', request?.lat, request?.lng],
    queryFn: () => projectApi.reverse(request!.lat, request!.lng),
    enabled: request !== null && request.place === undefined,
    ...LOOK_UP,
  });
  const place = request?.place ?? (reverse.isSuccess ? reverse.data : undefined);
  const target: Target | null =
    request === null
      ? null
      : place?.city
        ? { lat: request.lat, lng: request.lng, countryCode: place.countryCode }
        : request.place === undefined && reverse.isError
          ? { lat: request.lat, lng: request.lng, countryCode: null }
          : null;

  const at = [target?.lat, target?.lng];
  const elevation = useQuery({
    queryKey: [LOCATION_KEY, 'elevation', ...at],
    queryFn: () => projectApi.elevation(target!.lat, target!.lng),
    enabled: target !== null,
    ...LOOK_UP,
  });
  const conditions = useQuery({
    queryKey: [LOCATION_KEY, 'conditions', ...at],
    queryFn: () => projectApi.conditions(target!.lat, target!.lng),
    enabled: target !== null,
    ...LOOK_UP,
  });
  // Current and yearly air quality answer together or fail together.
  const airQuality = useQuery({
    queryKey: [LOCATION_KEY, 'air-quality', ...at],
    queryFn: () =>
      Promise.all([
        projectApi.aqiCurrent(target!.lat, target!.lng),
        projectApi.aqiYearly(target!.lat, target!.lng),
      ]),
    enabled: target !== null,
    ...LOOK_UP,
  });
  // Issue 31: without the geocoder (offline) the country is typed by hand; its name gives the bundled table's code.
  const typedCountry = useWatch({ control: form.control, name: 'location' })?.country;
  const countryCode = target === null ? null : (target.countryCode ?? countryCodeOf(typedCountry));
  const electricity = useQuery({
    queryKey: [LOCATION_KEY, 'electricity', countryCode],
    queryFn: () => projectApi.electricity(countryCode!),
    enabled: Boolean(countryCode),
    ...LOOK_UP,
  });

  const succeed = (group: ProviderGroup) => setFailures((f) => ({ ...f, [group]: undefined }));
  /** Issue 18: a provider's failure says what the user types instead; the provider's own wording is not theirs. */
  const fail = (group: ProviderGroup) => {
    const message = t(`projects.providerHelp.${group}`);
    setFailures((f) => ({ ...f, [group]: message }));
    notify({ type: 'error', message });
  };

  /** A found place becomes the location; one without a city is refused and the marker goes back (section 4). */
  const accept = (lat: number, lng: number, found: Place | null) => {
    const back = initial.current ?? (loaded ? locationOfProject(loaded) : null);
    if (!found?.city) {
      notify({ type: 'info', message: t('projects.mandatoryCity') });
      setValue('location', back);
      return;
    }
    const next: FormLocation = {
      lat,
      lng,
      address: found.address,
      city: found.city,
      country: found.country,
      countryCode: found.countryCode,
    };
    initial.current ??= back ?? next;
    setValue('location', next);
  };

  const write = lookUpWriters(setValue, loaded);

  useOutcome(
    reverse,
    request,
    (found) => {
      // A search result's point may have been geocoded before: its place is the one chosen.
      if (request?.place) {
        return;
      }
      succeed('geo');
      accept(request!.lat, request!.lng, found);
    },
    () => {
      if (request?.place) {
        return;
      }
      fail('geo');
      // Without the geocoder the address is typed by hand (docs/rules.md#external-data); the marker stays where it was put.
      const shown = getValues('location');
      setValue('location', {
        ...(shown ?? { address: '', city: '', country: '', countryCode: null }),
        lat: request!.lat,
        lng: request!.lng,
      });
    },
  );
  useOutcome(
    elevation,
    request,
    (metres) => {
      succeed('elevation');
      setValue('elevation', String(metres));
    },
    () => fail('elevation'),
  );
  useOutcome(
    conditions,
    request,
    (c) => {
      succeed('weather');
      write.conditions(c);
    },
    () => fail('weather'),
  );
  useOutcome(
    airQuality,
    request,
    ([current, yearly]) => {
      succeed('aqi');
      setValue('aqiCurrent', asText(current.usAqi));
      write.yearly(yearly);
    },
    () => fail('aqi'),
  );
  useOutcome(
    electricity,
    request,
    (e) => {
      succeed('utility');
      write.electricity(e);
    },
    () => fail('utility'),
  );

  return {
    failures,
    /** The fetched values of the current location, for the captions, the chart and the return to automatic. */
    fetched: {
      conditions: conditions.data,
      electricity: electricity.data,
      yearly: airQuality.data?.[1] ?? undefined,
    },
    /** Whether any look-up is under way (the busy overlay). */
    busy: useIsFetching({ queryKey: [LOCATION_KEY] }) > 0,
    /** Moves the location to a point: a search result's place is taken as found, any other point is geocoded. */
    moveTo: (next: LocationRequest) => {
      if (next.place) {
        accept(next.lat, next.lng, next.place);
      }
      setMoved(next);
    },
    /** The geocoder's candidates for a typed address; a failure is the geo group's. */
    search: async (text: string): Promise<Place[] | null> => {
      try {
        return await queryClient.fetchQuery({
          queryKey: [LOCATION_KEY, 'search', text],
          queryFn: () => projectApi.search(text),
          ...LOOK_UP,
        });
      } catch {
        fail('geo');
        return null;
      }
    },
    /** Back to automatic (section 4): the fetched values of the group return. */
    restore: (group: 'weather' | 'utility' | 'aqi') => {
      if (group === 'weather' && conditions.data) {
        write.conditions(conditions.data);
      }
      if (group === 'utility' && electricity.data) {
        write.electricity(electricity.data);
      }
      if (group === 'aqi' && airQuality.data?.[1]) {
        write.yearly(airQuality.data[1]);
      }
    },
  };
}
