import type { Profile } from '@vira/domain/profile';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PROFILE_QUERY_KEY, SESSION_QUERY_KEY } from '@/lib/auth/session';
import { testI18n } from '@/test/test-i18n';
import { stubFetch } from '@/test/fetch-stub';
import { ProfileCompleteForm } from './profile-complete-form';

beforeAll(() => testI18n());

const PROFILE: Profile = {
  userId: 'u1',
  fullName: null,
  phone: null,
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
  email: 'ana@example.com',
  createdAt: '2026-11-01T00:00:00.000Z',
};

/** Signed in already, with a profile that has no name yet: the form asks the server nothing before sending. */
function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(SESSION_QUERY_KEY, {
    user: { id: 'u1', email: 'ana@example.com', name: null, emailVerified: true },
    session: { expiresAt: '2099-01-01T00:00:00.000Z' },
  });
  client.setQueryData(PROFILE_QUERY_KEY, PROFILE);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/profile/complete']}>
        <Routes>
          <Route path="/profile/complete" element={<ProfileCompleteForm />} />
          <Route path="/publish" element={<p>Página de publicar</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('profile complete form', () => {
  it('names a phone that is not one and a name over 120 characters before sending', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubFetch().spy;
    renderForm();
    await user.click(screen.getByLabelText('Nombre completo'));
    await user.paste('A'.repeat(121));
    await user.type(screen.getByLabelText('Teléfono'), 'mi casa');
    await user.click(screen.getByRole('button', { name: 'Terminar' }));
    const phone = screen.getByLabelText('Teléfono');
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription('Escribe un teléfono válido, por ejemplo +52 55 1234 5678.'),
    );
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nombre completo')).toHaveAccessibleDescription(
      'Escribe tu nombre (hasta 120 caracteres).',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the trimmed name and phone with onboarding done, then goes to the chosen next step', async () => {
    const user = userEvent.setup({ delay: null });
    // The network is the boundary here: answer as the server would (the later session and profile checks too).
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() =>
        Promise.resolve(
          new Response(JSON.stringify(PROFILE), { status: 200, headers: { 'Content-Type': 'application/json' } }),
        ),
      );
    try {
      renderForm();
      await user.type(screen.getByLabelText('Nombre completo'), '  Ana López ');
      await user.type(screen.getByLabelText('Teléfono'), ' +52 55 1234 5678 ');
      await user.click(screen.getByLabelText('Publicar mis cosas y ganar dinero'));
      await user.click(screen.getByRole('button', { name: 'Terminar' }));
      expect(await screen.findByText('Página de publicar')).toBeInTheDocument();
      // The typed client sends a Request.
      const sent = fetchMock.mock.calls[0]![0] as Request;
      expect(new URL(sent.url).pathname).toBe('/api/profile');
      expect(sent.method).toBe('PATCH');
      expect(await sent.json()).toEqual({
        fullName: 'Ana López',
        phone: '+52 55 1234 5678',
        onboardingCompleted: true,
      });
    } finally {
      fetchMock.mockRestore();
    }
  });
});
