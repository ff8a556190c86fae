import { randomUUID } from 'node:crypto';
import { CURRENCIES, toCurrencyCode, type CurrencyCode } from '@vira/domain/currencies';
import type { CheckoutRequest, Order, PaymentMethod, PaymentSession } from '@vira/domain/checkout';
import { platformCommission, quoteLine, sumQuotes, type DeliveryMethod } from '@vira/domain/pricing';
import type { AppDeps } from '../../../app-deps';
import type { AppDb } from '../../../db/client';
import { PaymentProviderError } from '../../../adapters/payments/payment-provider';
import { AppError } from '../../../http/app-error';
import type { SessionUser } from '../../../http/context';
import {
  assertDaysAllowed,
  assertRentalDates,
  datesTakenError,
  exclusionViolationOf,
  releaseExpiredHolds,
} from '../availability/availability.service';
import { assertMayRent } from '../../verification';
import { findCartWithListings, findRentableListing, type RentableListingRow } from '../cart/cart.repository';
import { toOrder } from './checkout.mapper';
import { checkoutMessages } from './checkout.messages';
import { startBookings } from '../bookings/booking-transitions.service';
import { setAuditContext } from '../../audit';
import {
  attachBookingToOrder,
  countUnpaidHolds,
  findBookingForUpdate,
  insertBookings,
} from '../bookings/bookings.repository';
import {
  findOrder,
  findOrderBookings,
  findOwnUnpaidOrders,
  findUnpaidSiblings,
  insertOrder,
  insertPayment,
  type OrderRow,
} from './checkout.repository';
import { applyOrderEvent } from './order-lifecycle.service';
import { orderCharges, unchargedOrder } from '../payments/order-charges';
import { checkServiceLine, hoursTakenError, type CheckedServiceLine } from '../../services';
import { storedDiscount } from '../bookings/booking-discount';

/** Unpaid checkouts one person may hold at once: held dates are dates nobody else can rent. */
export const MAX_UNPAID_HOLDS = 3;

export interface OrderLine {
  listing: RentableListingRow;
  startDate: string;
  endDate: string;
  withInsurance: boolean;
  deliveryMethod: DeliveryMethod;
  deliveryAddress: string | null;
  /** Services booked by the hour: hours [startHour, endHour) of startDate. */
  startHour?: number | null;
  endHour?: number | null;
}

export interface PlaceOrderInput {
  lines: OrderLine[];
  method: PaymentMethod;
  source: 'cart' | 'direct';
  notes?: string | null;
  displayCurrency?: string;
}

/**
 * Creates the orders whose bookings hold the dates (one transaction; the exclusion constraint refuses an overlap
 * with a 409), then asks the payment provider for their payment pages. A charge is in one currency, so a cart
 * mixing currencies becomes one order per currency in this one checkout; every order holds its dates from the
 * same moment and the person pays them one after the other. Each charge is fixed here, in its listings'
 * currency, by the pricing module; the display currency and the rate used are stored with it.
 */
