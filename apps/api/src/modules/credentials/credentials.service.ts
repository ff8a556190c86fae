import {
  CREDENTIAL_FILE_MAX_BYTES,
  credentialInputSchema,
  type Credential,
  type PublicCredential,
} from '@vira/domain/credential';
import type { Locale } from '@vira/domain/locales';
import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import { validationError } from '../../http/error-response';
import { isAdmin } from '../staff';
import { recordAction } from '../staff';
import { reencodeUploadedImage } from '../images';
import { toCredential, toPublicCredential } from './credentials.mapper';
import { credentialMessages } from './credentials.messages';
import * as repo from './credentials.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the bytes are, by their first bytes: the name and the declared type are the uploader's word only. */
export function sniffDocument(bytes: Buffer): { type: string; ext: string } | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return { type: 'application/pdf', ext: 'pdf' };
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { type: 'image/jpeg', ext: 'jpg' };
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { type: 'image/png', ext: 'png' };
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP')
    return { type: 'image/webp', ext: 'webp' };
  return null;
}

const WEBP = { type: 'image/webp', ext: 'webp' };

/** The sniffed photo's pixels as WebP without metadata; broken pixels are the same refusal as a wrong file. */
async function reencodeCredentialPhoto(file: Buffer): Promise<Buffer> {
  try {
    return await reencodeUploadedImage(file, CREDENTIAL_FILE_MAX_BYTES);
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      throw new AppError(400, 'credential_file_invalid', credentialMessages.fileInvalid);
    }
    throw error;
  }
}

export async function addCredential(
  deps: AppDeps,
  user: SessionUser,
  fields: Record<string, unknown>,
  file: Buffer | null,
  locale: Locale,
): Promise<Credential> {
  const parsed = credentialInputSchema.safeParse(fields);
  if (!parsed.success) throw validationError(parsed.error, locale);
  const sniffed = file && file.length <= CREDENTIAL_FILE_MAX_BYTES ? sniffDocument(file) : null;
  if (!file || !sniffed) throw new AppError(400, 'credential_file_invalid', credentialMessages.fileInvalid);
  // A phone's photo of a licence carries where it was taken (EXIF GPS): re-encoded like every uploaded picture.
  const { kind, bytes } =
    sniffed.type === 'application/pdf'
      ? { kind: sniffed, bytes: file }
      : { kind: WEBP, bytes: await reencodeCredentialPhoto(file) };
  const fileKey = `credentials/${user.id}/${randomUUID()}.${kind.ext}`;
  await deps.storage.put(fileKey, bytes);
  const row = await repo.insertCredential(deps.database.db, {
    userId: user.id,
    type: parsed.data.type,
    number: parsed.data.number,
    issuer: parsed.data.issuer,
    expiresOn: parsed.data.expiresOn || null,
    fileKey,
    fileType: kind.type,
  });
  return toCredential(row);
}

export async function myCredentials(deps: AppDeps, user: SessionUser) {
  return { items: (await repo.findCredentialsOf(deps.database.db, user.id)).map(toCredential) };
}

export async function publicCredentials(deps: AppDeps, userId: string): Promise<{ items: PublicCredential[] }> {
  const today = deps.clock.now().toISOString().slice(0, 10);
  const rows = await repo.findVerifiedOf(deps.database.db, userId);
  // An expired document no longer vouches for anything.
  return { items: rows.filter((r) => !r.expiresOn || r.expiresOn >= today).map(toPublicCredential) };
}

/** The credential if the person owns it or is an admin; to anyone else it does not exist. */
async function loadVisible(deps: AppDeps, user: SessionUser | undefined, id: string) {
  const row = UUID.test(id) ? await repo.findCredential(deps.database.db, id) : undefined;
  if (!row || !user || (row.userId !== user.id && !isAdmin(deps.env, user)))
    throw new AppError(404, 'credential_not_found', credentialMessages.notFound);
  return row;
}

export async function credentialFile(deps: AppDeps, user: SessionUser | undefined, id: string) {
  const row = await loadVisible(deps, user, id);
  const bytes = await deps.storage.get(row.fileKey);
  if (!bytes) throw new AppError(404, 'credential_not_found', credentialMessages.notFound);
  return { bytes, type: row.fileType };
}

export async function deleteOwnCredential(deps: AppDeps, user: SessionUser, id: string): Promise<void> {
  const row = await loadVisible(deps, user, id);
  if (row.userId !== user.id) throw new AppError(404, 'credential_not_found', credentialMessages.notFound);
  if (row.status === 'verified') throw new AppError(409, 'credential_verified', credentialMessages.verifiedKept);
  await repo.deleteCredential(deps.database.db, id);
  await deps.storage.delete(row.fileKey);
}

export async function credentialsForReview(deps: AppDeps) {
  const rows = await repo.findForReview(deps.database.db, 100);
  return {
    items: rows.map((r) => ({ ...toCredential(r.credential), ownerName: r.ownerName, ownerEmail: r.ownerEmail })),
  };
}

export async function decideCredential(
  deps: AppDeps,
  admin: SessionUser,
  id: string,
  decision: 'verified' | 'rejected',
  reason: string,
) {
  const db = deps.database.db;
  const row = UUID.test(id) ? await repo.findCredential(db, id) : undefined;
  if (!row) throw new AppError(404, 'credential_not_found', credentialMessages.notFound);
  if (!(await repo.decide(db, id, { status: decision, decisionReason: reason || null, decidedBy: admin.id })))
    throw new AppError(409, 'credential_decided', credentialMessages.alreadyDecided);
  await recordAction(db, {
    adminId: admin.id,
    adminEmail: admin.email,
    action: decision === 'verified' ? 'verify_credential' : 'reject_credential',
    targetType: 'credential',
    targetId: id,
    reason,
  });
  return credentialsForReview(deps);
}
