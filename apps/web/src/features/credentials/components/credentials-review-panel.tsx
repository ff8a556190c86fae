import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { credentialReviewQuery } from '@/lib/queries/credential-queries';
import { useDecideCredential } from '../api/credentials-api';

/** /admin: credentials to verify (pending first) with their document; rejecting needs a reason. */
export function CredentialsReviewPanel() {
  const { t } = useTranslation('credentials');
  const list = useQuery(credentialReviewQuery());
  const decide = useDecideCredential();
  const [reasons, setReasons] = useState<Record<string, string>>({});

  async function run(id: string, verify: boolean) {
    try {
      await decide.mutateAsync({ id, verify, reason: reasons[id] ?? '' });
      toast.success(verify ? t('verifiedToast') : t('rejectedToast'));
    } catch (failure) {
      toast.error(failure instanceof ApiError ? failure.message : t('failed'));
    }
  }

  return (
    <section className="mx-auto max-w-6xl space-y-3 px-4 py-6" data-testid="credentials-review">
      <h2 className="text-xl font-semibold">{t('reviewTitle')}</h2>
      {(list.data ?? []).length === 0 ? (
        <p className="text-sm text-slate-600">{t('reviewEmpty')}</p>
      ) : (
        <ul className="space-y-2">
          {list.data!.map((c) => (
            <li key={c.id} className="rounded-lg border border-slate-200 bg-white p-3">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{t(`types.${c.type}`)}</span>
                <Badge
                  variant={c.status === 'verified' ? 'success' : c.status === 'rejected' ? 'destructive' : 'secondary'}
                >
                  {t(`status.${c.status}`)}
                </Badge>
                <span className="text-sm text-slate-600">
                  {c.ownerName ?? c.ownerEmail} · {c.number} · {c.issuer}
                  {c.expiresOn && ` · ${t('expires', { date: c.expiresOn })}`}
                </span>
                <a className="text-sm text-brand-700 underline" href={c.fileUrl} target="_blank" rel="noreferrer">
                  {t('document')}
                </a>
              </div>
              {c.status === 'pending' && (
                <div className="mt-2 flex flex-wrap items-center gap-2">
                  <Button size="sm" onClick={() => void run(c.id, true)} disabled={decide.isPending}>
                    {t('verify')}
                  </Button>
                  <Input
                    className="max-w-64"
                    aria-label={t('reason')}
                    placeholder={t('reason')}
                    value={reasons[c.id] ?? ''}
                    onChange={(e) => setReasons((r) => ({ ...r, [c.id]: e.target.value }))}
                  />
                  <Button size="sm" variant="outline" onClick={() => void run(c.id, false)} disabled={decide.isPending}>
                    {t('reject')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
