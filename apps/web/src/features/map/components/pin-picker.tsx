import type { GeocodeResult } from '@vira/domain/geocode';
import type L from 'leaflet';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker, useMapEvents } from 'react-leaflet';
import { BaseMap } from './base-map';
import { userIcon } from './leaflet-icons';
import { PlaceSearch } from './place-search';

export interface PinPlace {
  lat: number;
  lng: number;
  label?: string | null;
  city?: string | null;
  country?: string | null;
  postcode?: string | null;
}

function ClickToPin({ onPick }: { onPick: (place: PinPlace) => void }) {
  useMapEvents({ click: (e) => onPick({ lat: e.latlng.lat, lng: e.latlng.lng }) });
  return null;
}

/**
 * Where an item is: search a place with the offline geocoder (or the configured one), then drag the pin or
 * click the map to put it exactly. Reports the pin and what the geocoder knows (city, country, postcode).
 */
export function PinPicker({
  value,
  onPick,
}: {
  value: { lat: number; lng: number } | null;
  onPick: (place: PinPlace) => void;
}) {
  const { t } = useTranslation('map');
  const [map, setMap] = useState<L.Map | null>(null);
  const center = value ?? { lat: 19.4326, lng: -99.1332 };
  useEffect(() => {
    if (map && value) map.panTo(value);
  }, [map, value]);
  function fromGeocoder(place: GeocodeResult) {
    map?.setView({ lat: place.lat, lng: place.lon }, 13);
    onPick({
      lat: place.lat,
      lng: place.lon,
      label: place.display_name,
      city: place.address.city,
      country: place.address.country,
      postcode: place.address.postcode,
    });
  }
  return (
    <div className="space-y-2" data-testid="pin-picker">
      <PlaceSearch placeholder={t('pin.search')} onGo={fromGeocoder} />
      <BaseMap center={center} zoom={value ? 13 : 4} className="h-72 w-full rounded-lg" onMap={setMap}>
        <ClickToPin onPick={onPick} />
        {value && (
          <Marker
            position={value}
            draggable
            icon={userIcon}
            title={t('pin.drag')}
            eventHandlers={{
              dragend: (e) => {
                const at = (e.target as L.Marker).getLatLng();
                onPick({ lat: at.lat, lng: at.lng });
              },
            }}
          />
        )}
      </BaseMap>
      <p className="text-xs text-slate-500">{t('pin.help')}</p>
    </div>
  );
}
