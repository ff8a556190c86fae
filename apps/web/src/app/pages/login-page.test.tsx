import { screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiBody } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render-with-app';
import LoginPage from './login-page';

// The session is the boundary: once the sign-in answers, asking again shows the person signed in at once.
const session = { user: null as { id: string } | null, listeners: new Set<() => void>() };
vi.mock('@/lib/auth/use-auth', () => ({
  useAuth: () => {
    const user = useSyncExternalStore(
      (listener) => (session.listeners.add(listener), () => session.listeners.delete(listener)),
      () => session.user,
    );
    return {
      user,
      profile: null,
      loading: false,
      signOut: () => Promise.resolve(),
      refresh: () => {
        session.user = { id: 'new-person' };
        session.listeners.forEach((listener) => listener());
        return Promise.resolve();
      },
    };
  },
}));

afterEach(() => {
  session.user = null;
});

const PUBLIC_CONFIG: ApiBody<'GET /api/config/public'> = {
  development: true,
  socialProviders: [],
  supportEmail: 'soporte@vira.local',
  supportWhatsappUrl: 'https://wa.me/525500000000',
  verificationRequiredAboveDeposit: null,
};

describe('/login after a first WhatsApp sign-in', () => {
  it('takes the new account to the step that asks its name, not to the dashboard', async () => {
    const { user } = await renderWithApp(<LoginPage />, {
      route: '/login',
      path: '/login',
      routes: { '/profile/complete': <h1>name step</h1>, '/user-dashboard': <h1>dashboard</h1> },
      fetch: {
        'GET /api/config/public': () => ({ status: 200, body: PUBLIC_CONFIG }),
        'POST /api/auth/whatsapp/send-code': () => ({ status: 200, body: { phone: '+525571716789' } }),
        'POST /api/auth/whatsapp/verify': () => ({ status: 200, body: { isNew: true } }),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Continuar con WhatsApp' }));
    await user.type(screen.getByLabelText('Número de teléfono'), '55 7171 6789');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    await user.type(await screen.findByLabelText('Código de verificación'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));

    expect(await screen.findByRole('heading')).toHaveTextContent('name step');
  });
});
