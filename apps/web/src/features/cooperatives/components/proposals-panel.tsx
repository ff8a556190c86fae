import type { CooperativeDetail } from '@vira/domain/cooperative';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { usePropose, useVote } from '../api/cooperatives-api';
import { FormError } from './form-error';

export function ProposalsPanel({ coop }: { coop: CooperativeDetail }) {
  const { t } = useTranslation('cooperatives');
  const propose = usePropose(coop.id);
  const vote = useVote();
  const [draft, setDraft] = useState({ title: '', body: '' });
  const active = coop.myStatus === 'active';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    propose.mutate(draft, { onSuccess: () => setDraft({ title: '', body: '' }) });
  };
  return (
    <section aria-labelledby="proposals-title" className="space-y-3">
      <h3 id="proposals-title" className="text-lg font-semibold">
        {t('proposals.title')}
      </h3>
      <p className="text-sm text-slate-600">{t('proposals.rule')}</p>
      {coop.proposals.length === 0 ? <p className="text-slate-600">{t('proposals.none')}</p> : null}
      <ul className="space-y-3">
        {coop.proposals.map((p) => (
          <li key={p.id} className="space-y-2 rounded-lg border border-slate-200 p-3" aria-label={p.title}>
            <p className="font-semibold">{p.title}</p>
            <p className="whitespace-pre-line text-slate-700">{p.body}</p>
            <p className="text-sm">
              {t('proposals.tally', { yes: p.yes, no: p.no, abstain: p.abstain, cast: p.cast, quorum: p.quorum })}
            </p>
            <p className="text-sm font-medium">
              {!p.quorumReached ? t('proposals.noQuorum') : p.passed ? t('proposals.passed') : t('proposals.rejected')}
            </p>
            {p.myVote ? (
              <p className="text-sm text-slate-600">{t('proposals.myVote', { choice: t(`choices.${p.myVote}`) })}</p>
            ) : active ? (
              <div className="flex flex-wrap gap-2">
                {(['yes', 'no', 'abstain'] as const).map((choice) => (
                  <Button
                    key={choice}
                    size="sm"
                    variant={choice === 'yes' ? 'default' : 'outline'}
                    disabled={vote.isPending}
                    onClick={() => vote.mutate({ proposalId: p.id, choice })}
                  >
                    {t(`choices.${choice}`)}
                  </Button>
                ))}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <FormError error={vote.error} />
      {active ? (
        <form onSubmit={submit} className="space-y-2">
          <div className="space-y-1">
            <Label htmlFor="proposal-title">{t('proposals.newTitle')}</Label>
            <Input
              id="proposal-title"
              value={draft.title}
              onChange={(e) => setDraft({ ...draft, title: e.target.value })}
              required
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor="proposal-body">{t('proposals.newBody')}</Label>
            <Textarea
              id="proposal-body"
              value={draft.body}
              onChange={(e) => setDraft({ ...draft, body: e.target.value })}
              required
            />
          </div>
          <FormError error={propose.error} />
          <Button type="submit" disabled={propose.isPending}>
            {t('proposals.submit')}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
