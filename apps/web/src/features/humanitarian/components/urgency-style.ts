import type { Urgency } from '@vira/domain/aid-kinds';

/** One colour per urgency, on the map and on the cards' badges. */
export const URGENCY_COLOR: Record<Urgency, string> = {
  critical: '#dc2626',
  high: '#c2410c',
  medium: '#ca8a04',
  low: '#2563eb',
};

export const URGENCY_BADGE: Record<Urgency, string> = {
  critical: 'bg-red-600 text-white',
  high: 'bg-orange-700 text-white',
  medium: 'bg-yellow-200 text-yellow-900',
  low: 'bg-blue-100 text-blue-900',
};
