import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSyncExternalStore } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testI18n } from '@/test/test-i18n';
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

beforeAll(() => testI18n());
afterEach(() => {
  cleanup();
  session.user = null;
  vi.restoreAllMocks();
});

const json = (body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));

describe('/login after a first WhatsApp sign-in', () => {
  it('takes the new account to the step that asks its name, not to the dashboard', async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(globalThis, 'fetch').mockImplementation((path) => {
      const url = String(path);
      if (url.endsWith('/send-code')) return json({ phone: '+525571716789' });
      if (url.endsWith('/verify')) return json({ isNew: true });
      return json({ socialProviders: [] });
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/login']}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/profile/complete" element={<h1>name step</h1>} />
            <Route path="/user-dashboard" element={<h1>dashboard</h1>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Continuar con WhatsApp' }));
    await user.type(screen.getByLabelText('Número de teléfono'), '55 7171 6789');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    await user.type(await screen.findByLabelText('Código de verificación'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));

    expect(await screen.findByRole('heading')).toHaveTextContent('name step');
  });
});
