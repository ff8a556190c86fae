import {
  AID_LIMITS,
  aidRequestInputSchema,
  AID_MAP_MAX_POINTS,
  DONATION_LINK_REQUIRED,
  NO_DAY_CHOSEN,
  urgencyRank,
  type AidAccess,
  type AidList,
  type AidListQuery,
  type AidMap,
  type AidMine,
  type AidOffer,
  type AidOfferInput,
  type AidRequestDetail,
  type AidRequestInput,
  type AidRequestSummary,
} from '@vira/domain/aid';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { z, type ZodError } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { AppDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import { commonMessages } from '../../i18n/common-messages';
import { zodReason } from '../../i18n/zod-reason';
import type { Locale } from '@vira/domain/locales';
import { isAdmin } from '../staff';
import { recordAction } from '../staff';
import { notify } from '../notifications';
import { withAuditContext } from '../audit';
import { toAidDetail, toAidOffer, toAidSummary } from './aid.mapper';
import { aidMessages } from './aid.messages';
import * as repo from './aid.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Admins and the people they made verifiers. */
export async function canVerify(deps: AppDeps, user: SessionUser | undefined): Promise<boolean> {
  if (!user) return false;
  return isAdmin(deps.env, user) || (await repo.isVerifier(deps.database.db, user.id));
}

/** Verification and export answer like an unknown path to everyone else. */
export async function requireVerifier(deps: AppDeps, user: SessionUser | undefined): Promise<SessionUser> {
  if (!user || !(await canVerify(deps, user))) throw new AppError(404, 'not_found', commonMessages.notFound);
  return user;
}

export async function access(deps: AppDeps, user: SessionUser | undefined): Promise<AidAccess> {
  if (!user) return { canVerify: false, isVerifier: false };
  const isVerifier = await repo.isVerifier(deps.database.db, user.id);
  return { canVerify: isVerifier || isAdmin(deps.env, user), isVerifier };
}

/** `created_at::text` as PostgreSQL writes a timestamptz: microseconds and the offset. */
const LIST_KEY_INSTANT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;
const listKeySchema = z.tuple([z.number().int().min(0).max(3), z.string().regex(LIST_KEY_INSTANT), z.uuid()]);

/** The cursor is the last row's sort key, opaque to clients (base64url of a JSON triple). */
function decodeCursor(cursor: string | undefined): repo.AidListKey | null {
  if (cursor === undefined) return null;
  try {
    const [rank, created, id] = listKeySchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    return { rank, created, id };
  } catch {
    throw new AppError(400, 'invalid_cursor', aidMessages.badCursor, {}, { cursor: 'invalid' });
  }
}

/**
 * The counts read every published request matching the filters, so without a distance filter (a handful of
 * filter sets) they are kept 30 s, and forgotten at once when this server publishes, changes or closes a request.
 * Another server's change shows within the 30 s, like the search figures.
 */
const COUNTS_TTL_MS = 30_000;
type Counts = Awaited<ReturnType<typeof repo.countPublished>>;
const countCaches = new WeakMap<AppDb, LRUCache<string, Promise<Counts>>>();

function cachedCounts(db: AppDb, query: AidListQuery): Promise<Counts> {
  const filters = { urgency: query.urgency, verified: query.verified };
  if (query.lat !== undefined && query.lng !== undefined && query.radiusKm)
    return repo.countPublished(db, { ...filters, lat: query.lat, lng: query.lng, radiusKm: query.radiusKm });
  let cache = countCaches.get(db);
  if (!cache) countCaches.set(db, (cache = new LRUCache({ max: 50, ttl: COUNTS_TTL_MS })));
  const key = JSON.stringify(filters);
  const hit = cache.get(key);
  if (hit) return hit;
  const value = repo.countPublished(db, filters);
  value.catch(() => cache.delete(key));
  cache.set(key, value);
  return value;
}

/** Called after every change to a request that the public list could show. */
function forgetCounts(db: AppDb): void {
  countCaches.get(db)?.clear();
}

export async function listRequests(db: AppDb, query: AidListQuery): Promise<AidList> {
  const limit = query.limit ?? 50;
  const [rows, counts] = await Promise.all([
    repo.findPublishedPage(db, query, decodeCursor(query.cursor)),
    cachedCounts(db, query),
  ]);
  const page = rows.slice(0, limit);
  return {
    items: page.map(toAidSummary),
    total: query.aidType ? (counts.perType[query.aidType] ?? 0) : counts.all,
    countsByType: counts.perType,
    nextCursor: rows.length > limit ? Buffer.from(page[page.length - 1]!.list_key, 'utf8').toString('base64url') : null,
  };
}

export async function mapRequests(db: AppDb, query: Parameters<typeof repo.findInBox>[1]): Promise<AidMap> {
  const rows = await repo.findInBox(db, query, AID_MAP_MAX_POINTS + 1);
  return {
    points: rows.slice(0, AID_MAP_MAX_POINTS).map((r) => ({
      id: r.id,
      lat: Number(r.lat),
      lng: Number(r.lng),
      urgency: r.urgency as AidMap['points'][number]['urgency'],
      title: r.title,
    })),
    truncated: rows.length > AID_MAP_MAX_POINTS,
  };
}

async function offersWithItems(db: AppDb, rows: repo.AidOfferViewRow[], viewerId: string | null) {
  const items = await repo.findOfferItems(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toAidOffer(r, items, viewerId));
}

export async function mine(deps: AppDeps, user: SessionUser): Promise<AidMine> {
  const db = deps.database.db;
  const [requests, offers] = await Promise.all([
    repo.findSummariesWhere(db, sql`r.author_id = ${user.id}`),
    repo.findOffersBy(db, user.id),
  ]);
  return { requests: requests.map(toAidSummary), offers: await offersWithItems(db, offers, user.id) };
}

/** A request a viewer may see: published ones for everyone, the rest for its author and verifiers only. */
async function loadVisible(deps: AppDeps, user: SessionUser | undefined, id: string) {
  const row = UUID.test(id) ? await repo.findRequest(deps.database.db, id) : undefined;
  if (!row) throw new AppError(404, 'aid_request_not_found', aidMessages.requestNotFound);
  const verifier = await canVerify(deps, user);
  if (row.status !== 'published' && row.authorId !== user?.id && !verifier)
    throw new AppError(404, 'aid_request_not_found', aidMessages.requestNotFound);
  return { row, verifier };
}

export async function getRequest(deps: AppDeps, user: SessionUser | undefined, id: string): Promise<AidRequestDetail> {
  const db = deps.database.db;
  const { row, verifier } = await loadVisible(deps, user, id);
  const isAuthor = row.authorId === user?.id;
  const [summary, items, offers, author] = await Promise.all([
    repo.findSummary(db, id),
    repo.findItemsWithCoverage(db, id),
    repo.findOffersOfRequest(db, id),
    db.execute(sql`select full_name from profiles where user_id = ${row.authorId}`),
  ]);
  const live = offers.filter((o) => o.status !== 'withdrawn');
  // Offerers' details are for the requester and the verifiers; anyone else sees their own offers only.
  const visible = isAuthor || verifier ? live : live.filter((o) => o.authorId === user?.id);
  return toAidDetail(summary!, row, {
    authorName: (author as unknown as { rows: { full_name: string | null }[] }).rows[0]?.full_name ?? null,
    items,
    offers: await offersWithItems(db, visible, user?.id ?? null),
    offerCount: live.length,
    viewer: { isAuthor, canVerify: verifier },
  });
}

function requestValues(input: AidRequestInput, now: Date) {
  if (input.neededUntil < now.toISOString().slice(0, 10))
    throw new AppError(400, 'needed_until_past', aidMessages.neededUntilPast);
  return {
    title: input.title,
    description: input.description,
    aidTypes: [...new Set(input.aidTypes)],
    category: input.category ?? null,
    urgency: input.urgency,
    urgencyRank: urgencyRank(input.urgency),
    placeName: input.placeName,
    region: input.region ?? '',
    country: input.country ?? '',
    lat: input.lat,
    lng: input.lng,
    peopleAffected: input.peopleAffected,
    contactPreference: input.contactPreference,
    organisation: input.organisation ?? '',
    neededUntil: input.neededUntil,
  };
}

export async function createRequest(deps: AppDeps, user: SessionUser, input: AidRequestInput) {
  aidRequestInputSchema.parse(input);
  const row = await withAuditContext(deps.database.db, { actorId: user.id, actorRole: 'user' }, (tx) =>
    repo.insertRequest(tx, { ...requestValues(input, deps.clock.now()), authorId: user.id }, input.items),
  );
  return getRequest(deps, user, row.id);
}

async function loadOwn(deps: AppDeps, user: SessionUser, id: string) {
  const { row } = await loadVisible(deps, user, id);
  if (row.authorId !== user.id) throw new AppError(403, 'not_author', aidMessages.notAuthor);
  return row;
}

/** An edit goes back to review: what a verifier checked is no longer what is shown. */
export async function updateRequest(deps: AppDeps, user: SessionUser, id: string, input: AidRequestInput) {
  await loadOwn(deps, user, id);
  await repo.updateRequest(
    deps.database.db,
    id,
    {
      ...requestValues(input, deps.clock.now()),
      status: 'under_review',
      verifiedAt: null,
      verifiedBy: null,
      rejectionReason: null,
      confirmedAt: deps.clock.now(),
    },
    input.items,
  );
  forgetCounts(deps.database.db);
  return getRequest(deps, user, id);
}

/** "Still needed": the request is current for another 7 days. */
export async function confirmRequest(deps: AppDeps, user: SessionUser, id: string) {
  await loadOwn(deps, user, id);
  await repo.setRequestFields(deps.database.db, id, { confirmedAt: deps.clock.now() });
  forgetCounts(deps.database.db);
  return getRequest(deps, user, id);
}

export async function reviewQueue(deps: AppDeps): Promise<{ items: AidRequestSummary[] }> {
  return { items: (await repo.findReviewQueue(deps.database.db)).map(toAidSummary) };
}

export async function verifyRequest(deps: AppDeps, verifier: SessionUser, id: string) {
  const row = UUID.test(id) ? await repo.findRequest(deps.database.db, id) : undefined;
  if (!row) throw new AppError(404, 'aid_request_not_found', aidMessages.requestNotFound);
  if (!(await repo.markVerified(deps.database.db, id, verifier.id)))
    throw new AppError(409, 'already_reviewed', aidMessages.alreadyDecided);
  forgetCounts(deps.database.db);
  await notify(deps, {
    userId: row.authorId,
    type: 'aid',
    template: 'aid_request_verified',
    params: { request: row.title },
    data: { aid_request_id: id },
    path: `/humanitarian/${id}`,
    dedupeKey: `aid-verified:${id}`,
  });
  await matchNewRequest(deps, id);
  return getRequest(deps, verifier, id);
}

export async function rejectRequest(deps: AppDeps, verifier: SessionUser, id: string, reason: string) {
  const row = UUID.test(id) ? await repo.findRequest(deps.database.db, id) : undefined;
  if (!row) throw new AppError(404, 'aid_request_not_found', aidMessages.requestNotFound);
  if (row.status !== 'under_review') throw new AppError(409, 'already_reviewed', aidMessages.alreadyDecided);
  await repo.setRequestFields(deps.database.db, id, { status: 'rejected', rejectionReason: reason });
  forgetCounts(deps.database.db);
  await notify(deps, {
    userId: row.authorId,
    type: 'aid',
    template: 'aid_request_rejected',
    params: { request: row.title, reason },
    data: { aid_request_id: id },
    path: `/humanitarian/${id}`,
  });
  return getRequest(deps, verifier, id);
}

/** A refused offer form: the spec's own sentences for a volunteer who chose no day or shift, and a link. */
export function offerInputError(error: ZodError, locale: Locale): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || 'body'] ??= zodReason(issue, locale);
  const first = error.issues[0]!;
  if (first.message === NO_DAY_CHOSEN) return new AppError(400, 'no_day_chosen', aidMessages.noDayChosen, {}, fields);
  if (first.message === DONATION_LINK_REQUIRED)
    return new AppError(400, 'donation_link_required', aidMessages.donationLinkRequired, {}, fields);
  if (first.path[0] === 'shift') return new AppError(400, 'shift_required', aidMessages.shiftRequired, {}, fields);
  const field = first.path.join('.') || 'body';
  return new AppError(400, 'invalid_offer', aidMessages.invalidOffer, { field, reason: fields[field]! }, fields);
}

