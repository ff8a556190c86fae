import type { BookingStatus } from '@vira/domain/booking-state';
import type { Booking } from '@vira/domain/booking';
import type { BookingRow } from './bookings.repository';

export function toBooking(row: BookingRow): Booking {
  return {
    id: row.id,
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
