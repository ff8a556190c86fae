import type { BookingStatus } from '@vira/domain/booking-state';
import type { Booking, BookingListItem } from '@vira/domain/booking';
import type { BookingListRow, BookingRow } from './bookings.repository';

export function toBooking(row: BookingRow): Booking {
  return {
    id: row.id,
    orderId: row.orderId,
    listingId: row.listingId,
    renterId: row.renterId,
    ownerId: row.ownerId,
    startDate: row.startDate,
    endDate: row.endDate,
    startHour: row.startHour,
    endHour: row.endHour,
    status: row.status as BookingStatus,
    currency: row.currency,
    total: row.total,
    ownerEarnings: row.ownerEarnings,
    respondBy: row.respondBy?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toBookingListItem(
  { booking, listingTitle, renterName, ownerName }: BookingListRow,
  now: Date,
): BookingListItem {
  // Same conditions as POST /api/bookings/{id}/pay: an accepted request, not yet paid, with its hold still live.
  const payable =
    booking.status === 'awaiting_payment' &&
    booking.orderId === null &&
    booking.holds &&
    booking.holdExpiresAt !== null &&
    booking.holdExpiresAt.getTime() > now.getTime();
  return {
    ...toBooking(booking),
    listingTitle: listingTitle ?? '',
    renterName: renterName ?? '',
    ownerName: ownerName ?? '',
    days: booking.days,
    payable,
    payBy: payable ? booking.holdExpiresAt!.toISOString() : null,
  };
}