/** Checks the request the offer is about and the items it commits; returns the request (null: general). */
async function checkOfferTarget(deps: AppDeps, user: SessionUser, offer: AidOfferInput) {
  const items = offer.items ?? [];
  if (!offer.requestId) {
    if (items.length > 0) throw new AppError(400, 'items_without_request', aidMessages.itemsWithoutRequest);
    if (!offer.aidTypes?.length || offer.lat == null || offer.lng == null)
      throw new AppError(400, 'general_offer_needs_place', aidMessages.generalOfferNeedsPlace);
    return null;
  }
  const { row } = await loadVisible(deps, user, offer.requestId);
  if (row.authorId === user.id) throw new AppError(400, 'own_request', aidMessages.ownRequest);
  if (row.status !== 'published') throw new AppError(409, 'request_not_open', aidMessages.requestNotOpen);
  const own = new Set((await repo.findItems(deps.database.db, row.id)).map((i) => i.id));
  if (items.some((i) => !own.has(i.itemId)) || new Set(items.map((i) => i.itemId)).size !== items.length)
    throw new AppError(400, 'item_not_on_request', aidMessages.itemNotOnRequest);
  return row;
}

function offerValues(offer: AidOfferInput) {
  const volunteer = offer.type === 'volunteer';
  const general = !offer.requestId;
  return {
    aidTypes: general ? [...new Set(offer.aidTypes ?? [])] : [],
    placeName: general ? (offer.placeName ?? '') : '',
    lat: general ? (offer.lat ?? null) : null,
    lng: general ? (offer.lng ?? null) : null,
    radiusKm: general ? (offer.radiusKm ?? AID_LIMITS.offerRadiusKmDefault) : null,
    type: offer.type,
    details: offer.details ?? '',
    shift: volunteer ? (offer.shift ?? null) : null,
    hoursPerDay: volunteer ? (offer.hoursPerDay ?? null) : null,
    days: volunteer ? [...new Set(offer.days ?? [])] : [],
    coverage: offer.coverage ?? '',
    donationUrl: offer.type === 'monetary_support' ? (offer.donationUrl ?? null) : null,
  };
}

