import { SOCIAL_PROVIDER_LABELS, SOCIAL_PROVIDERS, type SocialProvider } from '@vira/domain/auth';
import { MailIcon, MessageCircleIcon } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { publicConfigQuery } from '@/lib/queries/config-queries';
import { signInWithProvider } from '../api/auth-api';
import { FormError } from './form-field';
import { ProviderMark } from './provider-mark';

const PROVIDER_STORAGE_KEY = 'vira.oauthProvider';

/** The provider last tried, so an OAuth error on return can name it. */
export function lastTriedProvider(): string | null {
  try {
    const stored = sessionStorage.getItem(PROVIDER_STORAGE_KEY);
    return stored && stored in SOCIAL_PROVIDER_LABELS ? SOCIAL_PROVIDER_LABELS[stored as SocialProvider] : null;
  } catch {
    return null;
  }
}

/**
 * Step one of /login: the social providers the server is configured for (of Google, Facebook, Apple, GitHub,
 * LinkedIn, Twitter, Discord), WhatsApp or e-mail. A development server without any says so in one line.
 */
export function ProviderChoice({ onEmail, onWhatsApp }: { onEmail(): void; onWhatsApp(): void }) {
  const { t } = useTranslation('account');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const config = useQuery(publicConfigQuery());

  async function choose(provider: SocialProvider) {
    setError(null);
    setBusy(provider);
    try {
      sessionStorage.setItem(PROVIDER_STORAGE_KEY, provider);
      await signInWithProvider(provider);
    } catch (cause) {
      setError(
        cause instanceof ApiError
          ? cause.message
          : t('errors.oauthFailed', { provider: SOCIAL_PROVIDER_LABELS[provider] }),
      );
    } finally {
      setBusy(null);
    }
  }

  // Only providers this server has credentials for: a button that can only fail is not offered.
  const configured = SOCIAL_PROVIDERS.filter((p) => config.data?.socialProviders.includes(p));
  return (
    <div className="space-y-3">
      <FormError message={error} />
      {configured.length > 0 && (
        <div className="grid gap-2 sm:grid-cols-2">
          {configured.map((provider) => (
            <Button key={provider} variant="outline" disabled={busy !== null} onClick={() => void choose(provider)}>
              <ProviderMark provider={provider} />
              {t('choice.continueWith', { provider: SOCIAL_PROVIDER_LABELS[provider] })}
            </Button>
          ))}
        </div>
      )}
      {configured.length === 0 && config.data?.development && (
        <p className="text-xs text-slate-500" data-testid="no-social-providers">
          {t('choice.noSocial')}
        </p>
      )}
      <Button className="w-full bg-emerald-700 hover:bg-emerald-800" onClick={onWhatsApp}>
        <MessageCircleIcon aria-hidden />
        {t('choice.whatsapp')}
      </Button>
      <Button className="w-full" onClick={onEmail}>
        <MailIcon aria-hidden />
        {t('choice.email')}
      </Button>
    </div>
  );
}
