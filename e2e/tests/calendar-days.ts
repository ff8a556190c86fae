/**
 * Today + n days where the sample and test listings mostly are (Mexico City): a rental's days are its listing's,
 * and from midnight UTC until 06:00 it is still yesterday there. Browser tests run at any hour.
 */
export function inDays(n: number): string {
  const today = new Date(
    `${new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date())}T00:00:00Z`,
  );
  today.setUTCDate(today.getUTCDate() + n);
  return today.toISOString().slice(0, 10);
}
