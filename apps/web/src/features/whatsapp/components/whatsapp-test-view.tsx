import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { normalizePhone } from '@vira/domain/auth';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Link } from '@/lib/localized-link';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { api, data } from '@/lib/api';
import { useAuth } from '@/lib/auth/use-auth';
import { whatsappKeys, whatsappStatusQuery } from '@/lib/queries/whatsapp-queries';

const fail = (fallback: string) => (error: unknown) =>
  toast.error(error instanceof Error && error.message ? error.message : fallback);

/** /whatsapp-test: which sender is configured, verifying one's number, and a test message to oneself. */
export function WhatsappTestView() {
  const { t } = useTranslation('whatsapp');
  const { user } = useAuth();
  const location = useLocation();
  const client = useQueryClient();
  const status = useQuery(whatsappStatusQuery());
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [other, setOther] = useState('');

  const sendCode = useMutation({
    mutationFn: (p: string) => data(api.POST('/api/whatsapp/verify/send', { body: { phone: p } })),
    onSuccess: (_, p) => {
      setCodeSentTo(p);
      toast.success(t('test.codeSent'));
    },
    onError: fail(t('test.error')),
  });
  const confirm = useMutation({
    mutationFn: (body: { phone: string; code: string }) => data(api.POST('/api/whatsapp/verify/confirm', { body })),
    onSuccess: (next) => {
      client.setQueryData(whatsappKeys.status, next);
      setCodeSentTo(null);
      setCode('');
      toast.success(t('test.verified'));
    },
    onError: fail(t('test.error')),
  });
  const send = useMutation({
    mutationFn: (to?: string) => data(api.POST('/api/whatsapp/test-message', { body: to ? { to } : {} })),
    onSuccess: (sent) => toast.success(t('test.sent', { to: sent.to })),
    onError: fail(t('test.error')),
  });

  const requestCode = (event: FormEvent) => {
    event.preventDefault();
    sendCode.mutate(normalizePhone(phone));
  };
  const s = status.data;

  return (
    <section className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">{t('test.title')}</h1>
        <p className="text-slate-600">{t('test.intro')}</p>
      </header>
      {s && (
        <p className="flex flex-wrap items-center gap-2" data-testid="whatsapp-sender">
          {t('test.sender')}
          <Badge variant={s.sender === 'cloud-api' ? 'success' : 'warning'}>{t(`test.senders.${s.sender}`)}</Badge>
        </p>
      )}
      {!user ? (
        <p>
          <Link to="/login" state={{ from: location }} className="font-medium text-brand-700 underline">
            {t('test.signIn')}
          </Link>
        </p>
      ) : (
        <>
          <section className="space-y-3 rounded-lg border border-slate-200 bg-white p-4" aria-labelledby="verify-title">
            <h2 id="verify-title" className="text-lg font-semibold">
              {t('test.verifyTitle')}
            </h2>
            {s?.verifiedPhone && <p data-testid="verified-phone">{t('test.verifiedAs', { phone: s.verifiedPhone })}</p>}
            <form onSubmit={requestCode} className="flex flex-wrap items-end gap-2">
              <div className="min-w-48 flex-1 space-y-1">
                <Label htmlFor="wa-phone">{t('test.phone')}</Label>
                <Input
                  id="wa-phone"
                  type="tel"
                  autoComplete="tel"
                  placeholder="+52 55 1234 5678"
                  value={phone}
                  onChange={(e) => setPhone(e.target.value)}
                  required
                />
              </div>
              <Button type="submit" variant="outline" disabled={sendCode.isPending}>
                {t('test.sendCode')}
              </Button>
            </form>
            {codeSentTo && (
              <form
                onSubmit={(e) => {
                  e.preventDefault();
                  confirm.mutate({ phone: codeSentTo, code });
                }}
                className="flex flex-wrap items-end gap-2"
              >
                <div className="space-y-1">
                  <Label htmlFor="wa-code">{t('test.code')}</Label>
                  <Input
                    id="wa-code"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    pattern="\d{6}"
                    maxLength={6}
                    value={code}
                    onChange={(e) => setCode(e.target.value)}
                    required
                  />
                </div>
                <Button type="submit" disabled={confirm.isPending}>
                  {t('test.confirm')}
                </Button>
              </form>
            )}
          </section>
          <section className="space-y-3 rounded-lg border border-slate-200 bg-white p-4" aria-labelledby="send-title">
            <h2 id="send-title" className="text-lg font-semibold">
              {t('test.sendTitle')}
            </h2>
            <p className="text-sm text-slate-600">{t('test.sendIntro')}</p>
            <Button disabled={!s?.verifiedPhone || send.isPending} onClick={() => send.mutate(undefined)}>
              {t('test.sendToMe')}
            </Button>
            {s?.canSendToOthers && (
              <form
                onSubmit={(e) => {
                  e.preventDefault();
                  send.mutate(normalizePhone(other));
                }}
                className="flex flex-wrap items-end gap-2 border-t border-slate-200 pt-3"
              >
                <div className="min-w-48 flex-1 space-y-1">
                  <Label htmlFor="wa-other">{t('test.adminOther')}</Label>
                  <Input id="wa-other" type="tel" value={other} onChange={(e) => setOther(e.target.value)} required />
                </div>
                <Button type="submit" variant="outline" disabled={send.isPending}>
                  {t('test.send')}
                </Button>
              </form>
            )}
          </section>
        </>
      )}
    </section>
  );
}
