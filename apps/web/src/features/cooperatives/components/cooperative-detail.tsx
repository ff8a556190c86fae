import { useQuery } from '@tanstack/react-query';
import { COOPERATIVE_MIN_MEMBERS } from '@vira/domain/cooperative';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cooperativeQuery } from '@/lib/queries/cooperative-queries';
import { useAcceptInvitation } from '../api/cooperatives-api';
import { FormError } from './form-error';
import { MembersPanel } from './members-panel';
import { ProposalsPanel } from './proposals-panel';

export function CooperativeDetailView({ id }: { id: string }) {
  const { t } = useTranslation('cooperatives');
  const coop = useQuery(cooperativeQuery(id));
  const accept = useAcceptInvitation();
  if (coop.isError) return <p role="alert">{coop.error.message}</p>;
  const c = coop.data;
  if (!c) return <p aria-busy="true">{t('loading')}</p>;
  const constituted = c.status === 'constituida';
  return (
    <article aria-labelledby="coop-title" className="space-y-6 rounded-xl border border-slate-200 p-4">
      <header className="space-y-1">
        <h2 id="coop-title" className="text-2xl font-bold">
          {c.name}
        </h2>
        <p className="text-slate-600">
          {c.city} · {c.purpose}
        </p>
        <p
          className={constituted ? 'font-semibold text-emerald-700' : 'font-semibold text-amber-700'}
          data-testid="cooperative-status"
        >
          {constituted
            ? t('status.constituida')
            : t('status.en_formacion', { active: c.activeMembers, min: COOPERATIVE_MIN_MEMBERS })}
        </p>
      </header>
      {c.myStatus === 'invited' ? (
        <div className="space-y-2 rounded-md bg-amber-50 p-3">
          <p>{t('invitation')}</p>
          <Button onClick={() => accept.mutate(c.id)} disabled={accept.isPending}>
            {t('accept')}
          </Button>
          <FormError error={accept.error} />
        </div>
      ) : null}
      <MembersPanel coop={c} />
      <ProposalsPanel coop={c} />
    </article>
  );
}
