import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PublicConfig } from '@vira/domain/public-config';
import { cleanup, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { configKeys } from '@/lib/queries/config-queries';
import { testI18n } from '@/test/test-i18n';
import { ProviderChoice } from './provider-choice';

beforeAll(() => testI18n());

function renderChoice(config: Pick<PublicConfig, 'socialProviders' | 'development'>) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(configKeys.public, {
    supportWhatsappUrl: 'https://wa.me/1',
    supportEmail: 'a@example.com',
    ...config,
  });
  render(
    <QueryClientProvider client={client}>
      <ProviderChoice onEmail={vi.fn()} onWhatsApp={vi.fn()} />
    </QueryClientProvider>,
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