async function offerView(deps: AppDeps, id: string, viewerId: string): Promise<AidOffer> {
  const row = await repo.findOfferView(deps.database.db, id);
  return (await offersWithItems(deps.database.db, [row!], viewerId))[0]!;
}

export async function createOffer(deps: AppDeps, user: SessionUser, offer: AidOfferInput) {
  const request = await checkOfferTarget(deps, user, offer);
  const row = await repo.insertOffer(
    deps.database.db,
    { ...offerValues(offer), requestId: request?.id ?? null, authorId: user.id },
    offer.items ?? [],
  );
  forgetCounts(deps.database.db);
  if (!request) await matchGeneralOffer(deps, row.id);
  if (request) {
    await notify(deps, {
      userId: request.authorId,
      type: 'aid',
      template: 'aid_offer_received',
      params: { request: request.title, name: user.name || 'Vira' },
      data: { aid_request_id: request.id, user_id: user.id },
      path: `/humanitarian/${request.id}`,
    });
  }
  return offerView(deps, row.id, user.id);
}

async function loadOffer(deps: AppDeps, id: string) {
  const row = UUID.test(id) ? await repo.findOfferView(deps.database.db, id) : undefined;
  if (!row) throw new AppError(404, 'aid_offer_not_found', aidMessages.offerNotFound);
  return row;
}

