import { ArrowLeftIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useAuth } from '@/lib/auth/use-auth';
import { VERIFICATION_FAILED } from '@/lib/auth/session-watcher';
import { useReturnPath } from '../hooks/use-after-sign-in';
import { EmailForm, type AuthMode } from './email-form';
import { ForgotPasswordForm, ResetPasswordForm } from './password-reset-forms';
import { lastTriedProvider, ProviderChoice } from './provider-choice';
import { WhatsAppForm } from './whatsapp-form';

type View = 'choice' | 'email' | 'whatsapp' | 'forgot';

/** /login: first the choice of provider, then e-mail or WhatsApp; back returns to the choice. */
export function LoginScreen({ onSignedIn }: { onSignedIn(destination: string): void }) {
  const { t } = useTranslation('account');
  const { refresh } = useAuth();
  const returnPath = useReturnPath();
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState<View>('choice');
  const [mode, setMode] = useState<AuthMode>('login');
  const resetToken = params.get('token');
  const error = params.get('error');
  // Better Auth sends a used or expired reset link back with this error; any other error is an OAuth return's.
  const resetLinkUsed = error === 'INVALID_TOKEN';
  const oauthError = resetLinkUsed ? null : error;
  const verificationFailed = params.has(VERIFICATION_FAILED);

  /** A new account (a first WhatsApp sign-in) has only its number: it is asked for a name, once, first. */
  async function signedIn(isNew = false) {
    // The page decides where a signed-in person goes; it must know before the session shows, or it sends a new
    // account to the dashboard first (a navigation from here would be dropped once this screen unmounts).
    onSignedIn(isNew ? '/profile/complete' : returnPath);
    await refresh();
  }

  function clearParams() {
    setParams({}, { replace: true });
  }

  const title = resetToken
    ? t('reset.title')
    : view === 'forgot'
      ? t('forgot.title')
      : view === 'whatsapp'
        ? t('whatsapp.title')
        : mode === 'login'
          ? t('choice.titleLogin')
          : t('choice.titleSignup');

  return (
    <section className="mx-auto flex max-w-md flex-col px-4 py-10">
      <Card>
        <CardHeader>
          {view !== 'choice' && !resetToken && (
            <Button variant="ghost" size="sm" className="-ms-2 w-fit" onClick={() => setView('choice')}>
              <ArrowLeftIcon aria-hidden className="rtl:rotate-180" />
              {t('choice.back')}
            </Button>
          )}
          <h1 className="text-2xl font-bold">{title}</h1>
          {view === 'choice' && !resetToken && <p className="text-sm text-slate-600">{t('choice.subtitle')}</p>}
        </CardHeader>
        <CardContent className="space-y-4">
          {resetLinkUsed && !resetToken && view !== 'forgot' && (
            <div
              role="alert"
              className="space-y-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700"
            >
              <p>{t('errors.resetLinkUsed')}</p>
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  clearParams();
                  setView('forgot');
                }}
              >
                {t('forgot.sendNew')}
              </Button>
            </div>
          )}
          {verificationFailed && !resetToken && (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
              {t('errors.verificationLinkBad')}
            </p>
          )}
          {oauthError && !resetToken && (
            <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
              <p className="font-semibold">{t('errors.oauthTitle')}</p>
              <p>
                {oauthError === 'access_denied'
                  ? t('errors.accessDenied')
                  : t('errors.oauthFailed', { provider: lastTriedProvider() ?? 'OAuth' })}
              </p>
            </div>
          )}
          {resetToken ? (
            <ResetPasswordForm
              token={resetToken}
              onDone={() => {
                clearParams();
                setMode('login');
                setView('email');
              }}
            />
          ) : view === 'choice' ? (
            <ProviderChoice onEmail={() => setView('email')} onWhatsApp={() => setView('whatsapp')} />
          ) : view === 'email' ? (
            <EmailForm
              mode={mode}
              onSignedIn={signedIn}
              onSignedUp={() => setMode('login')}
              onForgot={() => setView('forgot')}
            />
          ) : view === 'whatsapp' ? (
            <WhatsAppForm onSignedIn={signedIn} />
          ) : (
            <ForgotPasswordForm onDone={() => setView('email')} />
          )}
          {!resetToken && view !== 'forgot' && view !== 'whatsapp' && (
            <Button variant="link" className="w-full" onClick={() => setMode(mode === 'login' ? 'signup' : 'login')}>
              {mode === 'login' ? t('choice.toggleToSignup') : t('choice.toggleToLogin')}
            </Button>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
