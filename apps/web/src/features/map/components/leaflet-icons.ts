import L from 'leaflet';
import { CONTINENT_COLORS, type Continent } from '@vira/domain/geography';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A price pill in the listing's continent colour. */
export function priceIcon(price: string, continent: Continent, selected: boolean): L.DivIcon {
  const color = CONTINENT_COLORS[continent] ?? CONTINENT_COLORS.Global;
  return L.divIcon({
    className: 'vira-price-marker',
    html: `<span data-testid="map-price-marker" style="background:${color}" class="${selected ? 'is-selected' : ''}">${escapeHtml(price)}</span>`,
    iconSize: undefined,
    iconAnchor: [0, 0],
  });
}

/** A round cluster badge, larger for bigger counts. */
export function clusterIcon(count: number): L.DivIcon {
  const size = count < 10 ? 34 : count < 100 ? 42 : count < 1000 ? 50 : 58;
  return L.divIcon({
    className: 'vira-cluster-marker',
    html: `<span data-testid="map-cluster" style="width:${size}px;height:${size}px">${count}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

export const userIcon = L.divIcon({
  className: 'vira-user-marker',
  html: '<span data-testid="map-user-position"></span>',
  iconSize: [18, 18],
  iconAnchor: [9, 9],
});
