import 'leaflet/dist/leaflet.css';
import { divIcon, type LatLngExpression, type Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';

/** A marker drawn in CSS, so no image asset has to be bundled. */
export const pinIcon = divIcon({
  className: 'airsizer-pin',
  html: '<div style="width:22px;height:22px;border-radius:50% 50% 50% 0;background:#d32f2f;border:2px solid #fff;transform:rotate(-45deg);box-shadow:0 1px 4px rgba(0,0,0,.5)"></div>',
  iconSize: [22, 22],
  iconAnchor: [11, 22],
});

function Recenter({ center }: { center: LatLngExpression }) {
  const map = useMap();
  useEffect(() => {
    map.setView(center, map.getZoom());
  }, [map, center]);
  return null;
}

/** Issue 18: a click on the map places the marker there (also without tiles, offline). */
function PlaceOnClick({ onPlace }: { onPlace: (lat: number, lng: number) => void }) {
  useMapEvents({ click: (event) => onPlace(event.latlng.lat, event.latlng.lng) });
  return null;
}

export interface TileSettings {
  tileUrl: string;
  tileAttribution: string;
}

/** docs/rules.md#project-form: the new-project map, 270 px high, zoom 17, with a draggable marker; a click on the map
 * moves it there. */
export function LocationMap({
  lat,
  lng,
  tiles,
  onMove,
}: {
  lat: number;
  lng: number;
  tiles: TileSettings;
  onMove: (lat: number, lng: number) => void;
}) {
  const { t } = useTranslation();
  const marker = useRef<LeafletMarker>(null);
  const center = useMemo<LatLngExpression>(() => [lat, lng], [lat, lng]);
  const handlers = useMemo(
    () => ({
      dragend: () => {
        const position = marker.current?.getLatLng();
        if (position) {
          onMove(position.lat, position.lng);
        }
      },
    }),
    [onMove],
  );
  return (
    <div data-testid="location-map" style={{ height: 270 }}>
      <MapContainer center={center} zoom={17} style={{ height: 270, width: '100%' }} scrollWheelZoom={false}>
        <TileLayer url={tiles.tileUrl} attribution={tiles.tileAttribution} />
        <Marker
          position={center}
          draggable
          icon={pinIcon}
          ref={marker}
          eventHandlers={handlers}
          title={t('projects.location.marker')}
        />
        <PlaceOnClick onPlace={onMove} />
        <Recenter center={center} />
      </MapContainer>
    </div>
  );
}
