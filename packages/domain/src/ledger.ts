import { z } from 'zod';
import { splitIva } from './invoices';

/**
 * The chart of accounts (docs/decisions/050). Each account exists once per currency; `renter` and `owner` once per
 * person too, `provider` once per payment provider. A line's amount is a debit when positive, a credit when
 * negative, so every entry's lines sum to zero in each currency.
 */
export const LEDGER_ACCOUNTS = [
  /** What a renter paid in and what of it is not yet used for a rental or given back. */
  'renter',
  /** What Vira owes an owner for rentals (earnings, and deposit kept on a claim), until a payout pays it. */
  'owner',
  /** Vira's commission, without its IVA. */
  'commission',
  /** IVA on Vira's commission, owed to SAT. */
  'tax',
  /** Insurance and delivery charged to renters: Vira's income besides the commission. */
  'services',
  /** Deposits taken and not yet given back or kept. */
  'deposits',
  /** Money at the payment provider (clearing): in with a capture, out with a refund or a payout. */
  'provider',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export const LEDGER_ENTRY_KINDS = [
  /** The provider took money from a renter (a capture, or a payment taken at once). */
  'capture',
  /** A booking's share of what was taken moved between renter, owner, commission, tax, services and deposits. */
  'allocation',
  /** The provider gave money back to a renter. */
  'refund',
  /** Money sent to an owner (or a cooperative's member, from the owner's share). */
  'payout',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/**
 * What each line of an owner's account is for, so earnings read their columns from the ledger: the rental as
 * booked (`rent`, credit), Vira's commission on it (`commission`, debit), the part of the rental given back
 * (`refund`, debit), deposit kept on a claim or dispute (`deposit_kept`, credit). Payout lines are `payout`.
 * Lines of other accounts have none.
 */
export const OWNER_LINE_PURPOSES = ['rent', 'commission', 'refund', 'deposit_kept', 'payout'] as const;
export type OwnerLinePurpose = (typeof OWNER_LINE_PURPOSES)[number];

export interface LedgerLine {
  account: LedgerAccount;
  /** Only on the owner's account: which of the owner's figures the line is (earnings' columns). */
  purpose?: OwnerLinePurpose | null;
  /** The person (renter, owner) or provider the account belongs to; null for Vira's own accounts. */
  party: string | null;
  currency: string;
  amount: number;
  bookingId: string | null;
}

/** Currencies in which `lines` do not sum to zero: an entry with any is never written. */
export function unbalancedCurrencies(lines: readonly Pick<LedgerLine, 'currency' | 'amount'>[]): string[] {
  const sums = new Map<string, number>();
  for (const line of lines) sums.set(line.currency, (sums.get(line.currency) ?? 0) + line.amount);
  return [...sums].filter(([, sum]) => sum !== 0).map(([currency]) => currency);
}

/** What a booking's money is at one moment, as the booking records it. */
export interface BookingMoney {
  /** What the booking costs the renter (rental, insurance, delivery, deposit). */
  total: number;
  /** What was given or is being given back to the renter (cancellation, deposit, dispute). */
  refunded: number;
  /** The owner's share so far: rental less commission, plus any deposit kept on a claim. */
  ownerEarnings: number;
  commission: number;
  /** Deposit still held for the booking (0 once given back or kept). */
  depositHeld: number;
}

/**
 * The owner's share of a booking, itemised (`OWNER_LINE_PURPOSES`): credits are negative. Its sum is
 * `-ownerEarnings`, so `rent − refund − commission + deposit_kept = earnings` holds line by line. A booking that
 * earns the owner nothing (cancelled and refunded in full) shows nothing, as if never rented.
 */
export function ownerAllocation(
  money: Pick<BookingMoney, 'ownerEarnings' | 'commission'> & { itemCost: number; depositKept: number },
): Record<Exclude<OwnerLinePurpose, 'payout'>, number> {
  if (money.ownerEarnings === 0 && money.commission === 0)
    return { rent: 0, commission: 0, refund: 0, deposit_kept: 0 };
  return {
    rent: -money.itemCost,
    commission: money.commission,
    refund: money.itemCost + money.depositKept - money.ownerEarnings - money.commission,
    deposit_kept: -money.depositKept,
  };
}

/**
 * Where a captured booking's money sits: the renter's part is used (debit), and it is owed to the owner, earned as
 * commission (IVA apart), kept as deposit, or earned for insurance and delivery (the rest). A negative rest means
 * the booking promises more than the renter paid: the ledger records it and the checks report it.
 */
export function bookingAllocation(money: BookingMoney): Record<Exclude<LedgerAccount, 'provider'>, number> {
  const used = money.total - money.refunded;
  const { iva } = splitIva(money.commission);
  return {
    renter: used,
    owner: -money.ownerEarnings,
    commission: -(money.commission - iva),
    tax: -iva,
    deposits: -money.depositHeld,
    services: -(used - money.ownerEarnings - money.commission - money.depositHeld),
  };
}

export const ledgerLineSchema = z.object({
  account: z.enum(LEDGER_ACCOUNTS),
  purpose: z.enum(OWNER_LINE_PURPOSES).nullable(),
  party: z.string().nullable(),
  currency: z.string(),
  amount: z.number().int(),
  bookingId: z.string().nullable(),
});

export const ledgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_ENTRY_KINDS),
  orderId: z.string().nullable(),
  paymentId: z.string().nullable(),
  refundId: z.string().nullable(),
  payoutId: z.string().nullable(),
  createdAt: z.string(),
  lines: z.array(ledgerLineSchema),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** A difference between our ledger and the provider's own record of a payment; a bug report, never corrected. */
export const reconciliationMismatchSchema = z.object({
  id: z.number().int(),
  runId: z.string(),
  provider: z.string(),
  transactionId: z.string(),
  paymentId: z.string().nullable(),
  orderId: z.string().nullable(),
  /** captured | refunded */
  kind: z.enum(['captured', 'refunded']),
  currency: z.string(),
  ledgerAmount: z.number().int(),
  providerAmount: z.number().int(),
  foundAt: z.string(),
});
export type ReconciliationMismatch = z.infer<typeof reconciliationMismatchSchema>;

export const reconciliationReportSchema = z.object({
  lastRunAt: z.string().nullable(),
  paymentsCompared: z.number().int(),
  mismatches: z.array(reconciliationMismatchSchema),
});
export type ReconciliationReport = z.infer<typeof reconciliationReportSchema>;

/** An order's ledger as admins read it: every entry touching it, and where its money sits now. */
export const orderLedgerSchema = z.object({
  orderId: z.string(),
  entries: z.array(ledgerEntrySchema),
  balances: z.array(
    z.object({
      account: z.enum(LEDGER_ACCOUNTS),
      party: z.string().nullable(),
      currency: z.string(),
      amount: z.number().int(),
    }),
  ),
});
export type OrderLedger = z.infer<typeof orderLedgerSchema>;
