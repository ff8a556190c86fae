import { useQuery } from '@tanstack/react-query';
import { CREDENTIAL_TYPES, type CredentialType } from '@vira/domain/credential';
import { FileTextIcon } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-client';
import { myCredentialsQuery } from '@/lib/queries/credential-queries';
import { useAddCredential, useDeleteCredential } from '../api/credentials-api';

const selectClass =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-500';
const EMPTY = { type: 'cedula_profesional' as CredentialType, number: '', issuer: '', expiresOn: '' };

/** /profile: the person's professional credentials, with the upload form; admins verify them in /admin. */
export function MyCredentialsPanel() {
  const { t } = useTranslation('credentials');
  const list = useQuery(myCredentialsQuery());
  const add = useAddCredential();
  const remove = useDeleteCredential();
  const [form, setForm] = useState(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return toast.error(t('fileMissing'));
    try {
      await add.mutateAsync({ input: form, file });
      toast.success(t('added'));
      setForm(EMPTY);
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    } catch (failure) {
      toast.error(failure instanceof ApiError ? failure.message : t('failed'));
    }
  }

  return (
    <section className="space-y-4 rounded-xl border border-slate-200 bg-white p-5" data-testid="my-credentials">
      <div>
        <h2 className="text-lg font-semibold">{t('title')}</h2>
        <p className="text-sm text-slate-600">{t('description')}</p>
      </div>
      {(list.data ?? []).length > 0 && (
        <ul className="divide-y divide-slate-100">
          {list.data!.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0">
                <span className="font-medium">{t(`types.${c.type}`)}</span>{' '}
                <span className="text-sm text-slate-600">
                  {c.number} · {c.issuer}
                  {c.expiresOn && ` · ${t('expires', { date: c.expiresOn })}`}
                </span>
                {c.status === 'rejected' && c.decisionReason && (
                  <span className="block text-sm text-red-700">
                    {t('rejectedBecause', { reason: c.decisionReason })}
                  </span>
                )}
              </span>
              <span className="flex items-center gap-2">
                <Badge
                  variant={c.status === 'verified' ? 'success' : c.status === 'rejected' ? 'destructive' : 'secondary'}
                >
                  {t(`status.${c.status}`)}
                </Badge>
                <a className="text-sm text-brand-700 underline" href={c.fileUrl} target="_blank" rel="noreferrer">
                  <FileTextIcon aria-hidden className="inline size-4" /> {t('document')}
                </a>
                {c.status !== 'verified' && (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() =>
                      void remove
                        .mutateAsync(c.id)
                        .catch((e: unknown) => toast.error(e instanceof ApiError ? e.message : t('failed')))
                    }
                  >
                    {t('delete')}
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      <form className="grid gap-3 sm:grid-cols-2" onSubmit={(e) => void submit(e)}>
        <div className="space-y-1">
          <Label htmlFor="credential-type">{t('type')}</Label>
          <select
            id="credential-type"
            className={selectClass}
            value={form.type}
            onChange={(e) => setForm((f) => ({ ...f, type: e.target.value as CredentialType }))}
          >
            {CREDENTIAL_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <Label htmlFor="credential-number">{t('number')}</Label>
          <Input
            id="credential-number"
            value={form.number}
            onChange={(e) => setForm((f) => ({ ...f, number: e.target.value }))}
            required
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor="credential-issuer">{t('issuer')}</Label>
          <Input
            id="credential-issuer"
            value={form.issuer}
            onChange={(e) => setForm((f) => ({ ...f, issuer: e.target.value }))}
            required
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor="credential-expiry">{t('expiry')}</Label>
          <Input
            id="credential-expiry"
            type="date"
            value={form.expiresOn}
            onChange={(e) => setForm((f) => ({ ...f, expiresOn: e.target.value }))}
          />
        </div>
        <div className="space-y-1 sm:col-span-2">
          <Label htmlFor="credential-file">{t('file')}</Label>
          <Input
            id="credential-file"
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png,image/webp,application/pdf"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <p className="text-xs text-slate-600">{t('fileHelp')}</p>
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={add.isPending}>
            {t('add')}
          </Button>
        </div>
      </form>
    </section>
  );
}
