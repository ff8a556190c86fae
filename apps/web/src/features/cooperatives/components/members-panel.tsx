import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { cooperativeContributeSchema, cooperativeInviteSchema, type CooperativeDetail } from '@vira/domain/cooperative';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { fieldProblem } from '@/components/ui/field-problem';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAuth } from '@/lib/auth/use-auth';
import { useCurrency } from '@/lib/currency';
import { myListingsQuery } from '@/lib/queries/owner-listing-queries';
import { useContributeListing, useInviteMember, useSetShares } from '../api/cooperatives-api';
import { FormError } from './form-error';

export function MembersPanel({ coop }: { coop: CooperativeDetail }) {
  const { t } = useTranslation('cooperatives');
  const me = useAuth().user?.id;
  const shares = useSetShares(coop.id);
  const active = coop.myStatus === 'active';
  const listings = useQuery(myListingsQuery(active));
  const pooled = new Set(coop.listings.map((l) => l.id));
  const mine = (listings.data ?? []).filter((l) => l.status !== 'draft' && !pooled.has(l.id));
  // Cooperative earnings are in pesos, named as such to a reader who sees prices in another currency.
  const { charged } = useCurrency();
  const mxn = (cents: number) => charged(cents, 'MXN');
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
      {active ? <InviteForm coopId={coop.id} /> : null}

      <h3 className="text-lg font-semibold">{t('listings.title')}</h3>
      {coop.listings.length === 0 ? <p className="text-slate-600">{t('listings.none')}</p> : null}
      <ul className="list-disc ps-6">
        {coop.listings.map((l) => (
          <li key={l.id}>{l.title}</li>
        ))}
      </ul>
      {active && mine.length > 0 ? <ContributeForm coopId={coop.id} listings={mine} /> : null}
    </section>
  );
}

type InviteDraft = z.input<typeof cooperativeInviteSchema>;

/** The server's own rule (cooperativeInviteSchema): a mistyped e-mail is named under the field before sending. */
function InviteForm({ coopId }: { coopId: string }) {
  const { t } = useTranslation('cooperatives');
  const invite = useInviteMember(coopId);
  const { register, handleSubmit, formState, reset } = useForm<InviteDraft>({
    resolver: zodResolver(cooperativeInviteSchema),
    defaultValues: { email: '' },
  });
  const email = fieldProblem('invite-email', formState.errors.email, t('members.errors.email'));
  const submit = ({ email: address }: InviteDraft) =>
    invite.mutateAsync(address).then(
      () => reset({ email: '' }),
      // The mutation keeps the server's refusal; FormError shows it.
      () => undefined,
    );
  return (
    <>
      <form onSubmit={(e) => void handleSubmit(submit)(e)} className="flex flex-wrap items-end gap-2" noValidate>
        <div className="min-w-0 flex-1 space-y-1">
          <Label htmlFor="invite-email">{t('members.inviteEmail')}</Label>
          <Input id="invite-email" type="email" required {...email.field} {...register('email')} />
        </div>
        <Button type="submit" disabled={invite.isPending}>
          {t('members.invite')}
        </Button>
        <div className="basis-full">{email.message}</div>
      </form>
      <FormError error={invite.error} />
    </>
  );
}

type ContributeDraft = z.input<typeof cooperativeContributeSchema>;
type Contribution = z.output<typeof cooperativeContributeSchema>;

/** The server's own rule (cooperativeContributeSchema): sending without choosing a listing names the field. */
function ContributeForm({ coopId, listings }: { coopId: string; listings: { id: number; title: string }[] }) {
  const { t } = useTranslation('cooperatives');
  const contribute = useContributeListing(coopId);
  const { register, handleSubmit, formState, reset } = useForm<ContributeDraft, unknown, Contribution>({
    resolver: zodResolver(cooperativeContributeSchema),
  });
  const listing = fieldProblem('contribute-listing', formState.errors.listingId, t('listings.errors.listingId'));
  const submit = ({ listingId }: Contribution) =>
    contribute.mutateAsync(listingId).then(
      () => reset(),
      () => undefined,
    );
  return (
    <>
      <form className="flex flex-wrap items-end gap-2" onSubmit={(e) => void handleSubmit(submit)(e)} noValidate>
        <div className="min-w-0 flex-1 space-y-1">
          <Label htmlFor="contribute-listing">{t('listings.contribute')}</Label>
          <select
            id="contribute-listing"
            className="h-10 w-full rounded-md border border-slate-300 px-2"
            {...listing.field}
            {...register('listingId', { valueAsNumber: true })}
          >
            <option value="">{t('listings.choose')}</option>
            {listings.map((l) => (
              <option key={l.id} value={l.id}>
                {l.title}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={contribute.isPending}>
          {t('listings.add')}
        </Button>
        <div className="basis-full">{listing.message}</div>
      </form>
      <FormError error={contribute.error} />
    </>
  );
}
