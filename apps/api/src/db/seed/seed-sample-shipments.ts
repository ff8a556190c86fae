import { createHash } from 'node:crypto';
import type { AppDeps } from '../../app-deps';
import { hazmatShipments } from '../schema/hazmat';
import { profiles } from '../schema/profiles';
import { SAMPLE_CARRIER, SAMPLE_SHIPMENTS, sampleDeviceId, sampleDeviceToken } from './sample-shipments';

/** The sample hazardous shipments, planned to leave at first start; once (the tracking codes are unique). */
export async function seedSampleShipments({ database }: AppDeps): Promise<void> {
  const db = database.db;
  await db
    .insert(profiles)
    .values({ userId: SAMPLE_CARRIER.userId, fullName: SAMPLE_CARRIER.fullName, preferredLanguage: 'es' })
    .onConflictDoNothing();
  const now = new Date();
  await db
    .insert(hazmatShipments)
    .values(
      SAMPLE_SHIPMENTS.map(({ leavesCorridor: _leaves, ...s }) => ({
        ...s,
        carrierId: SAMPLE_CARRIER.userId,
        checkpoints: s.checkpoints.map((c) => ({ ...c, reachedAt: null })),
        departureAt: now,
        corridorMeters: s.corridorMeters ?? 2000,
        maxSpeedKmh: s.maxSpeedKmh ?? 80,
        deviceId: sampleDeviceId(s.trackingCode),
        deviceTokenHash: createHash('sha256').update(sampleDeviceToken(s.trackingCode)).digest('hex'),
        sample: true,
      })),
    )
    .onConflictDoNothing();
}
