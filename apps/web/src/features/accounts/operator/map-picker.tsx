/**
 * A Leaflet map to pick a venue's coordinates (lazy-loaded). Click drops or moves the pin, dragging moves it.
 * The pin is a CSS L.divIcon, so no marker images have to survive the bundler. Without tiles (empty URL or
 * unreachable tile server) the map still works on a plain background.
 */
import L from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { AttributionControl, MapContainer, Marker, useMap, useMapEvents } from 'react-leaflet';
import { LIMITS, MAP_CENTER } from '@spruik/shared';
import { MapFrame, MapNote, MapTiles, pinIcon } from '../../../components/map/map-frame';
import './map-picker.css';
import type { LatLng } from './coordinates';

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

const adminPin = () => pinIcon('admin-pin', [30, 40], [15, 40]);

function ClickToPlace({ onPick }: { onPick: (p: LatLng) => void }) {
  useMapEvents({
    click: (e) => onPick({ latitude: round6(e.latlng.lat), longitude: round6(e.latlng.lng) }),
  });
  return null;
}

/** Pans to the pin when it is set from the number fields to a point outside the view. */
function KeepInView({ value }: { value: LatLng | null }) {
  const map = useMap();
  useEffect(() => {
    if (!value) return;
    const point = L.latLng(value.latitude, value.longitude);
    if (!map.getBounds().contains(point)) map.panTo(point);
  }, [map, value]);
  return null;
}

export default function MapPicker({
  value,
  onChange,
  tileUrl,
  height,
  label,
}: {
  value: LatLng | null;
  onChange: (p: LatLng) => void;
  tileUrl: string;
  height: number;
  label: string;
}) {
  const [tilesFailed, setTilesFailed] = useState(false);
  const icon = useMemo(adminPin, []);
  const [center] = useState<[number, number]>(() =>
    value ? [value.latitude, value.longitude] : [MAP_CENTER.latitude, MAP_CENTER.longitude],
  );
  return (
    <MapFrame label={label} height={height} borderRadius="14px" className="admin-map" testId="map-picker">
      <MapContainer
        center={center}
        zoom={LIMITS.mapZoom}
        attributionControl={false}
        style={{ height: '100%', width: '100%' }}
      >
        <AttributionControl prefix={false} />
        <MapTiles url={tileUrl} onFail={() => setTilesFailed(true)} />
        <ClickToPlace onPick={onChange} />
        <KeepInView value={value} />
        {value && (
          <Marker
            position={[value.latitude, value.longitude]}
            icon={icon}
            draggable
            title="Venue location"
            alt="Venue location"
            eventHandlers={{
              dragend: (e) => {
                const p = (e.target as L.Marker).getLatLng();
                onChange({ latitude: round6(p.lat), longitude: round6(p.lng) });
              },
            }}
          />
        )}
      </MapContainer>
      <MapNote sx={{ bgcolor: 'rgba(255,253,251,0.92)', pointerEvents: 'none' }}>
        {!tileUrl || tilesFailed
          ? 'Map background unavailable — click to place the pin anyway.'
          : 'Click the map to place the pin; drag it to adjust.'}
      </MapNote>
    </MapFrame>
  );
}