/** Only its author changes an offer; to anyone else (the requester included) it is not there to change. */
async function loadOwnOffer(deps: AppDeps, user: SessionUser, id: string) {
  const existing = await loadOffer(deps, id);
  if (existing.authorId !== user.id) throw new AppError(404, 'aid_offer_not_found', aidMessages.offerNotFound);
  return existing;
}

export async function updateOffer(deps: AppDeps, user: SessionUser, id: string, input: AidOfferInput) {
  const existing = await loadOwnOffer(deps, user, id);
  if (existing.status === 'declined' || existing.status === 'withdrawn')
    throw new AppError(409, 'offer_closed', aidMessages.offerClosed);
  if (existing.deliveredAt) throw new AppError(409, 'offer_delivered', aidMessages.offerDelivered);
  // The request an offer is about does not change; a general offer keeps its place unless a new one is given.
  const offer: AidOfferInput = existing.requestId
    ? { ...input, requestId: existing.requestId }
    : {
        ...input,
        requestId: null,
        aidTypes: input.aidTypes?.length ? input.aidTypes : (existing.aidTypes as AidOfferInput['aidTypes']),
        lat: input.lat ?? existing.lat,
        lng: input.lng ?? existing.lng,
        radiusKm: input.radiusKm ?? existing.radiusKm,
        placeName: input.placeName ?? existing.placeName,
      };
  await checkOfferTarget(deps, user, offer);
  await repo.replaceOffer(deps.database.db, id, existing.requestId, offerValues(offer), offer.items ?? []);
  if (!existing.requestId) await matchGeneralOffer(deps, id);
  return offerView(deps, id, user.id);
}

