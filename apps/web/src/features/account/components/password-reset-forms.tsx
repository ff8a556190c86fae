import { PASSWORD_MIN_LENGTH } from '@vira/domain/auth';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { requestPasswordReset, resetPassword } from '../api/auth-api';
import { FormError, FormField } from './form-field';

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation('account');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await requestPasswordReset(email);
      toast.success(t('forgot.sent'), { duration: 8000 });
      onDone();
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : t('errors.generic'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="space-y-4" onSubmit={(e) => void submit(e)} noValidate>
      <p className="text-sm text-slate-600">{t('forgot.description')}</p>
      <FormField
        id="forgot-email"
        type="email"
        label={t('email.email')}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <FormError message={error} />
      <Button type="submit" className="w-full" disabled={busy || !email}>
        {t('forgot.submit')}
      </Button>
    </form>
  );
}

/** The page a reset e-mail leads to (/login?token=...): choose the new password. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone(): void }) {
  const { t } = useTranslation('account');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mismatch = confirm.length > 0 && confirm !== password;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await resetPassword(token, password);
      toast.success(t('reset.done'));
      onDone();
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : t('errors.generic'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="space-y-4" onSubmit={(e) => void submit(e)} noValidate>
      <FormField
        id="new-password"
        type="password"
        label={t('reset.newPassword')}
        placeholder={t('email.passwordPlaceholder', { count: PASSWORD_MIN_LENGTH })}
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <FormField
        id="new-password-confirm"
        type="password"
        label={t('email.confirmPassword')}
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
      {mismatch && <p className="text-sm text-red-600">{t('errors.passwordMismatch')}</p>}
      <FormError message={error} />
      <Button type="submit" className="w-full" disabled={busy || !password || password !== confirm}>
        {t('reset.submit')}
      </Button>
    </form>
  );
}