export async function placeOrder(deps: AppDeps, user: SessionUser, input: PlaceOrderInput): Promise<PaymentSession> {
  const { db } = deps.database;
  if (input.lines.length === 0) throw new AppError(400, 'cart_empty', checkoutMessages.emptyCart);
  const provider = deps.adapters.payments.forMethod(input.method);
  if (!provider) throw new AppError(502, 'payment_session_failed', checkoutMessages.sessionFailed);

  // A cart can wait for days: its dates and the owner's rules are checked again at the moment of paying.
  const services = new Map<OrderLine, CheckedServiceLine>();
  for (const line of input.lines) {
    assertRentalDates(line.startDate, line.endDate);
    // The owner may have asked for verified renters since the line went into the cart.
    await assertMayRent(deps.database.db, user.id, line.listing.id);
    if (line.listing.type === 'service') {
      services.set(
        line,
        checkServiceLine(line.listing, { ...line, startHour: line.startHour ?? null, endHour: line.endHour ?? null }),
      );
    } else {
      assertDaysAllowed(line.listing, line.startDate, line.endDate);
    }
  }
  const groups = groupByCurrency(input.lines);
  // A cash voucher is paid at a store within days; a card is paid now.
  const holdMinutes = input.method === 'oxxo' ? deps.env.OXXO_HOLD_HOURS * 60 : deps.env.CHECKOUT_HOLD_MINUTES;
  const now = deps.clock.now();
  const holdExpiresAt = new Date(now.getTime() + holdMinutes * 60_000);
  const listingIds = input.lines.map((l) => l.listing.id);
  const checkoutId = groups.length > 1 ? randomUUID() : null;

  let placed: { order: OrderRow; lines: OrderLine[] }[];
  let superseded: { provider: string; transactionId: string }[] = [];
  try {
    placed = await db.transaction(async (tx) => {
      // An expired unpaid hold must not block these dates: end it first, in this same transaction.
      await releaseExpiredHolds(tx, now, listingIds);
      // Nor may the person's own unpaid orders of these things (the other currency of a declined checkout, a
      // voucher left unpaid): this checkout replaces them. If it fails, they stand, as this transaction rolls back.
      const replaced = await findOwnUnpaidOrders(tx, user.id, listingIds);
      for (const { orderId } of replaced) await applyOrderEvent(tx, orderId, 'payment_failed', now);
      superseded = replaced.flatMap((r) => r.payments);
      // One checkout is one hold however many currencies it is paid in.
      if ((await countUnpaidHolds(tx, user.id, now)) + 1 > MAX_UNPAID_HOLDS)
        throw new AppError(409, 'too_many_unpaid_holds', checkoutMessages.tooManyUnpaidHolds, {
          max: MAX_UNPAID_HOLDS,
        });
      const result = [];
      for (const { currency, lines } of groups) {
        const order = await insertOrderWithBookings(tx, user, input, {
          currency,
          lines,
          holdExpiresAt,
          checkoutId,
          services,
          now,
        });
        result.push({ order, lines });
      }
      return result;
    });
  } catch (error) {
    const constraint = exclusionViolationOf(error);
    if (constraint !== null) throw constraint === 'bookings_no_double_hours' ? hoursTakenError() : datesTakenError();
    throw error;
  }

  // The replaced payment pages are closed at their provider, so a replaced voucher can no longer be paid (one paid
  // in the meantime is refunded as a late payment).
  for (const payment of superseded) {
    try {
      await deps.adapters.payments.byName(payment.provider)?.cancel(payment.transactionId);
    } catch (error) {
      deps.logger.warn({ err: error, transactionId: payment.transactionId }, 'replaced payment not closed');
    }
  }
  const sessions: PaymentSession[] = [];
  try {
    for (const { order, lines } of placed) {
      sessions.push(
        await startPayment(deps, user, {
          order,
          method: input.method,
          description: lines.map((l) => l.listing.title).join(', '),
          capture: lines.every((l) => l.listing.instantBooking) ? 'automatic' : 'manual',
        }),
      );
    }
  } catch (error) {
    // One payment page could not be made: the whole checkout is let go, so no currency keeps dates unpaid.
    await db.transaction(async (tx) => {
      for (const { order } of placed) await applyOrderEvent(tx, order.id, 'payment_failed', deps.clock.now());
    });
    throw error;
  }
  return {
    ...sessions[0]!,
    payments: placed.map(({ order }, i) => ({
      orderId: order.id,
      currency: order.currency,
      total: order.total,
      url: sessions[i]!.url,
    })),
  };
}

/** The cart's lines per charge currency, in the order the currencies first appear. */
function groupByCurrency(lines: OrderLine[]): { currency: CurrencyCode; lines: OrderLine[] }[] {
  const groups = new Map<CurrencyCode, OrderLine[]>();
  for (const line of lines) {
    const currency = toCurrencyCode(line.listing.currency);
    groups.set(currency, [...(groups.get(currency) ?? []), line]);
  }
  return [...groups].map(([currency, grouped]) => ({ currency, lines: grouped }));
}