export async function withdrawOffer(deps: AppDeps, user: SessionUser, id: string) {
  const existing = await loadOwnOffer(deps, user, id);
  if (existing.deliveredAt) throw new AppError(409, 'offer_delivered', aidMessages.offerDelivered);
  await repo.setOfferStatus(deps.database.db, id, 'withdrawn');
  return offerView(deps, id, user.id);
}

/** An offer on a request, as its requester acts on it; still open (neither declined nor withdrawn). */
async function loadOfferForRequester(deps: AppDeps, user: SessionUser, id: string) {
  const offer = await loadOffer(deps, id);
  if (!offer.requestId) throw new AppError(400, 'general_offer', aidMessages.generalOfferNoAnswer);
  if (offer.request_author !== user.id) {
    // The offerer and verifiers know the offer exists; anyone else does not.
    if (offer.authorId === user.id || (await canVerify(deps, user)))
      throw new AppError(403, 'not_author', aidMessages.notAuthor);
    throw new AppError(404, 'aid_offer_not_found', aidMessages.offerNotFound);
  }
  if (offer.status === 'declined' || offer.status === 'withdrawn')
    throw new AppError(409, 'offer_closed', aidMessages.offerClosed);
  return { ...offer, requestId: offer.requestId };
}

const ANSWER = { accept: 'accepted', thank: 'thanked', decline: 'declined' } as const;

/**
 * The requester accepts, thanks or declines an offer; the offerer hears about it. Accepting or thanking commits
 * the offer's quantities, capped at what is still missing; a delivered offer can no longer be declined.
 */
