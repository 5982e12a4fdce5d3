import 'leaflet/dist/leaflet.css';
import { Button, Typography } from '@mui/material';
import { divIcon, latLngBounds, type LatLngExpression } from 'leaflet';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import type { ProjectRow } from '../../../contracts/projects';
import { pinIcon, type TileSettings } from '../../components/LocationMap';
import { formatEuro } from '../../lib/format';
import { clusterByGrid, type Cluster } from './cluster';

/** docs/rules.md#projects-map: zoom 4 without projects (issue 18: else their bounds); a cluster at zoom 22 is one
 * location. */
export const MAP_ZOOM = 4;
export const SAME_LOCATION_ZOOM = 22;
/** The zoom for a single project (a city), and the closest the fit of several goes. */
const CITY_ZOOM = 10;

const clusterIcon = (count: number) =>
  divIcon({
    className: 'airsizer-cluster',
    html: `<div data-testid="map-cluster" style="width:36px;height:36px;border-radius:50%;background:rgba(25,118,210,.85);color:#fff;display:flex;align-items:center;justify-content:center;font:600 14px sans-serif;border:3px solid rgba(255,255,255,.8)">${count}</div>`,
    iconSize: [36, 36],
    iconAnchor: [18, 18],
  });

function Clusters({
  projects,
  onOpen,
  onSameLocation,
  onZoomOut,
}: {
  projects: ProjectRow[];
  onOpen: (project: ProjectRow) => void;
  onSameLocation: (ids: number[]) => void;
  onZoomOut: () => void;
}) {
  const { t } = useTranslation();
  const map = useMap();
  const compute = useCallback(
    () =>
      clusterByGrid(
        projects.map((p) => {
          const point = map.project([p.latitude, p.longitude], map.getZoom());
          return { x: point.x, y: point.y, item: p };
        }),
      ),
    [map, projects],
  );
  const [clusters, setClusters] = useState<Cluster<ProjectRow>[]>(compute);
  useEffect(() => setClusters(compute()), [compute]);
  useMapEvents({
    zoomend: () => {
      setClusters(compute());
      if (map.getZoom() < SAME_LOCATION_ZOOM) {
        onZoomOut();
      }
    },
  });
  return clusters.map((cluster) => {
    const position: LatLngExpression = map.unproject([cluster.x, cluster.y], map.getZoom());
    if (cluster.items.length === 1) {
      const p = cluster.items[0]!;
      return (
        <Marker key={`p${p.id}`} position={[p.latitude, p.longitude]} icon={pinIcon} title={p.name}>
          <Popup>
            <Typography variant="subtitle2">{p.name}</Typography>
            <Typography variant="body2">{p.country}</Typography>
            <Typography variant="body2">{[p.address, p.city].filter(Boolean).join(', ')}</Typography>
            {p.description && <Typography variant="body2">{p.description}</Typography>}
            <Typography variant="body2">{formatEuro(p.totalPrice)}</Typography>
            <Button size="small" onClick={() => onOpen(p)}>
              {t('dashboard.goToProject')}
            </Button>
          </Popup>
        </Marker>
      );
    }
    return (
      <Marker
        key={`c${cluster.items.map((p) => p.id).join('-')}`}
        position={position}
        icon={clusterIcon(cluster.items.length)}
        title={t('dashboard.projectsHere', { count: cluster.items.length })}
        eventHandlers={{
          click: () => {
            if (map.getZoom() >= SAME_LOCATION_ZOOM) {
              onSameLocation(cluster.items.map((p) => p.id));
            } else {
              map.setView(position, Math.min(map.getZoom() + 3, SAME_LOCATION_ZOOM));
            }
          },
        }}
      />
    );
  });
}

/** The projects map of the dashboard: clustered markers with an info window each. */
export function ProjectsMap({
  projects,
  tiles,
  fallbackCenter,
  onOpen,
  onSameLocation,
  onZoomOut,
}: {
  projects: ProjectRow[];
  tiles: TileSettings;
  fallbackCenter: { lat: number; lng: number };
  onOpen: (project: ProjectRow) => void;
  onSameLocation: (ids: number[]) => void;
  onZoomOut: () => void;
}) {
  // Issue 18: the map opens on all the projects: their bounds (the closest zoom a city), one project at city zoom,
  // none at the brand's office. Set when the map is made, before the clusters listen to its zoom.
  const view = useMemo(() => {
    if (projects.length === 0) {
      return { center: [fallbackCenter.lat, fallbackCenter.lng] as LatLngExpression, zoom: MAP_ZOOM };
    }
    if (projects.length === 1) {
      return { center: [projects[0]!.latitude, projects[0]!.longitude] as LatLngExpression, zoom: CITY_ZOOM };
    }
    return { bounds: latLngBounds(projects.map((p) => [p.latitude, p.longitude])) };
  }, [projects, fallbackCenter]);
  return (
    <div data-testid="projects-map" style={{ height: 420 }}>
      <MapContainer
        {...view}
        boundsOptions={{ padding: [40, 40], maxZoom: CITY_ZOOM }}
        maxZoom={SAME_LOCATION_ZOOM}
        style={{ height: 420, width: '100%' }}
      >
        <TileLayer url={tiles.tileUrl} attribution={tiles.tileAttribution} maxNativeZoom={19} maxZoom={22} />
        <Clusters projects={projects} onOpen={onOpen} onSameLocation={onSameLocation} onZoomOut={onZoomOut} />
      </MapContainer>
    </div>
  );
}
