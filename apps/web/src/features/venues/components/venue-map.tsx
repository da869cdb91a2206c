/**
 * The Leaflet map (lazy-loaded: only /venues and /visit_us download Leaflet and the cluster plugin). Markers are
 * CSS pins (L.divIcon), so no marker images have to survive the bundler. Pins close together at the current zoom
 * join a cluster (leaflet.markercluster through react-leaflet-cluster) that shows how many venues it holds; a tap
 * zooms in until they separate, or fans them out when they share one spot. Pins and clusters are 44 px targets. Tiles come from the configured URL; when the
 * URL is empty or tiles fail to load, the map still shows its markers on a plain background.
 */
import { MapFrame, MapNote, MapTiles, pinIcon } from '../../../components/map/map-frame';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import './venue-map.css';
import L from 'leaflet';
// The plugin react-leaflet-cluster wraps (imported here too for its types on L: MarkerCluster).
import 'leaflet.markercluster';
import { useEffect, useMemo, useState } from 'react';
import { MapContainer, Marker, useMap, useMapEvents } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import type { BoundingBox } from '@spruik/shared';

export type MapPoint = { id: string; name: string; latitude: number; longitude: number };

const pin = (selected: boolean) =>
  pinIcon(`spruik-pin${selected ? ' spruik-pin--selected' : ''}`, [44, 44], [22, 42]);

/** A cluster: a teal disc with the number of venues in it, named for screen readers. */
const clusterIcon = (cluster: L.MarkerCluster) => {
  const count = cluster.getChildCount();
  return L.divIcon({
    className: 'map-icon-wrap',
    html: `<span class="spruik-cluster" role="img" aria-label="${count} venues">${count}</span>`,
    iconSize: [44, 44],
    iconAnchor: [22, 22],
  });
};

function Recentre({ center, zoom }: { center: [number, number]; zoom: number }) {
  const map = useMap();
  useEffect(() => {
    map.setView(center, zoom);
  }, [map, center, zoom]);
  return null;
}

/** Tells the page what the map shows: once it has its size, then after every pan or zoom. */
function ViewReporter({ onView }: { onView: (view: BoundingBox) => void }) {
  const map = useMapEvents({ moveend: () => onView(viewOf(map)) });
  useEffect(() => onView(viewOf(map)), [map, onView]);
  return null;
}
const viewOf = (map: L.Map): BoundingBox => {
  const b = map.getBounds();
  return { west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() };
};

export default function VenueMap({
  center,
  zoom,
  points,
  selectedId,
  onSelect,
  tileUrl,
  height,
  label,
  onView,
}: {
  center: [number, number];
  zoom: number;
  points: MapPoint[];
  selectedId?: string | null;
  onSelect?: (id: string) => void;
  tileUrl: string;
  height: number | string;
  label: string;
  /** Called with the visible area when the map opens and after each move (the venues page loads by area). */
  onView?: (view: BoundingBox) => void;
}) {
  const [tilesFailed, setTilesFailed] = useState(false);
  const icons = useMemo(() => ({ normal: pin(false), selected: pin(true) }), []);
  return (
    <MapFrame label={label} height={height} borderRadius="16px">
      {/* The cluster layer needs the map's own maxZoom: without tiles (none configured) nothing else sets it. */}
      <MapContainer
        center={center}
        zoom={zoom}
        maxZoom={19}
        style={{ height: '100%', width: '100%' }}
        attributionControl
      >
        <Recentre center={center} zoom={zoom} />
        {onView && <ViewReporter onView={onView} />}
        <MapTiles url={tileUrl} onFail={() => setTilesFailed(true)} />
        <MarkerClusterGroup
          iconCreateFunction={clusterIcon}
          showCoverageOnHover={false}
          spiderfyOnMaxZoom
          maxClusterRadius={48}
        >
          {points.map((p) => (
            <Marker
              key={p.id}
              position={[p.latitude, p.longitude]}
              icon={p.id === selectedId ? icons.selected : icons.normal}
              title={p.name}
              alt={p.name}
              zIndexOffset={p.id === selectedId ? 1000 : 0}
              eventHandlers={{ click: () => onSelect?.(p.id), keypress: () => onSelect?.(p.id) }}
            />
          ))}
        </MarkerClusterGroup>
      </MapContainer>
      {(!tileUrl || tilesFailed) && (
        <MapNote testId="map-tiles-note">Map background unavailable — venues are still shown.</MapNote>
      )}
    </MapFrame>
  );
}