export async function respondToOffer(deps: AppDeps, user: SessionUser, id: string, action: keyof typeof ANSWER) {
  const offer = await loadOfferForRequester(deps, user, id);
  const status = ANSWER[action];
  if (status === 'declined') {
    if (offer.deliveredAt) throw new AppError(409, 'offer_delivered', aidMessages.offerDelivered);
    await repo.setOfferStatus(deps.database.db, id, status);
  } else {
    await repo.commitOffer(deps.database.db, id, offer.requestId, { status });
  }
  forgetCounts(deps.database.db);
  await notify(deps, {
    userId: offer.authorId,
    type: 'aid',
    template: `aid_offer_${status}`,
    params: { request: offer.request_title ?? '' },
    data: { aid_request_id: offer.requestId, user_id: user.id },
    path: `/humanitarian/${offer.requestId}`,
    dedupeKey: `aid-offer:${id}:${status}`,
  });
  return offerView(deps, id, user.id);
}

/**
 * The requester confirms that an offer's help arrived: the offer is committed (accepted if it was pending, its
 * quantities capped at what was missing) and from then on counts as help given. Confirming twice changes nothing.
 */
export async function confirmDelivery(deps: AppDeps, user: SessionUser, id: string) {
  const offer = await loadOfferForRequester(deps, user, id);
  if (offer.deliveredAt) return offerView(deps, id, user.id);
  await repo.commitOffer(deps.database.db, id, offer.requestId, {
    status: offer.status === 'thanked' ? 'thanked' : 'accepted',
    deliveredAt: deps.clock.now(),
  });
  forgetCounts(deps.database.db);
  await notify(deps, {
    userId: offer.authorId,
    type: 'aid',
    template: 'aid_offer_delivered',
    params: { request: offer.request_title ?? '' },
    data: { aid_request_id: offer.requestId, user_id: user.id },
    path: `/humanitarian/${offer.requestId}`,
    dedupeKey: `aid-offer:${id}:delivered`,
  });
  return offerView(deps, id, user.id);
}

/** How many requesters one new general offer tells about itself (the nearest, most urgent first). */
const MATCH_NOTICES = 10;

/**
 * A general offer meets the open requests it could help (same aid type, within its reach): the offerer hears how
 * many there are, and each requester (up to ten) that someone nearby offers what they need. The same pair is told
 * once (dedupe keys), however often the offer is edited.
 */
async function matchGeneralOffer(deps: AppDeps, offerId: string): Promise<void> {
  const offer = await repo.findOfferView(deps.database.db, offerId);
  if (!offer || offer.requestId || offer.status !== 'pending' || offer.lat === null || offer.lng === null) return;
  const requests = await repo.findRequestsNearOffer(deps.database.db, {
    authorId: offer.authorId,
    aidTypes: offer.aidTypes,
    lat: offer.lat,
    lng: offer.lng,
    radiusKm: offer.radiusKm ?? AID_LIMITS.offerRadiusKmDefault,
  });
  if (requests.length === 0) return;
  await notify(deps, {
    userId: offer.authorId,
    type: 'aid',
    template: 'aid_match_requests_near_offer',
    params: { count: requests.length, place: offer.placeName || '—' },
    data: {},
    path: '/humanitarian?tab=mine',
    dedupeKey: `aid-match-offer:${offerId}:${requests.length}`,
    whatsapp: true,
  });
  for (const request of requests.slice(0, MATCH_NOTICES)) {
    const author = (await repo.findRequest(deps.database.db, request.id))!.authorId;
    await notify(deps, {
      userId: author,
      type: 'aid',
      template: 'aid_match_offer_near_request',
      params: { request: request.title, distance: Math.max(1, Math.round(Number(request.distance_km))) },
      data: { aid_request_id: request.id },
      path: `/humanitarian/${request.id}`,
      dedupeKey: `aid-match:${offerId}:${request.id}`,
      whatsapp: true,
    });
  }
}

