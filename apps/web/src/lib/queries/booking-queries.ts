import { queryOptions } from '@tanstack/react-query';
import { api, data } from '../api';

export type BookingRole = 'renter' | 'owner';

export const bookingKeys = {
  all: ['bookings'] as const,
  mine: (userId: string | null, role: BookingRole) => ['bookings', userId, role] as const,
};

/** The person's bookings as renter ('Mis solicitudes') or as owner ('Solicitudes recibidas'). */
export function myBookingsQuery(userId: string | null, role: BookingRole) {
  return queryOptions({
    queryKey: bookingKeys.mine(userId, role),
    queryFn: async () => (await data(api.GET('/api/bookings', { params: { query: { role } } }))).bookings,
    enabled: userId !== null,
  });
}
