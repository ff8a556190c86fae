import type { PublicConfig } from '@vira/domain/public-config';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { configKeys } from '@/lib/queries/config-queries';
import { renderWithApp } from '@/test/render-with-app';
import { ProviderChoice } from './provider-choice';

/** The public configuration is already known: the choice asks the server nothing. */
function renderChoice(config: Pick<PublicConfig, 'socialProviders' | 'development'>) {
  const known: PublicConfig = {
    supportWhatsappUrl: 'https://wa.me/1',
    supportEmail: 'a@example.com',
    verificationRequiredAboveDeposit: null,
    ...config,
  };
  return renderWithApp(<ProviderChoice onEmail={vi.fn()} onWhatsApp={vi.fn()} />, {
    cache: [[configKeys.public, known]],
  });
}

const socialButtons = () => screen.queryAllByRole('button', { name: /^Continuar con (?!WhatsApp|email)/ });

describe('/login provider choice', () => {
  it('offers only the configured providers, each with its mark', async () => {
    await renderChoice({ socialProviders: ['github', 'discord'], development: true });
    expect(socialButtons().map((b) => b.textContent)).toEqual(['Continuar con GitHub', 'Continuar con Discord']);
    for (const button of socialButtons()) expect(button.querySelector('svg')).not.toBeNull();
    expect(screen.queryByTestId('no-social-providers')).toBeNull();
  });

  it('in development with none configured says so in one line; in production it just offers WhatsApp and e-mail', async () => {
    await renderChoice({ socialProviders: [], development: true });
    expect(socialButtons()).toEqual([]);
    expect(screen.getByTestId('no-social-providers')).toHaveTextContent(
      'Este servidor de desarrollo no tiene configurado ningún inicio de sesión social: usa WhatsApp o email.',
    );
    cleanup();
    await renderChoice({ socialProviders: [], development: false });
    expect(socialButtons()).toEqual([]);
    expect(screen.queryByTestId('no-social-providers')).toBeNull();
    expect(screen.getByRole('button', { name: 'Continuar con WhatsApp' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar con email' })).toBeInTheDocument();
  });
});
