import type { AdminListing, AdminOverview, AdminUser } from '@vira/domain/admin';
import { ownerListingsChanged, setListingHidden as writeListingHidden } from '../owner-listings';
import { makeVira, setSuspended as writeSuspended } from '../profiles';
import { recentActions, recordAction } from '../staff';
import { decideApplication as writeDecision, lockPendingApplication } from '../vira';
import type { AppDeps } from '../../app-deps';
import type { AppDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import { setAuditContext } from '../audit';
import { notifyCatalogueChange } from '../listings';
import { noticeViraDecision } from '../notifications';
import { toAdminAction, toAdminApplication, toAdminListing, toAdminUser } from './admin.mapper';
import { adminMessages } from './admin.messages';
import * as repo from './admin.repository';

const LIST_LIMIT = 50;

export async function overview(db: AppDb): Promise<AdminOverview> {
  const [applications, actions] = await Promise.all([repo.listApplications(db, LIST_LIMIT), recentActions(db, 100)]);
  return { applications: applications.map(toAdminApplication), actions: actions.map(toAdminAction) };
}

/** Approval makes the applicant a Vira (badge everywhere, counted as verified); both are recorded. */
export async function decideApplication(
  deps: AppDeps,
  admin: SessionUser,
  id: string,
  decision: 'approved' | 'rejected',
  reason: string,
): Promise<AdminOverview> {
  const db = deps.database.db;
  await db.transaction(async (tx) => {
    await setAuditContext(tx, { actorId: admin.id, actorRole: 'admin', reason, action: `${decision}_vira` });
    const application = /^[0-9a-f-]{36}$/i.test(id) ? await lockPendingApplication(tx, id) : null;
    if (!application) throw new AppError(404, 'application_not_found', adminMessages.applicationNotFound);
    await writeDecision(tx, id, { status: decision, decisionReason: reason, decidedBy: admin.id });
    if (decision === 'approved') {
      await makeVira(tx, application.userId);
      // Their listings' cards now show a verified owner.
      await ownerListingsChanged(tx, application.userId);
    }
    await recordAction(tx, {
      adminId: admin.id,
      adminEmail: admin.email,
      action: decision === 'approved' ? 'approve_vira' : 'reject_vira',
      targetType: 'vira_application',
      targetId: `${id} (${application.userId})`,
      reason,
    });
    // Told with the decision: the applicant hears it if and only if it stands.
    await noticeViraDecision(deps, application.userId, decision, reason, tx);
  });
  // Vira owners count in the search 'Verificados' figure.
  notifyCatalogueChange(db);
  return overview(db);
}

export async function searchListings(db: AppDb, q: string | undefined): Promise<AdminListing[]> {
  return (await repo.findListings(db, q, LIST_LIMIT)).map(toAdminListing);
}

/** Hidden listings leave search and the map at once; their owner sees the reason. */
export async function setListingHidden(
  db: AppDb,
  admin: SessionUser,
  rawId: string,
  hidden: boolean,
  reason: string,
): Promise<void> {
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : 0;
  await db.transaction(async (tx) => {
    await setAuditContext(tx, {
      actorId: admin.id,
      actorRole: 'admin',
      reason,
      action: hidden ? 'hide_listing' : 'restore_listing',
    });
    if (!id || !(await writeListingHidden(tx, id, hidden ? reason : null))) {
      throw new AppError(404, 'listing_not_found', adminMessages.listingNotFound, { id: rawId.slice(0, 40) });
    }
    await recordAction(tx, {
      adminId: admin.id,
      adminEmail: admin.email,
      action: hidden ? 'hide_listing' : 'restore_listing',
      targetType: 'listing',
      targetId: String(id),
      reason,
    });
  });
  notifyCatalogueChange(db);
}

export async function searchUsers(db: AppDb, q: string | undefined): Promise<AdminUser[]> {
  return (await repo.findUsers(db, q, LIST_LIMIT)).map(toAdminUser);
}

/**
 * A suspended person is signed out everywhere (sessions deleted) and refused at sign-in; their listings are no public
 * listing while it lasts (`listings.listed`).
 */
export async function setSuspended(
  db: AppDb,
  admin: SessionUser,
  userId: string,
  suspended: boolean,
  reason: string,
): Promise<void> {
  if (suspended && userId === admin.id) throw new AppError(400, 'cannot_suspend_self', adminMessages.notYourself);
  await db.transaction(async (tx) => {
    await setAuditContext(tx, { actorId: admin.id, actorRole: 'admin', reason });
    if (!(await writeSuspended(tx, userId, suspended ? reason : null))) {
      throw new AppError(404, 'user_not_found', adminMessages.userNotFound, { id: userId.slice(0, 40) });
    }
    if (suspended) await repo.deleteSessionsOf(tx, userId);
    await recordAction(tx, {
      adminId: admin.id,
      adminEmail: admin.email,
      action: suspended ? 'suspend_user' : 'restore_user',
      targetType: 'user',
      targetId: userId,
      reason,
    });
  });
  // Their listings left (or came back to) the catalogue with them (migration 0034): search and the map reload now.
  notifyCatalogueChange(db);
}
