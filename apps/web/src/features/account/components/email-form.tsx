import { zodResolver } from '@hookform/resolvers/zod';
import {
  COUNTRY_CODES,
  DEFAULT_COUNTRY_CODE,
  normalizePhone,
  PASSWORD_MIN_LENGTH,
  signInBodySchema,
  signUpBodySchema,
} from '@vira/domain/auth';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { fieldProblem } from '@/components/ui/field-problem';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-client';
import { expectSignIn } from '@/lib/auth/session-watcher';
import { signInWithEmail, signUpWithEmail } from '../api/auth-api';
import { FormError, FormField } from './form-field';

export type AuthMode = 'login' | 'signup';

/**
 * The server's own rules (the bodies Better Auth receives), plus what only the form knows: the confirmation and
 * the country code. Login checks only e-mail and password; the other fields are simply not on its screen.
 */
const loginSchema = z.object({
  name: z.string(),
  email: signInBodySchema.shape.email,
  password: signInBodySchema.shape.password,
  confirm: z.string(),
  countryCode: z.string(),
  phone: z.string(),
});
const signupSchema = loginSchema
  .extend({ name: signUpBodySchema.shape.name, password: signUpBodySchema.shape.password })
  .refine((v) => v.password === v.confirm, { path: ['confirm'] });
type Values = z.input<typeof loginSchema>;

/** The e-mail form (spec §2 and §5): login is e-mail + password; signup adds name, confirmation and phone. */
export function EmailForm({
  mode,
  onSignedIn,
  onSignedUp,
  onForgot,
}: {
  mode: AuthMode;
  onSignedIn(): Promise<void>;
  onSignedUp(): void;
  onForgot(): void;
}) {
  const { t } = useTranslation('account');
  const signup = mode === 'signup';
  // Kept with the form it came from: a sign-in error does not follow into the sign-up form (the typed e-mail does).
  const [failure, setFailure] = useState<{ mode: AuthMode; text: string } | null>(null);
  const error = failure?.mode === mode ? failure.text : null;
  const resolver = useMemo(() => zodResolver(signup ? signupSchema : loginSchema), [signup]);
  const { register, handleSubmit, control, formState } = useForm<Values, unknown, z.output<typeof loginSchema>>({
    resolver,
    defaultValues: { name: '', email: '', password: '', confirm: '', countryCode: DEFAULT_COUNTRY_CODE, phone: '' },
  });
  const [name, email, password, confirm] = useWatch({ control, name: ['name', 'email', 'password', 'confirm'] });
  const busy = formState.isSubmitting;
  // The spec keeps the button disabled until the required fields are there and the passwords match.
  const mismatch = signup && confirm.length > 0 && password !== confirm;
  // Said live, as soon as the two differ, not on submit.
  const mismatchProblem = fieldProblem('confirm-password', mismatch, t('errors.passwordMismatch'));
  const disabled = busy || !email || !password || (signup && (!name.trim() || !confirm || password !== confirm));

  async function submit(values: z.output<typeof loginSchema>) {
    setFailure(null);
    try {
      if (signup) {
        await signUpWithEmail({
          name: values.name.trim(),
          email: values.email,
          password: values.password,
          phone: values.phone.trim() ? normalizePhone(values.phone, values.countryCode) : undefined,
        });
        toast.success(t('toast.signUpSuccess'), { duration: 8000 });
        onSignedUp();
      } else {
        expectSignIn();
        await signInWithEmail(values.email, values.password);
        await onSignedIn();
      }
    } catch (cause) {
      // Only our error shape carries words meant for the person; a bare 403 or a dropped connection has none,
      // and an empty message would show nothing at all.
      const told = cause instanceof ApiError && cause.code !== 'network_error' && cause.message.trim() !== '';
      setFailure({ mode, text: told ? cause.message : t(signup ? 'errors.signUpFailed' : 'errors.signInFailed') });
    }
  }

  const emailProblem = fieldProblem('email', formState.errors.email, t('errors.invalidEmail'));
  const passwordProblem = fieldProblem('password', formState.errors.password, t('errors.shortPassword'));

  return (
    <form className="space-y-4" onSubmit={(e) => void handleSubmit(submit)(e)} noValidate>
      {signup && (
        <FormField id="full-name" label={t('email.fullName')} autoComplete="name" required {...register('name')} />
      )}
      <FormField
        id="email"
        type="email"
        label={t('email.email')}
        autoComplete="email"
        required
        {...emailProblem.field}
        {...register('email')}
      />
      {emailProblem.message}
      <FormField
        id="password"
        type="password"
        label={t('email.password')}
        placeholder={t('email.passwordPlaceholder', { count: PASSWORD_MIN_LENGTH })}
        autoComplete={signup ? 'new-password' : 'current-password'}
        required
        {...passwordProblem.field}
        {...register('password')}
      />
      {passwordProblem.message}
      {signup && (
        <>
          <FormField
            id="confirm-password"
            type="password"
            label={t('email.confirmPassword')}
            autoComplete="new-password"
            {...mismatchProblem.field}
            required
            {...register('confirm')}
          />
          {mismatchProblem.message}
          <div className="grid grid-cols-[7rem_1fr] gap-2">
            <div className="space-y-1.5">
              <Label htmlFor="country-code">{t('email.countryCode')}</Label>
              <select
                id="country-code"
                className="h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-sm"
                {...register('countryCode')}
              >
                {COUNTRY_CODES.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            </div>
            <FormField
              id="phone"
              type="tel"
              label={t('email.phone')}
              autoComplete="tel-national"
              {...register('phone')}
            />
          </div>
        </>
      )}
      <FormError message={error} />
      <Button type="submit" className="w-full" disabled={disabled}>
        {busy
          ? t(signup ? 'email.creating' : 'email.signingIn')
          : t(signup ? 'email.submitSignup' : 'email.submitLogin')}
      </Button>
      {!signup && (
        <Button type="button" variant="link" className="w-full" onClick={onForgot}>
          {t('email.forgot')}
        </Button>
      )}
    </form>
  );
}