/** A request just verified meets the open general offers that reach it: each offerer and the requester are told. */
async function matchNewRequest(deps: AppDeps, requestId: string): Promise<void> {
  const request = await repo.findRequest(deps.database.db, requestId);
  if (!request || request.status !== 'published') return;
  const offers = await repo.findOffersNearRequest(deps.database.db, request);
  for (const offer of offers.slice(0, MATCH_NOTICES)) {
    await notify(deps, {
      userId: offer.authorId,
      type: 'aid',
      template: 'aid_match_request_near_offer',
      params: { request: request.title, distance: Math.max(1, Math.round(offer.distance_km)) },
      data: { aid_request_id: request.id },
      path: `/humanitarian/${request.id}`,
      dedupeKey: `aid-match:${offer.id}:${request.id}`,
      whatsapp: true,
    });
  }
  if (offers.length > 0)
    await notify(deps, {
      userId: request.authorId,
      type: 'aid',
      template: 'aid_match_offers_near_request',
      params: { request: request.title, count: offers.length },
      data: { aid_request_id: request.id },
      path: `/humanitarian/${request.id}`,
      dedupeKey: `aid-match-request:${request.id}`,
      whatsapp: true,
    });
}

/** Open requests near one of the person's general offers (only its author asks; 404 for anyone else). */
export async function nearbyRequests(deps: AppDeps, user: SessionUser, offerId: string) {
  const offer = await loadOwnOffer(deps, user, offerId);
  if (offer.requestId || offer.lat === null || offer.lng === null) return { items: [] };
  const rows = await repo.findRequestsNearOffer(deps.database.db, {
    authorId: offer.authorId,
    aidTypes: offer.aidTypes,
    lat: offer.lat,
    lng: offer.lng,
    radiusKm: offer.radiusKm ?? AID_LIMITS.offerRadiusKmDefault,
  });
  return { items: rows.map(toAidSummary) };
}

/** Open general offers that reach a request: for its author and the verifiers; 404 to anyone else. */
export async function nearbyOffers(deps: AppDeps, user: SessionUser, requestId: string) {
  const { row, verifier } = await loadVisible(deps, user, requestId);
  if (row.authorId !== user.id && !verifier)
    throw new AppError(404, 'aid_request_not_found', aidMessages.requestNotFound);
  const rows = await repo.findOffersNearRequest(deps.database.db, row);
  const views = await offersWithItems(deps.database.db, rows, user.id);
  return {
    items: views.map((view, i) => ({ ...view, distanceKm: Math.round(rows[i]!.distance_km * 10) / 10 })),
  };
}

/** The two people of an offer: the chat between them is keyed by the request (decision 016). */
export async function offerParties(deps: AppDeps, user: SessionUser, id: string) {
  const offer = await loadOffer(deps, id);
  if (!offer.requestId || (offer.authorId !== user.id && offer.request_author !== user.id))
    throw new AppError(404, 'aid_offer_not_found', aidMessages.offerNotFound);
  return { requestId: offer.requestId, requesterId: offer.request_author!, offererId: offer.authorId };
}

export async function listVerifiers(deps: AppDeps) {
  const rows = await repo.findVerifiers(deps.database.db);
  return { items: rows.map((r) => ({ ...r, grantedAt: r.grantedAt.toISOString() })) };
}

export async function grantVerifier(deps: AppDeps, admin: SessionUser, email: string) {
  const db = deps.database.db;
  const person = await repo.findUserByEmail(db, email);
  if (!person) throw new AppError(404, 'user_not_found', aidMessages.userNotFound);
  await repo.insertVerifier(db, person.id, admin.id);
  await recordAction(db, {
    adminId: admin.id,
    adminEmail: admin.email,
    action: 'grant_aid_verifier',
    targetType: 'aid_verifier',
    targetId: person.id,
    reason: '',
  });
  return listVerifiers(deps);
}

export async function revokeVerifier(deps: AppDeps, admin: SessionUser, userId: string) {
  const db = deps.database.db;
  if (await repo.deleteVerifier(db, userId))
    await recordAction(db, {
      adminId: admin.id,
      adminEmail: admin.email,
      action: 'revoke_aid_verifier',
      targetType: 'aid_verifier',
      targetId: userId,
      reason: '',
    });
  return listVerifiers(deps);
}
