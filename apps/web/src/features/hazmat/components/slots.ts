import type { ReactNode } from 'react';

type Point = { lat: number; lng: number };

/** The app composes the map feature's route map in here (features do not import each other). */
export type RouteMapSlot = (props: {
  route: Point[];
  checkpoints: (Point & { name: string; reached: boolean })[];
  position: Point | null;
  positionLabel: string;
  alert: boolean;
}) => ReactNode;
