import type { BillingInfo, BillingInfoInput } from '@vira/domain/billing';
import { receiverProblem } from '@vira/domain/sat-receiver';
import type { AppDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import { toBillingInfo } from './billing.mapper';
import { receiverMessages } from './billing.messages';
import { findBillingInfo, saveBillingInfo } from './billing.repository';

export async function getBillingInfo(db: AppDb, userId: string): Promise<BillingInfo | null> {
  const row = await findBillingInfo(db, userId);
  return row ? toBillingInfo(row) : null;
}

/**
 * A 400 naming the field when the SAT would refuse a CFDI to this receiver (RFC shape, the regime for the person type
 * the RFC says, the postal code), so nobody learns it only when the invoice fails.
 */
export function assertInvoiceableReceiver(r: { rfc: string; taxRegime: string; postalCode: string }): void {
  const problem = receiverProblem(r);
  if (!problem) return;
  const text =
    problem.code === 'regime_person_type'
      ? receiverMessages[`regime_person_type_${problem.personType}`]
      : receiverMessages[problem.code];
  throw new AppError(
    400,
    problem.code,
    text,
    { regime: r.taxRegime, postalCode: r.postalCode },
    { [problem.field]: problem.code },
  );
}

export async function putBillingInfo(db: AppDb, userId: string, input: BillingInfoInput): Promise<BillingInfo> {
  assertInvoiceableReceiver(input);
  return toBillingInfo(await saveBillingInfo(db, userId, { ...input, companyName: input.companyName?.trim() || null }));
}
