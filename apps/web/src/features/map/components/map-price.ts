/**
 * What the map shows of a listing's price: its daily price, or a service's hourly price when it has no daily one
 * (a service priced only by the hour is on the map like any listing, issue 34 item 8; never "$0.00/día").
 */
export function mapPrice(point: { pricePerDay: number; pricePerHour?: number | null }): {
  amount: number;
  unit: 'perDay' | 'perHour';
} {
  if (point.pricePerDay === 0 && point.pricePerHour) return { amount: point.pricePerHour, unit: 'perHour' };
  return { amount: point.pricePerDay, unit: 'perDay' };
}
