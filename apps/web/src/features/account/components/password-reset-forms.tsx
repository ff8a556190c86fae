import { zodResolver } from '@hookform/resolvers/zod';
import { emailSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordSchema } from '@vira/domain/auth';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { fieldProblem } from '@/components/ui/field-problem';
import { ApiError } from '@/lib/api-client';
import { requestPasswordReset, resetPassword } from '../api/auth-api';
import { FormError, FormField } from './form-field';

/** The server checks the address with emailSchema and a new password with passwordSchema's rule: the same here. */
const forgotSchema = z.object({ email: emailSchema });
const resetSchema = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'] });

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation('account');
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, control, formState } = useForm<
    z.input<typeof forgotSchema>,
    unknown,
    z.output<typeof forgotSchema>
  >({ resolver: zodResolver(forgotSchema), defaultValues: { email: '' } });
  const email = useWatch({ control, name: 'email' });
  const wrong = fieldProblem('forgot-email', formState.errors.email, t('errors.invalidEmail'));

  async function submit(values: z.output<typeof forgotSchema>) {
    setError(null);
    try {
      await requestPasswordReset(values.email);
      toast.success(t('forgot.sent'), { duration: 8000 });
      onDone();
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : t('errors.generic'));
    }
  }

  return (
    <form className="space-y-4" onSubmit={(e) => void handleSubmit(submit)(e)} noValidate>
      <p className="text-sm text-slate-600">{t('forgot.description')}</p>
      <FormField id="forgot-email" type="email" label={t('email.email')} {...wrong.field} {...register('email')} />
      {wrong.message}
      <FormError message={error} />
      <Button type="submit" className="w-full" disabled={formState.isSubmitting || !email}>
        {t('forgot.submit')}
      </Button>
    </form>
  );
}

/** The page a reset e-mail leads to (/login?token=...): choose the new password. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone(): void }) {
  const { t } = useTranslation('account');
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, control, formState } = useForm<
    z.input<typeof resetSchema>,
    unknown,
    z.output<typeof resetSchema>
  >({ resolver: zodResolver(resetSchema), defaultValues: { password: '', confirm: '' } });
  const [password, confirm] = useWatch({ control, name: ['password', 'confirm'] });
  // Said as soon as the two differ, like the sign-up form; the button stays disabled until they match.
  const mismatch = confirm.length > 0 && confirm !== password;
  const mismatchProblem = fieldProblem('new-password-confirm', mismatch, t('errors.passwordMismatch'));
  const passwordError = formState.errors.password;
  const wrong = fieldProblem(
    'new-password',
    passwordError,
    passwordError?.type === 'too_big'
      ? t('errors.longPassword', { max: PASSWORD_MAX_LENGTH })
      : t('errors.shortPassword'),
  );

  async function submit(values: z.output<typeof resetSchema>) {
    setError(null);
    try {
      await resetPassword(token, values.password);
      toast.success(t('reset.done'));
      onDone();
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : t('errors.generic'));
    }
  }

  return (
    <form className="space-y-4" onSubmit={(e) => void handleSubmit(submit)(e)} noValidate>
      <FormField
        id="new-password"
        type="password"
        label={t('reset.newPassword')}
        placeholder={t('email.passwordPlaceholder', { count: PASSWORD_MIN_LENGTH })}
        autoComplete="new-password"
        {...wrong.field}
        {...register('password')}
      />
      {wrong.message}
      <FormField
        id="new-password-confirm"
        type="password"
        label={t('email.confirmPassword')}
        autoComplete="new-password"
        {...mismatchProblem.field}
        {...register('confirm')}
      />
      {mismatchProblem.message}
      <FormError message={error} />
      <Button type="submit" className="w-full" disabled={formState.isSubmitting || !password || password !== confirm}>
        {t('reset.submit')}
      </Button>
    </form>
  );
}
