import type { CooperativeDetail } from '@vira/domain/cooperative';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@vira/domain/currencies';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAuth } from '@/lib/auth/use-auth';
import { intlLocale } from '@/lib/intl-locale';
import { myListingsQuery } from '@/lib/queries/owner-listing-queries';
import { useContributeListing, useInviteMember, useSetShares } from '../api/cooperatives-api';
import { FormError } from './form-error';

export function MembersPanel({ coop }: { coop: CooperativeDetail }) {
  const { t, i18n } = useTranslation('cooperatives');
  const me = useAuth().user?.id;
  const invite = useInviteMember(coop.id);
  const contribute = useContributeListing(coop.id);
  const shares = useSetShares(coop.id);
  const active = coop.myStatus === 'active';
  const listings = useQuery(myListingsQuery(active));
  const pooled = new Set(coop.listings.map((l) => l.id));
  const mine = (listings.data ?? []).filter((l) => l.status !== 'draft' && !pooled.has(l.id));
  const [email, setEmail] = useState('');
  const [listingId, setListingId] = useState('');
  const mxn = (cents: number) => `${formatMoney(cents / 100, 'MXN', intlLocale(i18n.language))} MXN`;
  const sendInvite = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(email, { onSuccess: () => setEmail('') });
  };
  return (
    <section aria-labelledby="members-title" className="space-y-3">
      <h3 id="members-title" className="text-lg font-semibold">
        {t('members.title')}
      </h3>
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {coop.members.map((m) => (
          <li key={m.userId} className="flex flex-wrap items-center justify-between gap-2 p-3">
            <span>
              {m.name ?? t('members.unnamed')}
              {m.status === 'invited' ? (
                <span className="ms-2 text-sm text-amber-700">{t('members.invited')}</span>
              ) : null}
            </span>
            <span className="flex items-center gap-3 text-sm text-slate-600">
              {me === coop.founderId && m.status === 'active' ? (
                <label className="flex items-center gap-1">
                  {t('members.shares')}
                  <Input
                    type="number"
                    min={1}
                    max={1000}
                    className="h-8 w-20"
                    defaultValue={m.shares}
                    onBlur={(e) => {
                      const value = Number(e.target.value);
                      if (value !== m.shares) shares.mutate({ userId: m.userId, shares: value });
                    }}
                  />
                </label>
              ) : (
                <span>{t('members.sharesValue', { n: m.shares })}</span>
              )}
              {m.status === 'active' ? <span>{mxn(m.earnings)}</span> : null}
            </span>
          </li>
        ))}
      </ul>
      <FormError error={shares.error} />
      <p className="text-sm text-slate-600">{t('members.earnings', { amount: mxn(coop.earnings) })}</p>
      {active ? (
        <form onSubmit={sendInvite} className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1 space-y-1">
            <Label htmlFor="invite-email">{t('members.inviteEmail')}</Label>
            <Input id="invite-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
          </div>
          <Button type="submit" disabled={invite.isPending}>
            {t('members.invite')}
          </Button>
        </form>
      ) : null}
      <FormError error={invite.error} />

      <h3 className="text-lg font-semibold">{t('listings.title')}</h3>
      {coop.listings.length === 0 ? <p className="text-slate-600">{t('listings.none')}</p> : null}
      <ul className="list-disc ps-6">
        {coop.listings.map((l) => (
          <li key={l.id}>{l.title}</li>
        ))}
      </ul>
      {active && mine.length > 0 ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (listingId) contribute.mutate(Number(listingId), { onSuccess: () => setListingId('') });
          }}
        >
          <div className="min-w-0 flex-1 space-y-1">
            <Label htmlFor="contribute-listing">{t('listings.contribute')}</Label>
            <select
              id="contribute-listing"
              className="h-10 w-full rounded-md border border-slate-300 px-2"
              value={listingId}
              onChange={(e) => setListingId(e.target.value)}
            >
              <option value="">{t('listings.choose')}</option>
              {mine.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.title}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" disabled={contribute.isPending || !listingId}>
            {t('listings.add')}
          </Button>
        </form>
      ) : null}
      <FormError error={contribute.error} />
    </section>
  );
}
