import type { BillingInfo, BillingInfoInput } from '@vira/domain/billing';
import type { AppDb } from '../../db/client';
import { toBillingInfo } from './billing.mapper';
import { findBillingInfo, saveBillingInfo } from './billing.repository';

export async function getBillingInfo(db: AppDb, userId: string): Promise<BillingInfo | null> {
  const row = await findBillingInfo(db, userId);
  return row ? toBillingInfo(row) : null;
}

export async function putBillingInfo(db: AppDb, userId: string, input: BillingInfoInput): Promise<BillingInfo> {
  return toBillingInfo(await saveBillingInfo(db, userId, { ...input, companyName: input.companyName?.trim() || null }));
}
