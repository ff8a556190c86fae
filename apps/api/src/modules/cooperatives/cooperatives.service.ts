import {
  COOPERATIVE_RATE_LIMITS,
  splitByShares,
  type CooperativeDetail,
  type CooperativeSummary,
} from '@vira/domain/cooperative';
import type { AppDeps } from '../../app-deps';
import type { AppDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import { notify } from '../notifications';
import { enforceRateLimits } from '../rate-limit';
import { cooperativeMessages as m } from './cooperatives.messages';
import { toDetail, toSummary } from './cooperatives.mapper';
import * as repo from './cooperatives.repository';

const hourly = (deps: AppDeps, userId: string, action: keyof typeof COOPERATIVE_RATE_LIMITS) =>
  enforceRateLimits(
    deps.database.db,
    [{ key: `cooperative-${action}:${userId}`, limit: COOPERATIVE_RATE_LIMITS[action], windowSeconds: 3600 }],
    deps.clock.now(),
  );

const notFound = () => new AppError(404, 'not_found', m.notFound);

/** People outside a cooperative learn nothing about it, not even that it exists: 404 for reads and writes. */
async function requireMember(db: AppDb, cooperativeId: string, userId: string, active = true) {
  const member = await repo.membership(db, cooperativeId, userId);
  if (!member || (active && member.status !== 'active')) throw notFound();
  return member;
}

export async function listMine(db: AppDb, userId: string): Promise<{ items: CooperativeSummary[] }> {
  return { items: (await repo.listForUser(db, userId)).map(toSummary) };
}

export async function getDetail(db: AppDb, id: string, userId: string): Promise<CooperativeDetail> {
  const member = await requireMember(db, id, userId, false);
  const coop = await repo.findCooperative(db, id);
  if (!coop) throw notFound();
  await splitPooledEarnings(db);
  const [members, listings, earnings, proposals] = await Promise.all([
    repo.members(db, id),
    repo.pooledListings(db, id),
    repo.splitEarnings(db, id),
    repo.proposals(db, id, userId),
  ]);
  return toDetail(coop, member.status, members, listings, earnings, proposals);
}

/**
 * Splits every settled booking of a pooled listing among the cooperative's active members by their shares at that
 * moment, once (the split is then fixed; payouts pay each member their part). Returns how many were split.
 */
export async function splitPooledEarnings(db: AppDb): Promise<number> {
  return db.transaction(async (tx) => {
    const ids = await repo.lockUnsplitPooled(tx);
    if (ids.length === 0) return 0;
    const booked = await repo.pooledBookings(tx, ids);
    const membersOf = new Map<string, repo.MemberRow[]>();
    for (const b of booked) {
      if (!membersOf.has(b.cooperativeId))
        membersOf.set(
          b.cooperativeId,
          (await repo.members(tx, b.cooperativeId)).filter((m) => m.status === 'active'),
        );
      const active = membersOf.get(b.cooperativeId)!;
      const parts = splitByShares(b.ownerEarnings, active);
      await repo.insertSplits(
        tx,
        active.map((m, i) => ({
          bookingId: b.id,
          memberId: m.userId,
          cooperativeId: b.cooperativeId,
          amount: parts[i]!,
        })),
      );
    }
    return booked.length;
  });
}

export async function create(
  deps: AppDeps,
  userId: string,
  input: { name: string; purpose: string; city: string },
): Promise<CooperativeDetail> {
  const { db } = deps.database;
  await hourly(deps, userId, 'create');
  const coop = await repo.insertCooperative(db, { ...input, founderId: userId });
  return getDetail(db, coop.id, userId);
}

/** Invites a Vira account by e-mail; the invitee is notified and joins only by accepting. */
export async function invite(deps: AppDeps, id: string, userId: string, email: string): Promise<CooperativeDetail> {
  const { db } = deps.database;
  await requireMember(db, id, userId);
  await hourly(deps, userId, 'invite');
  const invitee = await repo.userIdByEmail(db, email);
  if (!invitee) throw new AppError(404, 'person_not_found', m.personNotFound);
  if (!(await repo.insertInvite(db, id, invitee, userId))) throw new AppError(409, 'already_member', m.alreadyMember);
  const detail = await getDetail(db, id, userId);
  await notify(deps, {
    userId: invitee,
    type: 'cooperative',
    template: 'cooperative_invitation',
    params: { name: detail.members.find((x) => x.userId === userId)?.name ?? 'Vira', cooperative: detail.name },
    data: { cooperative_id: id, user_id: userId },
    path: `/cooperatives?id=${id}`,
    dedupeKey: `cooperative-invitation:${id}:${invitee}`,
  });
  return detail;
}

export async function accept(db: AppDb, id: string, userId: string): Promise<CooperativeDetail> {
  if (!(await repo.acceptInvite(db, id, userId))) throw notFound();
  return getDetail(db, id, userId);
}

export async function updateShares(
  db: AppDb,
  id: string,
  userId: string,
  memberId: string,
  shares: number,
): Promise<CooperativeDetail> {
  // Shares are set by the founder; anyone else editing them is treated as not allowed to see the resource.
  const coop = await repo.findCooperative(db, id);
  if (!coop || coop.founderId !== userId) throw notFound();
  if (!(await repo.setShares(db, id, memberId, shares))) throw notFound();
  return getDetail(db, id, userId);
}

export async function contribute(db: AppDb, id: string, userId: string, listingId: number) {
  await requireMember(db, id, userId);
  if ((await repo.listingOwner(db, listingId)) !== userId) {
    throw new AppError(404, 'listing_not_found', m.listingNotYours);
  }
  if (!(await repo.insertPooledListing(db, id, listingId, userId))) {
    throw new AppError(409, 'listing_pooled', m.listingPooled);
  }
  return getDetail(db, id, userId);
}

export async function propose(deps: AppDeps, id: string, userId: string, input: { title: string; body: string }) {
  const { db } = deps.database;
  await requireMember(db, id, userId);
  await hourly(deps, userId, 'propose');
  await repo.insertProposal(db, { cooperativeId: id, authorId: userId, ...input });
  return getDetail(db, id, userId);
}

export async function vote(db: AppDb, proposalId: string, userId: string, choice: 'yes' | 'no' | 'abstain') {
  const proposal = await repo.findProposal(db, proposalId);
  if (!proposal) throw notFound();
  await requireMember(db, proposal.cooperativeId, userId);
  if (!(await repo.insertVote(db, proposalId, userId, choice))) {
    throw new AppError(409, 'already_voted', m.alreadyVoted);
  }
  return getDetail(db, proposal.cooperativeId, userId);
}
