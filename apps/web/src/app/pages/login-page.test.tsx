import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionData } from '@/lib/auth/session';
import type { ApiBody } from '@/test/fetch-stub';
import { renderWithApp, signedOut } from '@/test/render-with-app';
import LoginPage from './login-page';

const PUBLIC_CONFIG: ApiBody<'GET /api/config/public'> = {
  development: true,
  socialProviders: [],
  supportEmail: 'soporte@vira.local',
  supportWhatsappUrl: 'https://wa.me/525500000000',
  verificationRequiredAboveDeposit: null,
};

const NEW_PERSON: SessionData = {
  user: { id: 'new-person', email: '525571716789@whatsapp.vira.local', name: null, emailVerified: false },
  session: { expiresAt: '2099-01-01T00:00:00.000Z' },
};

const NEW_PROFILE: ApiBody<'GET /api/profile'> = {
  userId: 'new-person',
  fullName: null,
  phone: '+525571716789',
  avatarUrl: null,
  isVira: false,
  rating: 0,
  totalRentals: 0,
  totalListings: 0,
  verificationStatus: 'pending',
  identityVerified: false,
  preferredLanguage: null,
  preferredCurrency: null,
  onboardingCompleted: false,
  email: null,
  createdAt: '2026-11-29T10:00:00.000Z',
};

describe('/login after a first WhatsApp sign-in', () => {
  it('takes the new account to the step that asks its name, not to the dashboard', async () => {
    // The network is the boundary: a guest until the code is verified; asking again then answers the new session.
    let session: SessionData | null = null;
    const { user } = await renderWithApp(<LoginPage />, {
      route: '/login',
      path: '/login',
      routes: { '/profile/complete': <h1>name step</h1>, '/user-dashboard': <h1>dashboard</h1> },
      cache: signedOut,
      fetch: {
        'GET /api/config/public': () => ({ status: 200, body: PUBLIC_CONFIG }),
        'POST /api/auth/whatsapp/send-code': () => ({ status: 200, body: { phone: '+525571716789' } }),
        'POST /api/auth/whatsapp/verify': () => {
          session = NEW_PERSON;
          return { status: 200, body: { isNew: true } };
        },
        'GET /api/auth/get-session': () => ({ status: 200, body: session }),
        'GET /api/profile': () => ({ status: 200, body: NEW_PROFILE }),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Continuar con WhatsApp' }));
    await user.type(screen.getByLabelText('Número de teléfono'), '55 7171 6789');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    await user.type(await screen.findByLabelText('Código de verificación'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));

    // The session arrives after the verification answers: wait for the screen it leads to.
    expect(await screen.findByRole('heading', { name: 'name step' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'dashboard' })).toBeNull();
  });
});
