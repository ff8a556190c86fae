import type { ViraApplication } from '@vira/domain/vira';
import type { ViraApplicationRow } from './vira.repository';

export function toViraApplication(row: ViraApplicationRow): ViraApplication {
  return {
    id: row.id,
    userId: row.userId,
    businessName: row.businessName,
    businessDescription: row.businessDescription,
    experience: row.experience,
    hasInsurance: row.hasInsurance,
    whyVira: row.whyVira,
    status: row.status,
    decisionReason: row.decisionReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
