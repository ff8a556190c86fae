import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PublicConfig } from '@vira/domain/public-config';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configKeys } from '@/lib/queries/config-queries';
import account from '@/locales/es/account.json';
import { ProviderChoice } from './provider-choice';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'es', resources: { es: { account } }, defaultNS: 'account' });
});
afterEach(cleanup);

function renderChoice(config: Pick<PublicConfig, 'socialProviders' | 'development'>) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(configKeys.public, {
    supportWhatsappUrl: 'https://wa.me/1',
    supportEmail: 'a@example.com',
    ...config,
  });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ProviderChoice onEmail={vi.fn()} onWhatsApp={vi.fn()} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const socialButtons = () => screen.queryAllByRole('button', { name: /^Continuar con (?!WhatsApp|email)/ });

describe('/login provider choice', () => {
  it('offers only the configured providers, each with its mark', () => {
    renderChoice({ socialProviders: ['github', 'discord'], development: true });
    expect(socialButtons().map((b) => b.textContent)).toEqual(['Continuar con GitHub', 'Continuar con Discord']);
    for (const button of socialButtons()) expect(button.querySelector('svg')).not.toBeNull();
    expect(screen.queryByTestId('no-social-providers')).toBeNull();
  });

  it('in development with none configured says so in one line; in production it just offers WhatsApp and e-mail', () => {
    renderChoice({ socialProviders: [], development: true });
    expect(socialButtons()).toEqual([]);
    expect(screen.getByTestId('no-social-providers')).toHaveTextContent(
      'Este servidor de desarrollo no tiene configurado ningún inicio de sesión social: usa WhatsApp o email.',
    );
    cleanup();
    renderChoice({ socialProviders: [], development: false });
    expect(socialButtons()).toEqual([]);
    expect(screen.queryByTestId('no-social-providers')).toBeNull();
    expect(screen.getByRole('button', { name: 'Continuar con WhatsApp' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar con email' })).toBeInTheDocument();
  });
});
