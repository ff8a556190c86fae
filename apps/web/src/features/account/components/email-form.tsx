import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE, normalizePhone, PASSWORD_MIN_LENGTH } from '@vira/domain/auth';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-client';
import { expectSignIn } from '@/lib/auth/session-watcher';
import { signInWithEmail, signUpWithEmail } from '../api/auth-api';
import { FormError, FormField } from './form-field';

export type AuthMode = 'login' | 'signup';

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
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [countryCode, setCountryCode] = useState<string>(DEFAULT_COUNTRY_CODE);
  const [phone, setPhone] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const signup = mode === 'signup';
  const mismatch = signup && confirm.length > 0 && password !== confirm;
  const disabled = busy || !email || !password || (signup && (!fullName.trim() || !confirm || password !== confirm));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (disabled) return;
    setError(null);
    setBusy(true);
    try {
      if (signup) {
        await signUpWithEmail({
          name: fullName.trim(),
          email,
          password,
          phone: phone.trim() ? normalizePhone(phone, countryCode) : undefined,
        });
        toast.success(t('toast.signUpSuccess'), { duration: 8000 });
        onSignedUp();
      } else {
        expectSignIn();
        await signInWithEmail(email, password);
        await onSignedIn();
      }
    } catch (cause) {
      // Only our error shape carries words meant for the person; a bare 403 or a dropped connection has none,
      // and an empty message would show nothing at all.
      const told = cause instanceof ApiError && cause.code !== 'network_error' && cause.message.trim() !== '';
      setError(told ? cause.message : t(signup ? 'errors.signUpFailed' : 'errors.signInFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="space-y-4" onSubmit={(e) => void submit(e)} noValidate>
      {signup && (
        <FormField
          id="full-name"
          label={t('email.fullName')}
          autoComplete="name"
          value={fullName}
          onChange={(e) => setFullName(e.target.value)}
          required
        />
      )}
      <FormField
        id="email"
        type="email"
        label={t('email.email')}
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
      />
      <FormField
        id="password"
        type="password"
        label={t('email.password')}
        placeholder={t('email.passwordPlaceholder', { count: PASSWORD_MIN_LENGTH })}
        autoComplete={signup ? 'new-password' : 'current-password'}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
      />
      {signup && (
        <>
          <FormField
            id="confirm-password"
            type="password"
            label={t('email.confirmPassword')}
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            aria-invalid={mismatch || undefined}
            required
          />
          {mismatch && <p className="text-sm text-red-600">{t('errors.passwordMismatch')}</p>}
          <div className="grid grid-cols-[7rem_1fr] gap-2">
            <div className="space-y-1.5">
              <Label htmlFor="country-code">{t('email.countryCode')}</Label>
              <select
                id="country-code"
                className="h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-sm"
                value={countryCode}
                onChange={(e) => setCountryCode(e.target.value)}
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
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
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
