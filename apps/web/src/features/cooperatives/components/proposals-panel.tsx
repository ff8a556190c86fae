import { zodResolver } from '@hookform/resolvers/zod';
import { proposalCreateSchema, type CooperativeDetail } from '@vira/domain/cooperative';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { fieldProblem } from '@/components/ui/field-problem';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { usePropose, useVote } from '../api/cooperatives-api';
import { FormError } from './form-error';

type Draft = z.input<typeof proposalCreateSchema>;
const NO_DRAFT: Draft = { title: '', body: '' };

export function ProposalsPanel({ coop }: { coop: CooperativeDetail }) {
  const { t } = useTranslation('cooperatives');
  const propose = usePropose(coop.id);
  const vote = useVote();
  // The server's own rules (proposalCreateSchema): a too short title or description is named before sending.
  const { register, handleSubmit, formState, reset } = useForm<Draft, unknown, z.output<typeof proposalCreateSchema>>({
    resolver: zodResolver(proposalCreateSchema),
    defaultValues: NO_DRAFT,
  });
  const active = coop.myStatus === 'active';
  const submit = (draft: z.output<typeof proposalCreateSchema>) =>
    propose.mutateAsync(draft).then(
      () => reset(NO_DRAFT),
      // The mutation keeps the server's refusal; FormError shows it.
      () => undefined,
    );
  const problem = (name: keyof Draft, id: string) => {
    const rule = proposalCreateSchema.shape[name];
    return fieldProblem(
      id,
      formState.errors[name],
      t(`proposals.errors.${name}`, { min: rule.minLength, max: rule.maxLength }),
    );
  };
  const title = problem('title', 'proposal-title');
  const body = problem('body', 'proposal-body');
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
        <form onSubmit={(e) => void handleSubmit(submit)(e)} className="space-y-2" noValidate>
          <div className="space-y-1">
            <Label htmlFor="proposal-title">{t('proposals.newTitle')}</Label>
            <Input id="proposal-title" required {...title.field} {...register('title')} />
            {title.message}
          </div>
          <div className="space-y-1">
            <Label htmlFor="proposal-body">{t('proposals.newBody')}</Label>
            <Textarea id="proposal-body" required {...body.field} {...register('body')} />
            {body.message}
          </div>
          <FormError error={propose.error} />
          <Button type="submit" disabled={propose.isPending || formState.isSubmitting}>
            {t('proposals.submit')}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
