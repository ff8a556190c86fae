import type { AidOffer, AidRequestDetail } from '@vira/domain/aid';
import { ExternalLinkIcon, MessageCircleIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Link } from '@/lib/localized-link';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { intlLocale } from '@/lib/intl-locale';
import { useConfirmDelivery, useOpenOfferChat, useRespondToOffer, useWithdrawOffer } from '../api/aid-api';
import { OfferFormDialog } from './offer-form-dialog';

/**
 * One offer of help. The requester may accept, thank or decline it and confirm that it arrived (then it counts as
 * help given and can no longer be declined, edited or withdrawn); its author may edit or withdraw it; both may
 * open their chat about it. `request` (on the request's page) lets the edit offer all of its items.
 */
export function OfferCard({
  offer,
  viewerId,
  isRequester,
  showRequest = false,
  request,
  children,
}: {
  offer: AidOffer;
  viewerId: string | null;
  isRequester: boolean;
  showRequest?: boolean;
  request?: AidRequestDetail;
  /** Shown under the offer (the requests near a general offer). */
  children?: ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  const { t, i18n } = useTranslation('humanitarian');
  const navigate = useNavigate();
  const respond = useRespondToOffer();
  const withdraw = useWithdrawOffer();
  const confirmDelivery = useConfirmDelivery();
  const delivered = offer.deliveredAt !== null;
  const chat = useOpenOfferChat();
  const mine = offer.author.id === viewerId;
  const open = offer.status !== 'declined' && offer.status !== 'withdrawn';

  async function run(action: () => Promise<unknown>) {
    try {
      await action();
    } catch (failure) {
      toast.error(t('offer.sendError'), { description: failure instanceof ApiError ? failure.message : undefined });
    }
  }

  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3" data-testid="aid-offer">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{t(`offer.types.${offer.type}`)}</span>
        <Badge variant={offer.status === 'accepted' || offer.status === 'thanked' ? 'success' : 'secondary'}>
          {t(`offer.statuses.${offer.status}`)}
        </Badge>
        {delivered && (
          <Badge variant="success" data-testid="aid-offer-delivered">
            {t('offer.deliveredOn', {
              date: new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium' }).format(
                new Date(offer.deliveredAt!),
              ),
            })}
          </Badge>
        )}
        <span className="text-sm text-slate-600">{offer.author.fullName ?? t('detail.someone')}</span>
      </div>
      {showRequest && (
        <p className="mt-1 text-sm">
          {offer.requestId ? (
            <Link className="text-brand-700 underline" to={`/humanitarian/${offer.requestId}`}>
              {t('offer.on', { title: offer.requestTitle ?? '' })}
            </Link>
          ) : (
            t('offer.general')
          )}
        </p>
      )}
      {offer.details && <p className="mt-1 text-sm whitespace-pre-line">{offer.details}</p>}
      {offer.type === 'volunteer' && offer.shift && (
        <p className="mt-1 text-sm text-slate-700">
          {t('offer.shiftSummary', {
            shift: t(`offer.shifts.${offer.shift}`),
            hours: offer.hoursPerDay ?? '—',
            days: offer.days.map((d) => t(`offer.weekdays.${d}`)).join(', '),
          })}
          {offer.coverage && ` · ${offer.coverage}`}
        </p>
      )}
      {offer.items.length > 0 && (
        <ul className="mt-1 list-inside list-disc text-sm text-slate-700">
          {offer.items.map((i) => (
            <li key={i.itemId}>{t('offer.committed', { quantity: i.quantity, unit: i.unit, name: i.name })}</li>
          ))}
        </ul>
      )}
      {offer.type === 'monetary_support' &&
        (offer.donationUrl ? (
          <a
            href={offer.donationUrl}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="mt-1 inline-flex items-center gap-1 text-sm text-brand-700 underline"
          >
            {t('offer.donate')}
            <ExternalLinkIcon aria-hidden className="size-3.5" />
          </a>
        ) : (
          <p className="mt-1 text-xs text-slate-600">{t('offer.linkAfterVerification')}</p>
        ))}
      <div className="mt-2 flex flex-wrap gap-2">
        {isRequester && open && offer.requestId && (
          <>
            {offer.status === 'pending' && (
              <Button size="sm" onClick={() => void run(() => respond.mutateAsync({ id: offer.id, action: 'accept' }))}>
                {t('offer.accept')}
              </Button>
            )}
            {offer.status !== 'thanked' && (
              <Button
                size="sm"
                variant="outline"
                onClick={() => void run(() => respond.mutateAsync({ id: offer.id, action: 'thank' }))}
              >
                {t('offer.thank')}
              </Button>
            )}
            {!delivered && (
              <Button
                size="sm"
                onClick={() =>
                  void run(async () => {
                    await confirmDelivery.mutateAsync(offer.id);
                    toast.success(t('offer.deliveryConfirmed'));
                  })
                }
              >
                {t('offer.confirmDelivery')}
              </Button>
            )}
            {!delivered && (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => void run(() => respond.mutateAsync({ id: offer.id, action: 'decline' }))}
              >
                {t('offer.decline')}
              </Button>
            )}
          </>
        )}
        {mine && open && !delivered && (
          <>
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              {t('offer.edit')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() =>
                void run(async () => {
                  await withdraw.mutateAsync(offer.id);
                  toast.success(t('offer.withdrawn'));
                })
              }
            >
              {t('offer.withdraw')}
            </Button>
          </>
        )}
        {(mine || isRequester) && offer.requestId && (
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              void run(async () => {
                const conversation = await chat.mutateAsync(offer.id);
                void navigate(`/chats?c=${conversation.id}`);
              })
            }
          >
            <MessageCircleIcon aria-hidden />
            {t('offer.chat')}
          </Button>
        )}
      </div>
      {children}
      {/* Mounted only while open, so the form starts again from the offer as it is now. */}
      {editing && <OfferFormDialog open onOpenChange={setEditing} request={request} offer={offer} />}
    </li>
  );
}
