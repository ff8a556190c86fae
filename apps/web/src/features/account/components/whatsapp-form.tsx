import { zodResolver } from '@hookform/resolvers/zod';
import {
  COUNTRY_CODES,
  DEFAULT_COUNTRY_CODE,
  normalizePhone,
  OTP_LENGTH,
  whatsappSendBodySchema,
  whatsappVerifyBodySchema,
} from '@vira/domain/auth';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { fieldProblem } from '@/components/ui/field-problem';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-client';
import { expectSignIn } from '@/lib/auth/session-watcher';
import { sendWhatsAppCode, verifyWhatsAppCode } from '../api/auth-api';
import { FormError, FormField } from './form-field';

/** The number as typed with its country code, sent in the E.164 form the server's body schema takes. */
const phoneStepSchema = z
  .object({ countryCode: z.enum(COUNTRY_CODES), phone: z.string().trim().min(1) })
  .transform(({ countryCode, phone }) => ({ phone: normalizePhone(phone, countryCode) }))
  .pipe(whatsappSendBodySchema);
const codeStepSchema = z.object({ code: z.string().min(1).pipe(whatsappVerifyBodySchema.shape.code) });
type PhoneValues = z.input<typeof phoneStepSchema>;
type CodeValues = z.input<typeof codeStepSchema>;

/** Document 2's WhatsApp verification: phone step, then a 6-digit code step; 'Cambiar número' goes back. */
export function WhatsAppForm({ onSignedIn }: { onSignedIn(isNew: boolean): Promise<void> }) {
  const { t } = useTranslation('account');
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [sentTo, setSentTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Both forms stay mounted in the hook, so going back to change the number keeps what was typed.
  const phoneForm = useForm<PhoneValues, unknown, z.output<typeof phoneStepSchema>>({
    resolver: zodResolver(phoneStepSchema),
    defaultValues: { countryCode: DEFAULT_COUNTRY_CODE, phone: '' },
  });
  const codeForm = useForm<CodeValues, unknown, z.output<typeof codeStepSchema>>({
    resolver: zodResolver(codeStepSchema),
    defaultValues: { code: '' },
  });
  const code = useWatch({ control: codeForm.control, name: 'code' });

  async function send({ phone }: z.output<typeof phoneStepSchema>) {
    setError(null);
    try {
      const result = await sendWhatsAppCode(phone);
      setSentTo(result.phone);
      codeForm.reset({ code: '' });
      setStep('code');
      toast.success(t('whatsapp.codeSent'), { duration: 5000 });
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : t('errors.sendFailed'));
    }
  }

  async function verify({ code: typed }: z.output<typeof codeStepSchema>) {
    setError(null);
    try {
      const { isNew } = await verifyWhatsAppCode(sentTo, typed);
      // Before the session is asked for again (onSignedIn): a new account is welcomed as new, not back.
      expectSignIn(isNew ? 'first' : 'return');
      toast.success(t('whatsapp.success'), { duration: 3000 });
      await onSignedIn(isNew);
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : t('errors.verifyFailed'));
    }
  }

  if (step === 'code') {
    const wrong = codeForm.formState.errors.code;
    const codeProblem = fieldProblem(
      'otp-code',
      wrong,
      wrong?.type === 'too_small' ? t('errors.codeRequired') : t('errors.codeDigits', { n: OTP_LENGTH }),
    );
    const busy = codeForm.formState.isSubmitting;
    return (
      <form className="space-y-4" onSubmit={(e) => void codeForm.handleSubmit(verify)(e)} noValidate>
        <p className="text-sm text-slate-600">{t('whatsapp.codeStepDescription', { phone: sentTo })}</p>
        <Controller
          control={codeForm.control}
          name="code"
          render={({ field }) => (
            <FormField
              id="otp-code"
              label={t('whatsapp.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_LENGTH}
              className="text-center font-mono text-2xl tracking-[0.5em]"
              {...codeProblem.field}
              {...field}
              onChange={(e) => field.onChange(e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
            />
          )}
        />
        {codeProblem.message}
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

  const wrong = phoneForm.formState.errors.phone;
  const phoneProblem = fieldProblem(
    'wa-phone',
    wrong,
    wrong?.type === 'too_small' ? t('errors.phoneRequired') : t('errors.invalidPhone'),
  );
  const busy = phoneForm.formState.isSubmitting;
  return (
    <form className="space-y-4" onSubmit={(e) => void phoneForm.handleSubmit(send)(e)} noValidate>
      <p className="text-sm text-slate-600">{t('whatsapp.phoneStepDescription')}</p>
      <div className="grid grid-cols-[7rem_1fr] gap-2">
        <div className="space-y-1.5">
          <Label htmlFor="wa-country-code">{t('email.countryCode')}</Label>
          <select
            id="wa-country-code"
            className="h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-sm"
            {...phoneForm.register('countryCode')}
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
          {...phoneProblem.field}
          {...phoneForm.register('phone')}
        />
      </div>
      {phoneProblem.message}
      <FormError message={error} />
      <Button type="submit" className="w-full bg-emerald-700 hover:bg-emerald-800" disabled={busy}>
        {busy ? t('whatsapp.sending') : t('whatsapp.sendCode')}
      </Button>
    </form>
  );
}
