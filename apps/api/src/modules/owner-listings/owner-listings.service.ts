import { continentAt } from '@vira/domain/geography';
import { rentingReads } from './renting-reads';
import { isCurrencyCode } from '@vira/domain/currencies';
import {
  LISTING_LIMITS,
  listingPatchSchema,
  listingPricingSchema,
  publishableListingSchema,
  publishableServiceSchema,
  type BlockedDates,
  type BlockedDatesInput,
  type ListingPatch,
  type OwnerListing,
} from '@vira/domain/listing-editor';
import type { AppDeps } from '../../app-deps';
import type { AppDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import { validationError } from '../../http/error-response';
import type { Locale } from '@vira/domain/locales';
import { ZodError } from 'zod';
import { setAuditContext, withAuditContext } from '../audit';
import { storeUploadedImage } from '../images';
import { notifyCatalogueChange } from '../listings';
import { toOwnerListing } from './owner-listings.mapper';
import { ownerListingMessages } from './owner-listings.messages';
import * as repo from './owner-listings.repository';
import { assertServiceMayGoLive } from '../services';
import { SERVICE_CATEGORIES } from '@vira/domain/category-taxonomy';

/** A draft starts with placeholders that keep it off the map ('Desconocido') until the location step. */
const DRAFT_DEFAULTS = {
  title: '',
  description: '',
  location: '',
  city: '',
  country: 'Desconocido',
  continent: 'Global',
  latitude: 0,
  longitude: 0,
  pricePerDay: 0,
} as const;

function notFound(id: number | string): AppError {
  return new AppError(404, 'listing_not_found', ownerListingMessages.notFound, { id });
}

function parseId(raw: string): number {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (!id) throw notFound(raw.slice(0, 40));
  return id;
}

export async function getOwnerListing(db: AppDb, user: SessionUser, rawId: string): Promise<OwnerListing> {
  const id = parseId(rawId);
  const [record] = await repo.findOwnerListingRecords(db, user.id, id);
  if (!record) throw notFound(id);
  return toOwnerListing(record);
}

export async function listOwnerListings(db: AppDb, user: SessionUser): Promise<OwnerListing[]> {
  return (await repo.findOwnerListingRecords(db, user.id)).map(toOwnerListing);
}

/**
 * The draft the wizard's first save makes, holding that save (the wizard makes none before: an opened and left
 * /publish leaves nothing behind). A service category starts a service unless the save says the type.
 */
export async function createDraft(
  db: AppDb,
  user: SessionUser,
  patch: ListingPatch,
  locale: Locale,
): Promise<OwnerListing> {
  const preferred = await repo.findProfileCurrency(db, user.id);
  const type =
    patch.type ??
    (patch.category && (SERVICE_CATEGORIES as readonly string[]).includes(patch.category) ? 'service' : 'product');
  assertItemPrice(type, patch, locale);
  const id = await withAuditContext(db, { actorId: user.id, actorRole: 'owner' }, (tx) =>
    repo.insertListingRow(tx, {
      ...DRAFT_DEFAULTS,
      category: '',
      currency: isCurrencyCode(preferred) ? preferred : 'MXN',
      ...toColumns(patch, type),
      ownerId: user.id,
      status: 'draft',
      type,
    }),
  );
  return getOwnerListing(db, user, String(id));
}

/** An item is rented by the day: a daily price it saves must be above 0 (a service may be hourly only). */
function assertItemPrice(type: 'product' | 'service', patch: ListingPatch, locale: Locale): void {
  if (type !== 'product' || patch.pricePerDay === undefined) return;
  const price = listingPricingSchema.pick({ pricePerDay: true }).safeParse({ pricePerDay: patch.pricePerDay });
  if (!price.success) throw validationError(price.error, locale);
}

/** What a patch stores: the continent follows the pin; a service never has a deposit, insurance or delivery. */
function toColumns(patch: ListingPatch, type: 'product' | 'service'): Partial<repo.ListingInsert> {
  const columns: Partial<repo.ListingInsert> = { ...patch } as Partial<repo.ListingInsert>;
  if (type === 'service') {
    Object.assign(columns, {
      deposit: 0,
      hasInsurance: false,
      insuranceCostPerDay: 0,
      insuranceCover: null,
      homeDelivery: false,
      deliveryCost: 0,
    });
  }
  if (patch.latitude !== undefined && patch.longitude !== undefined) {
    columns.continent = continentAt(patch.latitude, patch.longitude);
  }
  return columns;
}

/** Saves one wizard step (or an edit of a live listing). Rules that span fields are checked on the result. */
export async function updateListing(
  db: AppDb,
  user: SessionUser,
  rawId: string,
  patch: ListingPatch,
  locale: Locale,
  now: Date,
): Promise<OwnerListing> {
  const id = parseId(rawId);
  const current = await repo.findOwnedListing(db, id, user.id);
  if (!current) throw notFound(id);
  const merged = listingPatchSchema.safeParse({
    minDays: patch.minDays ?? current.minDays,
    maxDays: patch.maxDays !== undefined ? patch.maxDays : current.maxDays,
    ...(patch.subcategory ? { category: patch.category ?? current.category, subcategory: patch.subcategory } : {}),
  });
  if (!merged.success) throw validationError(merged.error, locale);
  // What a listing is (item or service) is chosen while it is a draft.
  const type = current.status === 'draft' ? (patch.type ?? current.type) : current.type;
  assertItemPrice(type, patch, locale);
  if (current.status !== 'draft') {
    // A live or paused listing must stay publishable after the edit.
    // Only what this edit breaks is refused: a sample listing's catalogue category (not a taxonomy id) must not
    // stop its owner from changing the price or the minimum days.
    const full = publishableSchemaFor(type).safeParse({ ...publishableFields(current), ...patch, type });
    const caused = full.success ? [] : full.error.issues.filter((issue) => causedBy(issue.path, patch));
    if (caused.length > 0) throw validationError(new ZodError(caused), locale);
    if (current.status === 'live')
      await assertServiceMayGoLive(db, { ...current, category: patch.category ?? current.category }, now);
  }
  await withAuditContext(db, { actorId: user.id, actorRole: 'owner' }, (tx) =>
    repo.updateListingRow(tx, id, { ...toColumns(patch, type), type }),
  );
  if (current.status !== 'draft') notifyCatalogueChange(db);
  return getOwnerListing(db, user, String(id));
}

/** Whether a validation issue is about a field the patch sets (the refinements span the two fields they relate). */
function causedBy(path: PropertyKey[], patch: ListingPatch): boolean {
  const related: Record<string, string[]> = {
    maxDays: ['maxDays', 'minDays'],
    subcategory: ['subcategory', 'category'],
  };
  const field = String(path[0]);
  return (related[field] ?? [field]).some((name) => Object.hasOwn(patch, name));
}

function publishableFields(row: repo.ListingRow) {
  return {
    title: row.title,
    description: row.description,
    category: row.category,
    subcategory: row.subcategory,
    condition: row.condition,
    modelYear: row.modelYear,
    location: row.location,
    city: row.city,
    country: row.country,
    postalCode: row.postalCode,
    latitude: row.latitude,
    longitude: row.longitude,
    currency: row.currency,
    pricePerDay: row.pricePerDay,
    hasInsurance: row.hasInsurance,
    insuranceCostPerDay: row.insuranceCostPerDay,
    insuranceCover: row.insuranceCover,
    deposit: row.deposit,
    deliveryCost: row.deliveryCost,
    homeDelivery: row.homeDelivery,
    publicPickup: row.publicPickup,
    instantBooking: row.instantBooking,
    minDays: row.minDays,
    maxDays: row.maxDays,
    weeklyDiscountPct: row.weeklyDiscountPct,
    monthlyDiscountPct: row.monthlyDiscountPct,
    cancellationPolicy: row.cancellationPolicy,
    ...(row.type === 'service'
      ? {
          pricePerHour: row.pricePerHour,
          minHours: row.minHours,
          serviceRadiusKm: row.serviceRadiusKm,
          weeklyHours: row.weeklyHours,
          timeZone: row.timeZone,
        }
      : {}),
  };
}

function publishableSchemaFor(type: 'product' | 'service') {
  return type === 'service' ? publishableServiceSchema : publishableListingSchema;
}

/** "Publicar": the draft goes live at once, in search, suggestions, the map and the home statistics. */
export async function publishListing(db: AppDb, user: SessionUser, rawId: string, now: Date): Promise<OwnerListing> {
  const id = parseId(rawId);
  const current = await repo.findOwnedListing(db, id, user.id);
  if (!current) throw notFound(id);
  if (current.status !== 'draft') throw new AppError(409, 'already_published', ownerListingMessages.alreadyLive);
  const checked = publishableSchemaFor(current.type).safeParse(publishableFields(current));
  if (!checked.success) {
    const field = checked.error.issues[0]?.path.join('.') ?? 'title';
    throw new AppError(400, 'listing_incomplete', ownerListingMessages.incomplete, { field }, { [field]: 'required' });
  }
  if ((await repo.listImages(db, [id])).length === 0) {
    throw new AppError(400, 'listing_needs_photo', ownerListingMessages.needsPhoto, {}, { photos: 'required' });
  }
  await assertServiceMayGoLive(db, current, now);
  await withAuditContext(db, { actorId: user.id, actorRole: 'owner', action: 'published' }, (tx) =>
    repo.updateListingRow(tx, id, { status: 'live', publishedAt: now, createdAt: now }),
  );
  notifyCatalogueChange(db);
  return getOwnerListing(db, user, String(id));
}

export async function setPaused(
  db: AppDb,
  user: SessionUser,
  rawId: string,
  paused: boolean,
  now: Date,
): Promise<OwnerListing> {
  const id = parseId(rawId);
  const current = await repo.findOwnedListing(db, id, user.id);
  if (!current) throw notFound(id);
  if (paused && current.status !== 'live') throw new AppError(409, 'listing_not_live', ownerListingMessages.notLive);
  if (!paused && current.status !== 'paused') {
    throw new AppError(409, 'listing_not_paused', ownerListingMessages.notPaused);
  }
  if (!paused) await assertServiceMayGoLive(db, current, now);
  await withAuditContext(db, { actorId: user.id, actorRole: 'owner', action: paused ? 'paused' : 'resumed' }, (tx) =>
    repo.updateListingRow(tx, id, { status: paused ? 'paused' : 'live' }),
  );
  notifyCatalogueChange(db);
  return getOwnerListing(db, user, String(id));
}

/** Refused while a booking still holds dates today or later; the owner can pause instead. */
export async function deleteListing(deps: AppDeps, user: SessionUser, rawId: string): Promise<void> {
  const db = deps.database.db;
  const id = parseId(rawId);
  const keys = await db.transaction(async (tx) => {
    await setAuditContext(tx, { actorId: user.id, actorRole: 'owner' });
    const current = await repo.lockOwnedListing(tx, id, user.id);
    if (!current) throw notFound(id);
    const count = await repo.countActiveBookings(tx, id);
    if (count > 0) throw new AppError(409, 'listing_has_bookings', ownerListingMessages.hasBookings, { count });
    const images = await repo.listImages(tx, [id]);
    await repo.deleteListingRow(tx, id);
    return images.map((i) => i.storageKey);
  });
  notifyCatalogueChange(db);
  await removeStoredImages(deps, keys);
}

/** A copy as a new draft (photos included, sharing the stored originals' bytes under new keys). */
export async function duplicateListing(deps: AppDeps, user: SessionUser, rawId: string): Promise<OwnerListing> {
  const db = deps.database.db;
  const id = parseId(rawId);
  const current = await repo.findOwnedListing(db, id, user.id);
  if (!current) throw notFound(id);
  const images = await repo.listImages(db, [id]);
  const copyId = await db.transaction(async (tx) => {
    await setAuditContext(tx, { actorId: user.id, actorRole: 'owner' });
    const {
      id: _id,
      listed: _listed,
      rating: _rating,
      reviewCount: _reviews,
      hiddenAt: _hiddenAt,
      hiddenReason: _hiddenReason,
      publishedAt: _publishedAt,
      createdAt: _createdAt,
      updatedAt: _updatedAt,
      ...copy
    } = current;
    const newId = await repo.insertListingRow(tx, { ...copy, status: 'draft', title: copy.title.slice(0, 80) });
    for (const image of images) await repo.insertImage(tx, newId, image.storageKey, image.position);
    return newId;
  });
  return getOwnerListing(db, user, String(copyId));
}

/** Adds one photo (processed with sharp, metadata stripped). A failure leaves the listing as it was. */
export async function addPhoto(deps: AppDeps, user: SessionUser, rawId: string, bytes: Buffer): Promise<OwnerListing> {
  const db = deps.database.db;
  const id = parseId(rawId);
  const current = await repo.findOwnedListing(db, id, user.id);
  if (!current) throw notFound(id);
  await assertRoomForPhoto(db, id);
  const key = await storeUploadedImage(deps, bytes, LISTING_LIMITS.photoBytesMax);
  try {
    await db.transaction(async (tx) => {
      const locked = await repo.lockOwnedListing(tx, id, user.id);
      if (!locked) throw notFound(id);
      const images = await repo.listImages(tx, [id]);
      if (images.length >= LISTING_LIMITS.photosMax) throw tooManyPhotos();
      const last = images.at(-1)?.position ?? -1;
      await repo.insertImage(tx, id, key, last + 1);
      await repo.updateListingRow(tx, id, {});
    });
  } catch (error) {
    await deps.storage.delete(key).catch(() => undefined);
    throw error;
  }
  if (current.status !== 'draft') notifyCatalogueChange(db);
  return getOwnerListing(db, user, String(id));
}

function tooManyPhotos(): AppError {
  return new AppError(400, 'too_many_photos', ownerListingMessages.tooManyPhotos, { max: LISTING_LIMITS.photosMax });
}

async function assertRoomForPhoto(db: AppDb, id: number): Promise<void> {
  if ((await repo.listImages(db, [id])).length >= LISTING_LIMITS.photosMax) throw tooManyPhotos();
}

export async function reorderPhotos(
  db: AppDb,
  user: SessionUser,
  rawId: string,
  imageIds: number[],
): Promise<OwnerListing> {
  const id = parseId(rawId);
  await db.transaction(async (tx) => {
    const current = await repo.lockOwnedListing(tx, id, user.id);
    if (!current) throw notFound(id);
    const existing = (await repo.listImages(tx, [id])).map((i) => i.id).sort((a, b) => a - b);
    const asked = [...imageIds].sort((a, b) => a - b);
    if (existing.length !== asked.length || existing.some((value, i) => value !== asked[i])) {
      throw new AppError(400, 'photo_order_invalid', ownerListingMessages.photoOrder, {}, { imageIds: 'invalid' });
    }
    await repo.setImagePositions(tx, id, imageIds);
    await repo.updateListingRow(tx, id, {});
  });
  notifyCatalogueChange(db);
  return getOwnerListing(db, user, String(id));
}

export async function removePhoto(
  deps: AppDeps,
  user: SessionUser,
  rawId: string,
  rawImageId: string,
): Promise<OwnerListing> {
  const db = deps.database.db;
  const id = parseId(rawId);
  const imageId = /^\d{1,9}$/.test(rawImageId) ? Number(rawImageId) : 0;
  const removed = await db.transaction(async (tx) => {
    const current = await repo.lockOwnedListing(tx, id, user.id);
    if (!current) throw notFound(id);
    const row = imageId ? await repo.deleteImage(tx, id, imageId) : null;
    if (!row) throw new AppError(404, 'photo_not_found', ownerListingMessages.photoNotFound);
    await repo.updateListingRow(tx, id, {});
    return row;
  });
  notifyCatalogueChange(db);
  await removeStoredImages(deps, [removed.storageKey]);
  return getOwnerListing(db, user, String(id));
}

async function removeStoredImages(deps: AppDeps, keys: string[]): Promise<void> {
  for (const key of keys) {
    if (key.startsWith('generated:')) continue;
    if (await repo.storageKeyInUse(deps.database.db, key)) continue;
    await deps.storage.delete(key).catch(() => undefined);
  }
}

export async function getBlockedDates(
  db: AppDb,
  user: SessionUser,
  rawId: string,
): Promise<{ items: BlockedDates[]; booked: { startDate: string; endDate: string; status: string }[] }> {
  const id = parseId(rawId);
  if (!(await repo.findOwnedListing(db, id, user.id))) throw notFound(id);
  return { items: await repo.listBlockedDates(db, id), booked: await repo.listBookedDates(db, id) };
}

/** Blocks days; refused (409) when a booking already holds any of them, decided by the database triggers. */
export async function blockDates(
  db: AppDb,
  user: SessionUser,
  rawId: string,
  input: BlockedDatesInput,
): Promise<BlockedDates> {
  const id = parseId(rawId);
  if (!(await repo.findOwnedListing(db, id, user.id))) throw notFound(id);
  try {
    const row = await db.transaction((tx) => repo.insertBlockedDates(tx, { listingId: id, ...input, source: 'owner' }));
    notifyCatalogueChange(db);
    return row;
  } catch (error) {
    if (rentingReads.get().isExclusionViolation(error))
      throw new AppError(409, 'dates_booked', ownerListingMessages.datesBooked);
    throw error;
  }
}

export async function unblockDates(db: AppDb, user: SessionUser, rawId: string, rawBlockId: string): Promise<void> {
  const id = parseId(rawId);
  if (!(await repo.findOwnedListing(db, id, user.id))) throw notFound(id);
  const blockId = /^\d{1,9}$/.test(rawBlockId) ? Number(rawBlockId) : 0;
  if (!blockId || !(await repo.deleteBlockedDates(db, id, blockId))) throw notFound(id);
  notifyCatalogueChange(db);
}