async function insertOrderWithBookings(
  tx: AppDb,
  user: SessionUser,
  input: PlaceOrderInput,
  group: {
    currency: CurrencyCode;
    lines: OrderLine[];
    holdExpiresAt: Date;
    checkoutId: string | null;
    services: Map<OrderLine, CheckedServiceLine>;
    now: Date;
  },
): Promise<OrderRow> {
  const { currency, lines, holdExpiresAt, services } = group;
  const display = toCurrencyCode(input.displayCurrency ?? currency);
  const quotes = lines.map((line) => services.get(line)?.quote ?? quoteLine({ ...line, price: line.listing }));
  await setAuditContext(tx, { actorId: user.id, actorRole: 'renter' });
  const created = await insertOrder(tx, {
    userId: user.id,
    paymentMethod: input.method,
    source: input.source,
    currency,
    ...sumQuotes(quotes),
    displayCurrency: display,
    displayRate: CURRENCIES[display].rate / CURRENCIES[currency].rate,
    // The order's address is its home-delivery lines' (chosen per line in the cart), never one typed apart.
    deliveryAddress:
      [...new Set(lines.filter((l) => l.deliveryMethod === 'home_delivery').map((l) => l.deliveryAddress))]
        .filter(Boolean)
        .join('\n') || null,
    notes: input.notes?.trim() || null,
    checkoutId: group.checkoutId,
    holdExpiresAt,
  });
  const createdBookings = await insertBookings(
    tx,
    lines.map((line, i) => ({
      orderId: created.id,
      listingId: line.listing.id,
      renterId: user.id,
      ownerId: line.listing.ownerId,
      startDate: line.startDate,
      endDate: line.endDate,
      startHour: services.get(line)?.startHour ?? null,
      endHour: services.get(line)?.endHour ?? null,
      heldHours: services.get(line)?.heldHours ?? null,
      status: 'awaiting_payment' as const,
      holds: true,
      holdExpiresAt,
      instantBooking: line.listing.instantBooking,
      // The terms the renter books under stay with the booking, whatever the listing says later.
      cancellationPolicy: line.listing.cancellationPolicy,
      timeZone: line.listing.timeZone,
      withInsurance: line.withInsurance,
      deliveryMethod: line.deliveryMethod,
      deliveryAddress: line.deliveryMethod === 'home_delivery' ? line.deliveryAddress : null,
      currency,
      days: quotes[i]!.days,
      itemCost: quotes[i]!.itemCost,
      ...storedDiscount(quotes[i]!),
      insuranceCost: quotes[i]!.insuranceCost,
      deliveryCost: quotes[i]!.deliveryCost,
      deposit: quotes[i]!.deposit,
      total: quotes[i]!.total,
      commission: platformCommission(quotes[i]!.itemCost),
      ownerEarnings: quotes[i]!.itemCost - platformCommission(quotes[i]!.itemCost),
    })),
  );
  await startBookings(tx, createdBookings, { role: 'renter', id: user.id, at: group.now });
  return created;
}

/**
 * Asks the provider for the payment page of an order and records the payment. If the provider fails, the
 * order is failed at once so its dates are released, and the person reads 'No se pudo crear la sesión de pago'.
 */
async function startPayment(
  deps: AppDeps,
  user: SessionUser,
  input: { order: OrderRow; method: PaymentMethod; description: string; capture: 'automatic' | 'manual' },
): Promise<PaymentSession> {
  const { db } = deps.database;
  const { order } = input;
  const provider = deps.adapters.payments.forMethod(input.method);
  if (!provider) throw new AppError(502, 'payment_session_failed', checkoutMessages.sessionFailed);
  const paymentId = randomUUID();
  const origin = deps.env.PUBLIC_URL.replace(/\/$/, '');
  const currency = toCurrencyCode(order.currency);
  const request = {
    paymentId,
    orderId: order.id,
    method: input.method,
    amount: order.total,
    currency,
    description: input.description,
    customerEmail: user.email,
    successUrl: `${origin}/payment-success?order=${order.id}`,
    cancelUrl: `${origin}/payment-cancelled?order=${order.id}`,
    failureUrl: `${origin}/payment-cancelled?order=${order.id}&declined=1`,
    capture: input.capture,
    expiresAt: order.holdExpiresAt,
  };
  let session;
  try {
    session =
      input.method === 'crypto'
        ? await provider.createCryptoPayment(request)
        : await provider.createRentalPayment(request);
  } catch (error) {
    deps.logger.warn({ err: error, orderId: order.id, provider: provider.name }, 'payment session failed');
    // Nobody can pay this order: release its dates at once.
    await db.transaction((tx) => applyOrderEvent(tx, order.id, 'payment_failed', deps.clock.now()));
    if (error instanceof PaymentProviderError)
      throw new AppError(502, 'payment_session_failed', checkoutMessages.sessionFailed);
    throw error;
  }
  await insertPayment(db, {
    id: paymentId,
    orderId: order.id,
    provider: provider.name,
    method: input.method,
    transactionId: session.transactionId,
    amount: order.total,
    currency,
    url: session.url,
    reference: session.reference ?? null,
    expiresAt: session.expiresAt ?? order.holdExpiresAt,
    capture: input.capture,
  });
  return { orderId: order.id, url: session.url, transactionId: session.transactionId };
}

