import type { Profile, ProfileUpdate, PublicProfile } from '@vira/domain/profile';
import { ownerCancellations } from './owner-cancellations';
import type { AppDeps } from '../../app-deps';
import type { AppDb } from '../../db/client';
import { storeUploadedImage } from '../images';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import { findListedOf } from '../listings';
import { toProfile, toPublicProfile } from './profiles.mapper';
import { profileMessages } from './profiles.messages';
import {
  avatarInUse,
  findProfile,
  findProfileWithEmail,
  insertProfileIfMissing,
  updateProfile,
  updateUserName,
} from './profiles.repository';

/** The signed-in person's profile; made on the spot if it is missing (spec §4: load, or create). */
export async function getOwnProfile(db: AppDb, user: SessionUser): Promise<Profile> {
  let found = await findProfileWithEmail(db, user.id);
  if (!found) {
    await insertProfileIfMissing(db, { userId: user.id, fullName: user.name, phone: null, avatarUrl: null });
    found = await findProfileWithEmail(db, user.id);
  }
  if (!found) throw new AppError(404, 'profile_not_found', profileMessages.notFound);
  return toProfile(found.profile, found.email);
}

/** Only ever the caller's own row: the user id comes from the session, never from the request. */
export async function updateOwnProfile(db: AppDb, user: SessionUser, changes: ProfileUpdate): Promise<Profile> {
  await getOwnProfile(db, user);
  await updateProfile(db, user.id, changes);
  if (changes.fullName) await updateUserName(db, user.id, changes.fullName);
  return getOwnProfile(db, user);
}

export const AVATAR_URL_PREFIX = '/api/avatars/';

/** Checks and re-encodes the picture (images module), stores it, and points the caller's profile at it. */
export async function uploadOwnAvatar(deps: AppDeps, user: SessionUser, bytes: Buffer): Promise<Profile> {
  const db = deps.database.db;
  await getOwnProfile(db, user);
  const key = await storeUploadedImage(deps, bytes);
  await updateProfile(db, user.id, { avatarUrl: `${AVATAR_URL_PREFIX}${key}` });
  return getOwnProfile(db, user);
}

/** The bytes of an avatar some profile uses; any other stored file stays private. */
export async function readAvatar(deps: AppDeps, key: string): Promise<Buffer> {
  const notFound = new AppError(404, 'avatar_not_found', profileMessages.notFound);
  if (key.includes('..') || !(await avatarInUse(deps.database.db, `${AVATAR_URL_PREFIX}${key}`))) throw notFound;
  const bytes = await deps.storage.get(key);
  if (!bytes) throw notFound;
  return bytes;
}

const PROFILE_LISTINGS = 12;

export async function getPublicProfile(db: AppDb, userId: string): Promise<PublicProfile> {
  const row = await findProfile(db, userId);
  if (!row) throw new AppError(404, 'profile_not_found', profileMessages.notFound);
  return toPublicProfile(
    row,
    await ownerCancellations.get()(db, userId),
    await findListedOf(db, userId, PROFILE_LISTINGS),
  );
}
