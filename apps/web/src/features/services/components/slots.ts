import type { ReactNode } from 'react';

/** The app composes the map feature in here (features do not import each other). */
export type ServicesMapSlot = (props: {
  points: { id: string; lat: number; lng: number; label: string; color: string }[];
  onSelect: (id: string) => void;
  center?: { lat: number; lng: number };
  zoom?: number;
}) => ReactNode;
