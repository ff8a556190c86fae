import { maskCredentialNumber, type Credential, type PublicCredential } from '@vira/domain/credential';
import type { CredentialRow } from './credentials.repository';

export function toCredential(row: CredentialRow): Credential {
  return {
    id: row.id,
    userId: row.userId,
    type: row.type,
    number: row.number,
    issuer: row.issuer,
    expiresOn: row.expiresOn,
    fileType: row.fileType,
    fileUrl: `/api/credentials/${row.id}/file`,
    status: row.status,
    decisionReason: row.decisionReason,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toPublicCredential(row: CredentialRow): PublicCredential {
  return {
    id: row.id,
    type: row.type,
    issuer: row.issuer,
    maskedNumber: maskCredentialNumber(row.number),
    expiresOn: row.expiresOn,
    verifiedAt: row.decidedAt!.toISOString(),
  };
}
