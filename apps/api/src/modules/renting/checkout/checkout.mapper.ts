import type { BookingStatus } from '@vira/domain/booking-state';
import type { CheckoutPayment, Order, OrderCharge } from '@vira/domain/checkout';
import type { OrderBookingRow, OrderRow } from './checkout.repository';
import { imageUrl } from '../../images';
import { bookedDiscount } from '../bookings/booking-discount';

export function toOrder(
  order: OrderRow,
  rows: OrderBookingRow[],
  charge: OrderCharge,
  unpaidSiblings: CheckoutPayment[] = [],
): Order {
  return {
    id: order.id,
    status: order.status,
    paymentMethod: order.paymentMethod,
    totals: orderTotals(order),
    displayCurrency: order.displayCurrency,
    displayRate: Number(order.displayRate),
    deliveryAddress: order.deliveryAddress,
    notes: order.notes,
    holdExpiresAt: order.holdExpiresAt.toISOString(),
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    bookings: rows.map((b) => ({
      id: b.id,
      listingId: b.listingId,
      title: b.title,
      imageUrl: b.cover === null ? null : imageUrl(b.cover),
      startDate: b.startDate,
      endDate: b.endDate,
      status: b.status as BookingStatus,
      quote: {
        days: b.days,
        itemCost: b.itemCost,
        discount: bookedDiscount(b),
        insuranceCost: b.insuranceCost,
        deliveryCost: b.deliveryCost,
        deposit: b.deposit,
        total: b.total,
      },
    })),
    charge,
    unpaidSiblings,
  };
}

/** An order's totals as both the order and its tracking page show them: one shape, one place. */
export function orderTotals(
  order: Pick<OrderRow, 'currency' | 'subtotal' | 'insuranceCost' | 'deliveryCost' | 'deposit' | 'total'>,
): Order['totals'] {
  return {
    currency: order.currency,
    subtotal: order.subtotal,
    insuranceCost: order.insuranceCost,
    deliveryCost: order.deliveryCost,
    deposit: order.deposit,
    total: order.total,
  };
}
