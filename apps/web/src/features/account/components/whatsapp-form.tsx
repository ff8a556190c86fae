import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE, normalizePhone, OTP_LENGTH } from '@vira/domain/auth';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-client';
import { expectSignIn } from '@/lib/auth/session-watcher';
import { sendWhatsAppCode, verifyWhatsAppCode } from '../api/auth-api';
import { FormError, FormField } from './form-field';

/** Document 2's WhatsApp verification: phone step, then a 6-digit code step; 'Cambiar número' goes back. */
export function WhatsAppForm({ onSignedIn }: { onSignedIn(): Promise<void> }) {
  const { t } = useTranslation('account');
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [countryCode, setCountryCode] = useState<string>(DEFAULT_COUNTRY_CODE);
  const [phone, setPhone] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!phone.trim()) return setError(t('errors.phoneRequired'));
    setError(null);
    setBusy(true);
    try {
      const result = await sendWhatsAppCode(normalizePhone(phone, countryCode));
      setSentTo(result.phone);
      setCode('');
      setStep('code');
      toast.success(t('whatsapp.codeSent'), { duration: 5000 });
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : t('errors.sendFailed'));
    } finally {
      setBusy(false);
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!code) return setError(t('errors.codeRequired'));
    if (code.length !== OTP_LENGTH) return;
    setError(null);
    setBusy(true);
    try {
      expectSignIn();
      await verifyWhatsAppCode(sentTo, code);
      toast.success(t('whatsapp.success'), { duration: 3000 });
      await onSignedIn();
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : t('errors.verifyFailed'));
    } finally {
      setBusy(false);
    }
  }

  if (step === 'code') {
    return (
      <form className="space-y-4" onSubmit={(e) => void verify(e)} noValidate>
        <p className="text-sm text-slate-600">{t('whatsapp.codeStepDescription', { phone: sentTo })}</p>
        <FormField
          id="otp-code"
          label={t('whatsapp.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
          className="text-center font-mono text-2xl tracking-[0.5em]"
        />
        <FormError message={error} />
        <Button type="submit" className="w-full" disabled={busy || code.length !== OTP_LENGTH}>
          {busy ? t('whatsapp.verifying') : t('whatsapp.verify')}
        </Button>
        <Button
          type="button"
          variant="link"
          className="w-full"
          onClick={() => {
            setStep('phone');
            setError(null);
          }}
        >
          {t('whatsapp.changeNumber')}
        </Button>
      </form>
    );
  }

  return (
    <form className="space-y-4" onSubmit={(e) => void send(e)} noValidate>
      <p className="text-sm text-slate-600">{t('whatsapp.phoneStepDescription')}</p>
      <div className="grid grid-cols-[7rem_1fr] gap-2">
        <div className="space-y-1.5">
          <Label htmlFor="wa-country-code">{t('email.countryCode')}</Label>
          <select
            id="wa-country-code"
            className="h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-sm"
            value={countryCode}
            onChange={(e) => setCountryCode(e.target.value)}
          >
            {COUNTRY_CODES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <FormField
          id="wa-phone"
          type="tel"
          label={t('whatsapp.phone')}
          autoComplete="tel-national"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
      </div>
      <FormError message={error} />
      <Button type="submit" className="w-full bg-emerald-700 hover:bg-emerald-800" disabled={busy}>
        {busy ? t('whatsapp.sending') : t('whatsapp.sendCode')}
      </Button>
    </form>
  );
}
