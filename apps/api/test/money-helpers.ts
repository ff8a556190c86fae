import { syncOrderLedger } from '../src/modules/renting/ledger/ledger.service';
import type { AppDb } from '../src/db/client';
import { bookings } from '../src/db/schema/bookings';
import { orders } from '../src/db/schema/orders';
import { payments } from '../src/db/schema/payments';
import { refunds } from '../src/db/schema/refunds';
import { bookingEvents } from '../src/db/schema/rental-lifecycle';
import type { TestApp } from './test-app';

/**
 * A booking whose money was really taken, as the ledger needs it to count: an order, a payment the provider
 * confirmed as captured in full, the booking's `payment_approved` event, and (when the owner kept part of the
 * deposit) the settlement's event; then the ledger is brought up to date, as the renting module does in each
 * change's transaction. For tests that set a rental's final state directly instead of living it through the API.
 * By default the payment's provider is none the reconciliation reads, so it is not compared; `provider` and
 * `transactionId` make it one it compares, and each of `refunds` a refund that provider confirmed.
 */
export async function bookingWithMoney(
  t: TestApp,
  values: typeof bookings.$inferInsert & { refundedAmount?: number },
  options: {
    settlement?: { depositToOwner: number; depositRefunded: number };
    provider?: string;
    transactionId?: string;
    refunds?: number[];
  } = {},
): Promise<typeof bookings.$inferSelect> {
  const { settlement } = options;
  const db = t.deps.database.db;
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        userId: values.renterId,
        status: 'paid',
        paymentMethod: 'credit_card',
        currency: values.currency,
        subtotal: values.itemCost,
        insuranceCost: values.insuranceCost ?? 0,
        deliveryCost: values.deliveryCost ?? 0,
        deposit: values.deposit ?? 0,
        total: values.total,
        displayCurrency: values.currency,
        displayRate: 1,
        holdExpiresAt: new Date(),
        paidAt: new Date(),
      })
      .returning();
    const [booking] = await tx
      .insert(bookings)
      .values({ ...values, orderId: order!.id })
      .returning();
    const [payment] = await tx
      .insert(payments)
      .values({
        orderId: order!.id,
        provider: options.provider ?? 'fixture',
        method: options.provider === 'nowpayments' ? 'crypto' : 'credit_card',
        transactionId: options.transactionId ?? `fixture-${order!.id}`,
        status: 'succeeded',
        amount: values.total,
        currency: values.currency,
        url: 'about:blank',
        settledAt: new Date(),
        capturedAmount: values.total,
      })
      .returning();
    for (const amount of options.refunds ?? [])
      await tx.insert(refunds).values({
        paymentId: payment!.id,
        bookingId: booking!.id,
        amount,
        currency: values.currency,
        reason: 'cancellation',
        status: 'succeeded',
      });
    await tx.insert(bookingEvents).values({ bookingId: booking!.id, event: 'payment_approved', actor: 'system' });
    if (settlement)
      await tx
        .insert(bookingEvents)
        .values({ bookingId: booking!.id, event: 'deposit_settled', actor: 'renter', data: settlement });
    await syncOrderLedger(tx as unknown as AppDb, order!.id);
    return booking!;
  });
}
