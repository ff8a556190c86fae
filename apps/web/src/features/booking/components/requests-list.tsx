import { MessageCircleIcon } from 'lucide-react';
import type { BookingListItem } from '@vira/domain/booking';
import type { CurrencyCode } from '@vira/domain/currencies';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/localized-link';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrency } from '@/lib/currency';
import { useAnswerBooking, useMyBookings, usePayBooking, type BookingRole } from '../api/booking-api';
import { useNow } from '../hooks/use-now';
import { intlLocale } from '@/lib/intl-locale';

/** The requests screen: requests received as owner (to answer) and sent as renter (to follow and pay). */
export function RequestsList() {
  const { t } = useTranslation('booking');
  // Both lists appear together: shown one after the other as each arrived, the second moved down the screen.
  const owner = useMyBookings('owner');
  const renter = useMyBookings('renter');
  if (owner.isPending || renter.isPending) return <Skeleton className="h-64 w-full" label={t('loading')} />;
  return (
    <div className="flex flex-col gap-10">
      <RequestsSection role="owner" title={t('requests.received')} empty={t('requests.receivedEmpty')} />
      <RequestsSection role="renter" title={t('requests.mine')} empty={t('requests.mineEmpty')} />
    </div>
  );
}

function RequestsSection({ role, title, empty }: { role: BookingRole; title: string; empty: string }) {
  const { t } = useTranslation('booking');
  const bookings = useMyBookings(role);
  const headingId = `requests-${role}`;
  return (
    <section aria-labelledby={headingId} data-testid={`requests-${role}`}>
      <h2 id={headingId} className="mb-4 text-xl font-semibold">
        {title}
      </h2>
      {bookings.isPending ? (
        <Skeleton className="h-32 w-full" label={t('loading')} />
      ) : bookings.isError ? (
        <p role="alert" className="text-red-700">
          {bookings.error.message || t('requests.loadError')}
        </p>
      ) : bookings.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {bookings.data.map((booking) => (
            <li key={booking.id}>
              <RequestCard booking={booking} role={role} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const STATUS_VARIANT: Record<BookingListItem['status'], 'default' | 'secondary' | 'success' | 'warning' | 'outline'> = {
  requested: 'warning',
  awaiting_payment: 'warning',
  pending_owner: 'warning',
  paid: 'success',
  handed_over: 'success',
  returned: 'secondary',
  completed: 'secondary',
  cancelled: 'outline',
  disputed: 'default',
};

function RequestCard({ booking, role }: { booking: BookingListItem; role: BookingRole }) {
  const { t, i18n } = useTranslation('booking');
  const { format } = useCurrency();
  const now = useNow();
  const answer = useAnswerBooking();
  const pay = usePayBooking();
  const locale = intlLocale(i18n.language);
  const day = (date: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  const withHour = (date: string, hour: string | null) => (hour ? `${day(date)} ${hour}` : day(date));
  const money = (minor: number) => format(minor, booking.currency as CurrencyCode);
  // Both statuses wait for the owner: a plain request, or a request whose payment is already authorised.
  const awaitingAnswer = booking.status === 'requested' || booking.status === 'pending_owner';
  const msLeft = booking.respondBy ? new Date(booking.respondBy).getTime() - now : 0;
  const busy = answer.isPending || pay.isPending;

  const respond = (kind: 'accept' | 'decline') =>
    answer.mutate(
      { id: booking.id, answer: kind },
      {
        onSuccess: () => toast.success(t(kind === 'accept' ? 'requests.accepted' : 'requests.declined')),
        onError: (error) => toast.error(error.message),
      },
    );
  const startPayment = () =>
    pay.mutate(
      { id: booking.id, paymentMethod: 'credit_card' },
      {
        onSuccess: (session) => {
          toast.success(t('requests.redirecting'));
          window.location.assign(session.url);
        },
        onError: (error) => toast.error(error.message),
      },
    );

  return (
    <Card data-testid="request-card">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
        <CardTitle>{booking.listingTitle}</CardTitle>
        <Badge variant={STATUS_VARIANT[booking.status]} data-testid="request-status">
          {t(`requests.status.${booking.status}`)}
        </Badge>
      </CardHeader>
      <CardContent className="flex flex-col gap-1 text-sm text-slate-700">
        <p>
          {role === 'owner'
            ? t('requests.renter', { name: booking.renterName || t('requests.someone') })
            : t('requests.owner', { name: booking.ownerName || t('requests.someone') })}
        </p>
        <p>
          {t('requests.dates', {
            start: withHour(booking.startDate, booking.startHour),
            end: withHour(booking.endDate, booking.endHour),
          })}{' '}
          · {t('requests.days', { count: booking.days })}
        </p>
        <p className="font-medium text-slate-900">{t('requests.total', { amount: money(booking.total) })}</p>
        {role === 'owner' && <p>{t('requests.earnings', { amount: money(booking.ownerEarnings) })}</p>}
        {awaitingAnswer && booking.respondBy && (
          <p className="text-amber-800" data-testid="request-time-left">
            {msLeft > 0
              ? t(role === 'owner' ? 'requests.timeLeft' : 'requests.ownerTimeLeft', {
                  hours: Math.floor(msLeft / 3_600_000),
                  minutes: Math.floor((msLeft % 3_600_000) / 60_000),
                })
              : t('requests.timeUp')}
          </p>
        )}
        {role === 'renter' && booking.payable && booking.payBy && (
          <p className="text-amber-800">
            {t('requests.payBy', {
              date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
                new Date(booking.payBy),
              ),
            })}
          </p>
        )}
        {role === 'owner' && awaitingAnswer && msLeft > 0 && (
          <div className="mt-3 flex gap-2">
            <Button onClick={() => respond('accept')} disabled={busy}>
              {t('requests.accept')}
            </Button>
            <Button variant="outline" onClick={() => respond('decline')} disabled={busy}>
              {t('requests.decline')}
            </Button>
          </div>
        )}
        {role === 'renter' && booking.payable && (
          <div className="mt-3">
            <Button onClick={startPayment} disabled={busy}>
              {t('requests.pay')}
            </Button>
          </div>
        )}
        {booking.orderId && (
          <Link
            to={`/order-tracking/${booking.orderId}`}
            className="mt-3 inline-flex items-center gap-1 self-start font-medium text-brand-700 underline"
          >
            {t('requests.trackOrder')}
          </Link>
        )}
        <Link
          to={`/chats?listing=${booking.listingId}&booking=${booking.id}`}
          className="mt-2 inline-flex items-center gap-1 self-start text-brand-700 underline"
        >
          <MessageCircleIcon className="size-4" aria-hidden />
          {t(role === 'owner' ? 'requests.messageRenter' : 'requests.messageOwner')}
        </Link>
      </CardContent>
    </Card>
  );
}
