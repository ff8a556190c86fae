import type { ReactNode } from 'react';

/** The app composes the map feature in here (features do not import each other). */
export type PointsMapSlot = (props: {
  points: { id: string; lat: number; lng: number; label: string; color: string }[];
  onSelect: (id: string) => void;
  onBox: (box: { south: number; west: number; north: number; east: number }) => void;
  center?: { lat: number; lng: number };
  zoom?: number;
}) => ReactNode;

export interface PickedPlace {
  lat: number;
  lng: number;
  label?: string | null;
  city?: string | null;
  country?: string | null;
}

export type PlacePickerSlot = (props: {
  value: { lat: number; lng: number } | null;
  onPick: (place: PickedPlace) => void;
}) => ReactNode;
