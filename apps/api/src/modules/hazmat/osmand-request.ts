/**
 * What a tracker sent, as the flat OsmAnd fields (`id`, `lat`, `lon`, `timestamp`, `speed` in knots, `bearing`,
 * `altitude`, `accuracy`, `batt` in percent), whichever way it sent them. Traccar's own server accepts all of
 * these, so a device set up for Traccar works here unchanged:
 * - the query string, or (when it is empty) the body read as a form whatever its content type;
 * - the aliases `deviceid`, `heading`, and `location=lat,lon`;
 * - Traccar Client 9's JSON body `{"device_id", "location": {"timestamp", "coords": {…}, "battery": {…}}}`,
 *   whose speed is in metres per second and battery level a fraction.
 */
export function osmandFields(query: Record<string, string>, body: string): Record<string, string> {
  const trimmed = body.trim();
  if (trimmed.startsWith('{')) return { ...aliased(query), ...fromTraccarJson(trimmed) };
  const fields = Object.keys(query).length > 0 || !trimmed ? query : Object.fromEntries(new URLSearchParams(trimmed));
  return aliased(fields);
}

function aliased(fields: Record<string, string>): Record<string, string> {
  const out = { ...fields };
  if (out.id === undefined && out.deviceid !== undefined) out.id = out.deviceid;
  if (out.bearing === undefined && out.heading !== undefined) out.bearing = out.heading;
  if ((out.lat === undefined || out.lon === undefined) && out.location !== undefined) {
    const [lat, lon] = out.location.split(',');
    if (lat !== undefined && lon !== undefined) Object.assign(out, { lat: lat.trim(), lon: lon.trim() });
  }
  return out;
}

const KNOTS_PER_MPS = 1 / 0.514444;

type Json = Record<string, unknown>;
const objectAt = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});
const text = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? String(value) : undefined);

function fromTraccarJson(body: string): Record<string, string> {
  let root: Json;
  try {
    root = objectAt(JSON.parse(body));
  } catch {
    return {};
  }
  const location = objectAt(root.location);
  const coords = objectAt(location.coords);
  const battery = objectAt(location.battery);
  const speed = typeof coords.speed === 'number' && coords.speed >= 0 ? coords.speed * KNOTS_PER_MPS : undefined;
  const level = typeof battery.level === 'number' && battery.level >= 0 ? battery.level * 100 : undefined;
  const fields: Record<string, string | undefined> = {
    id: text(root.device_id),
    lat: text(coords.latitude),
    lon: text(coords.longitude),
    timestamp: text(location.timestamp),
    speed: speed === undefined ? undefined : String(speed),
    bearing: typeof coords.heading === 'number' && coords.heading >= 0 ? String(coords.heading) : undefined,
    altitude: text(coords.altitude),
    accuracy: text(coords.accuracy),
    batt: level === undefined ? undefined : String(level),
  };
  return Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined));
}
