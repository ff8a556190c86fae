import { maskCurp, type AdminVerification, type Verification } from '@vira/domain/verification';
import type { VerificationRow } from './verification.repository';

const DAY_MS = 86_400_000;

function heldParts(row: VerificationRow): Verification['imagesHeld'] {
  return (['front', 'back', 'selfie'] as const).filter((p) => row[`${p}Key`] !== null);
}

/** As the person sees their verification: what is held and until when, never the pictures. */
export function toVerification(row: VerificationRow, retentionDays: number): Verification {
  const held = heldParts(row);
  return {
    id: row.id,
    provider: row.provider,
    status: row.status,
    documentType: row.documentType,
    country: row.country,
    expiresOn: row.expiresOn,
    maskedCurp: row.curp ? maskCurp(row.curp) : null,
    birthDate: row.birthDate,
    decisionReason: row.decisionReason,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    imagesHeld: held,
    imagesDeleteOn:
      held.length > 0 && row.decidedAt
        ? new Date(row.decidedAt.getTime() + retentionDays * DAY_MS).toISOString().slice(0, 10)
        : null,
    consentedAt: row.consentedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAdminVerification(
  row: VerificationRow,
  person: { personName: string | null; personEmail: string | null },
  retentionDays: number,
): AdminVerification {
  const image = (part: 'front' | 'back' | 'selfie') =>
    row[`${part}Key`] ? `/api/admin/verifications/${row.id}/images/${part}` : null;
  return {
    ...toVerification(row, retentionDays),
    userId: row.userId,
    personName: person.personName,
    personEmail: person.personEmail,
    curp: row.curp,
    checks: row.checks,
    images: { front: image('front'), back: image('back'), selfie: image('selfie') },
    decidedBy: row.decidedBy,
  };
}
