import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-client';
import { aidVerifiersQuery } from '@/lib/queries/aid-queries';
import { useGrantVerifier, useRevokeVerifier } from '../api/aid-api';

/** /admin: who may verify aid requests; admins grant and revoke the role. */
export function VerifiersPanel() {
  const { t } = useTranslation('humanitarian');
  const verifiers = useQuery(aidVerifiersQuery());
  const grant = useGrantVerifier();
  const revoke = useRevokeVerifier();
  const [email, setEmail] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await grant.mutateAsync(email.trim());
      setEmail('');
      toast.success(t('verifiers.granted'));
    } catch (failure) {
      toast.error(failure instanceof ApiError ? failure.message : t('offer.sendError'));
    }
  }

  return (
    <section className="mx-auto max-w-6xl space-y-3 px-4 py-6" data-testid="aid-verifiers-panel">
      <h2 className="text-xl font-semibold">{t('verifiers.title')}</h2>
      <p className="text-sm text-slate-600">{t('verifiers.description')}</p>
      <form className="flex flex-wrap items-end gap-2" onSubmit={(e) => void submit(e)}>
        <div className="min-w-64 flex-1 space-y-1">
          <Label htmlFor="verifier-email">{t('verifiers.email')}</Label>
          <Input id="verifier-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <Button type="submit" disabled={grant.isPending || !email.trim()}>
          {t('verifiers.grant')}
        </Button>
      </form>
      {(verifiers.data ?? []).length === 0 ? (
        <p className="text-sm text-slate-600">{t('verifiers.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
          {verifiers.data!.map((v) => (
            <li key={v.userId} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <span>
                {v.fullName ?? v.email} <span className="text-sm text-slate-500">{v.email}</span>
              </span>
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  void revoke
                    .mutateAsync(v.userId)
                    .then(() => toast.success(t('verifiers.revoked')))
                    .catch((e: unknown) => toast.error(e instanceof ApiError ? e.message : t('offer.sendError')))
                }
              >
                {t('verifiers.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
