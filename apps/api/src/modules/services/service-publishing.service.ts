import { mayGoLive } from '@vira/domain/service';
import type { AppDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import { findVerifiedOf } from '../credentials';
import { servicesMessages } from './services.messages';

/**
 * Services in the medical categories go live only with a verified, unexpired cédula profesional of their
 * provider (issue 14). Checked on publish, on resume and when a live service changes category.
 */
export async function assertServiceMayGoLive(
  db: AppDb,
  listing: { type: string; category: string; ownerId: string },
  now: Date,
): Promise<void> {
  if (listing.type !== 'service') return;
  const today = now.toISOString().slice(0, 10);
  const verified = (await findVerifiedOf(db, listing.ownerId))
    .filter((c) => !c.expiresOn || c.expiresOn >= today)
    .map((c) => c.type);
  if (!mayGoLive(listing.category, verified)) {
    throw new AppError(403, 'cedula_required', servicesMessages.cedulaRequired, {}, { category: 'cedula_required' });
  }
}
