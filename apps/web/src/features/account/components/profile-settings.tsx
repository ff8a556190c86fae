import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordSchema, signInBodySchema } from '@vira/domain/auth';
import { HEADER_CURRENCIES, type CurrencyCode } from '@vira/domain/currencies';
import { LOCALE_NAMES, LOCALES, toLocale, type Locale } from '@vira/domain/locales';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { fieldProblem } from '@/components/ui/field-problem';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from '@/lib/auth/session';
import { useAuth } from '@/lib/auth/use-auth';
import { useCurrency } from '@/lib/currency';
import { changePassword, deleteAccount, signOutEverywhere, updateProfile } from '../api/auth-api';
import { FormError, FormField } from './form-field';

const selectClasses = 'h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-sm';

function Preferences() {
  const { t, i18n } = useTranslation('profile');
  const { currency, setCurrency } = useCurrency();
  const { refresh } = useAuth();
  const [language, setLanguage] = useState<Locale>(toLocale(i18n.language));
  const [money, setMoney] = useState<CurrencyCode>(currency);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await updateProfile({ preferredLanguage: language, preferredCurrency: money });
      setCurrency(money);
      await i18n.changeLanguage(language);
      await refresh();
      toast.success(t('settings.preferencesSaved'));
    } catch (cause) {
      toast.error(cause instanceof ApiError ? cause.message : t('errors.saveFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="grid gap-4 sm:grid-cols-2" onSubmit={(e) => void save(e)}>
      <div className="space-y-1.5">
        <Label htmlFor="settings-language">{t('settings.language')}</Label>
        <select
          id="settings-language"
          className={selectClasses}
          value={language}
          onChange={(e) => setLanguage(toLocale(e.target.value))}
        >
          {LOCALES.map((l) => (
            <option key={l} value={l}>
              {LOCALE_NAMES[l]}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="settings-currency">{t('settings.currency')}</Label>
        <select
          id="settings-currency"
          className={selectClasses}
          value={money}
          onChange={(e) => setMoney(e.target.value as CurrencyCode)}
        >
          {HEADER_CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" className="sm:col-span-2 sm:w-fit" disabled={busy}>
        {t('settings.savePreferences')}
      </Button>
    </form>
  );
}

/**
 * The server checks the new password with passwordSchema's rule and the current one as sign-in does (present,
 * within Better Auth's ceiling): the same here. Whether the current one is right only the server knows.
 */
const passwordChangeSchema = z
  .object({ current: signInBodySchema.shape.password, next: passwordSchema, confirm: z.string() })
  .refine((v) => v.next === v.confirm, { path: ['confirm'] });
type PasswordChangeValues = z.input<typeof passwordChangeSchema>;
const NO_PASSWORDS: PasswordChangeValues = { current: '', next: '', confirm: '' };

export function PasswordChange() {
  const { t } = useTranslation('profile');
  const { t: ta } = useTranslation('account');
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, control, formState, reset } = useForm<
    PasswordChangeValues,
    unknown,
    z.output<typeof passwordChangeSchema>
  >({ resolver: zodResolver(passwordChangeSchema), defaultValues: NO_PASSWORDS });
  const [current, next, confirm] = useWatch({ control, name: ['current', 'next', 'confirm'] });
  // Said as soon as the two differ; the button stays disabled until they match.
  const mismatch = confirm.length > 0 && confirm !== next;
  const mismatchProblem = fieldProblem('next-password-confirm', mismatch, ta('errors.passwordMismatch'));
  const tooLong = (failed: { type?: string } | undefined) => failed?.type === 'too_big';
  const currentProblem = fieldProblem(
    'current-password',
    formState.errors.current,
    tooLong(formState.errors.current) ? ta('errors.longPassword', { max: PASSWORD_MAX_LENGTH }) : ta('errors.generic'),
  );
  const nextProblem = fieldProblem(
    'next-password',
    formState.errors.next,
    tooLong(formState.errors.next)
      ? ta('errors.longPassword', { max: PASSWORD_MAX_LENGTH })
      : ta('errors.shortPassword'),
  );

  async function submit(values: z.output<typeof passwordChangeSchema>) {
    setError(null);
    try {
      await changePassword(values.current, values.next);
      reset(NO_PASSWORDS);
      toast.success(t('settings.passwordChanged'));
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : t('errors.saveFailed'));
    }
  }

  return (
    <form className="space-y-3" onSubmit={(e) => void handleSubmit(submit)(e)} noValidate>
      <FormField
        id="current-password"
        type="password"
        autoComplete="current-password"
        label={t('settings.currentPassword')}
        {...currentProblem.field}
        {...register('current')}
      />
      {currentProblem.message}
      <FormField
        id="next-password"
        type="password"
        autoComplete="new-password"
        label={t('settings.newPassword')}
        placeholder={ta('email.passwordPlaceholder', { count: PASSWORD_MIN_LENGTH })}
        {...nextProblem.field}
        {...register('next')}
      />
      {nextProblem.message}
      <FormField
        id="next-password-confirm"
        type="password"
        autoComplete="new-password"
        label={ta('email.confirmPassword')}
        {...mismatchProblem.field}
        {...register('confirm')}
      />
      {mismatchProblem.message}
      <FormError message={error} />
      <Button type="submit" disabled={formState.isSubmitting || !current || !next || next !== confirm}>
        {t('settings.changePassword')}
      </Button>
    </form>
  );
}

function DangerZone() {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function everywhere() {
    try {
      void navigate('/');
      await signOutEverywhere();
    } catch (cause) {
      toast.error(cause instanceof ApiError ? cause.message : t('errors.saveFailed'));
    }
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
  }

  async function remove(event: FormEvent) {
    event.preventDefault();
    if (!window.confirm(t('settings.deleteConfirm'))) return;
    setError(null);
    try {
      await deleteAccount(password || undefined);
      void navigate('/');
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      toast.success(t('settings.deleted'));
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : t('errors.saveFailed'));
    }
  }

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <p className="text-sm text-slate-600">{t('settings.everywhereText')}</p>
        <Button variant="outline" onClick={() => void everywhere()}>
          {t('settings.everywhere')}
        </Button>
      </div>
      <form className="space-y-3" onSubmit={(e) => void remove(e)}>
        <p className="text-sm text-slate-600">{t('settings.deleteText')}</p>
        <FormField
          id="delete-password"
          type="password"
          autoComplete="current-password"
          label={t('settings.currentPassword')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <FormError message={error} />
        <Button type="submit" variant="destructive">
          {t('settings.delete')}
        </Button>
      </form>
    </div>
  );
}

/** /profile/settings: language, currency, password, sign out everywhere, delete the account. */
export function ProfileSettings() {
  const { t } = useTranslation('profile');
  return (
    <section className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold">{t('settings.title')}</h1>
      <Card>
        <CardHeader>
          <CardTitle>{t('settings.preferences')}</CardTitle>
        </CardHeader>
        <CardContent>
          <Preferences />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('settings.passwordTitle')}</CardTitle>
        </CardHeader>
        <CardContent>
          <PasswordChange />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('settings.securityTitle')}</CardTitle>
        </CardHeader>
        <CardContent>
          <DangerZone />
        </CardContent>
      </Card>
    </section>
  );
}
