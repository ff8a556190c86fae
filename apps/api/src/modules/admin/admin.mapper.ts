import type { AdminAction, AdminApplication, AdminListing, AdminUser } from '@vira/domain/admin';
import { toViraApplication } from '../vira';
import type { ViraApplicationRow } from '../vira';
import type { AdminActionRow } from '../staff';
import type { findListings, findUsers } from './admin.repository';

export function toAdminAction(row: AdminActionRow): AdminAction {
  return {
    id: row.id,
    adminEmail: row.adminEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAdminApplication(row: {
  application: ViraApplicationRow;
  name: string | null;
  email: string | null;
}): AdminApplication {
  return { ...toViraApplication(row.application), applicantName: row.name, applicantEmail: row.email };
}

export function toAdminListing({ listing, ownerName }: Awaited<ReturnType<typeof findListings>>[number]): AdminListing {
  return {
    id: listing.id,
    title: listing.title,
    ownerId: listing.ownerId,
    ownerName,
    status: listing.status,
    hiddenReason: listing.hiddenAt ? listing.hiddenReason : null,
    hiddenAt: listing.hiddenAt?.toISOString() ?? null,
  };
}

export function toAdminUser({ user, profile }: Awaited<ReturnType<typeof findUsers>>[number]): AdminUser {
  return {
    id: user.id,
    email: user.email,
    name: profile?.fullName ?? user.name ?? null,
    isVira: profile?.isVira ?? false,
    suspendedAt: profile?.suspendedAt?.toISOString() ?? null,
    suspendedReason: profile?.suspendedAt ? profile.suspendedReason : null,
  };
}