/**
 * The renter pays for a request the owner accepted: the booking already holds its dates (until its hold
 * expires); the order is made for it and, once paid, the booking is confirmed without asking the owner again.
 */
export async function payForAcceptedBooking(
  deps: AppDeps,
  user: SessionUser,
  bookingId: string,
  method: PaymentMethod,
): Promise<PaymentSession> {
  const { db } = deps.database;
  const { order, title } = await db.transaction(async (tx) => {
    await setAuditContext(tx, { actorId: user.id, actorRole: 'renter' });
    const booking = await findBookingForUpdate(tx, bookingId);
    if (!booking || booking.renterId !== user.id) {
      throw new AppError(404, 'booking_not_found', checkoutMessages.bookingNotFound);
    }
    if (
      booking.status !== 'awaiting_payment' ||
      booking.orderId !== null ||
      !booking.holds ||
      !booking.holdExpiresAt ||
      booking.holdExpiresAt.getTime() <= deps.clock.now().getTime()
    ) {
      throw new AppError(409, 'booking_not_payable', checkoutMessages.bookingNotPayable);
    }
    const created = await insertOrder(tx, {
      userId: user.id,
      paymentMethod: method,
      source: 'request',
      currency: booking.currency,
      subtotal: booking.itemCost,
      insuranceCost: booking.insuranceCost,
      deliveryCost: booking.deliveryCost,
      deposit: booking.deposit,
      total: booking.total,
      displayCurrency: booking.currency,
      displayRate: 1,
      holdExpiresAt: booking.holdExpiresAt,
    });
    await attachBookingToOrder(tx, booking.id, created.id);
    const listing = await findRentableListing(tx, booking.listingId);
    return { order: created, title: listing?.title ?? '' };
  });
  return startPayment(deps, user, { order, method, description: title, capture: 'automatic' });
}

/** The checkout page's confirm: the whole cart becomes one order. */
export async function confirmCheckout(
  deps: AppDeps,
  user: SessionUser,
  request: CheckoutRequest,
): Promise<PaymentSession> {
  if (!request.acceptTerms) {
    throw new AppError(400, 'terms_not_accepted', checkoutMessages.mustAcceptTerms, {}, { acceptTerms: 'required' });
  }
  const rows = await findCartWithListings(deps.database.db, user.id);
  return placeOrder(deps, user, {
    lines: rows.map(({ item, listing }) => ({
      listing,
      startDate: item.startDate,
      endDate: item.endDate,
      startHour: item.startHour,
      endHour: item.endHour,
      withInsurance: item.withInsurance,
      deliveryMethod: item.deliveryMethod,
      deliveryAddress: item.deliveryAddress,
    })),
    method: request.paymentMethod,
    source: 'cart',
    notes: request.notes,
    displayCurrency: request.displayCurrency,
  });
}

/** An order, for the person who placed it only (404 for anyone else). */
export async function getOrder(deps: AppDeps, userId: string, orderId: string): Promise<Order> {
  const { db } = deps.database;
  const order = await findOrder(db, orderId);
  if (!order || order.userId !== userId) throw new AppError(404, 'order_not_found', checkoutMessages.orderNotFound);
  const charge = (await orderCharges(db, [order.id])).get(order.id) ?? unchargedOrder(order.currency);
  return toOrder(order, await findOrderBookings(db, order.id), charge, await findUnpaidSiblings(db, order));
}

/** The renter left the payment page: an unpaid order is cancelled and its dates released; a paid one stays. */
export async function abandonOrder(deps: AppDeps, userId: string, orderId: string): Promise<Order> {
  const { db } = deps.database;
  const order = await findOrder(db, orderId);
  if (!order || order.userId !== userId) throw new AppError(404, 'order_not_found', checkoutMessages.orderNotFound);
  await db.transaction((tx) => applyOrderEvent(tx, order.id, 'payment_failed', deps.clock.now()));
  return getOrder(deps, userId, orderId);
}
