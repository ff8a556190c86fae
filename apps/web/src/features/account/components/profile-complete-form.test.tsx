import type { Profile } from '@vira/domain/profile';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, signedIn } from '@/test/render-with-app';
import { ProfileCompleteForm } from './profile-complete-form';

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
  const session = signedIn({ id: 'u1', email: 'ana@example.com', name: null }, PROFILE);
  return renderWithApp(<ProfileCompleteForm />, {
    route: '/profile/complete',
    path: '/profile/complete',
    routes: { '/publish': <p>Página de publicar</p> },
    cache: session,
    // The network is the boundary here: answer as the server would (the later session and profile checks too).
    fetch: {
      'PATCH /api/profile': ({ body }) => ({ status: 200, body: { ...PROFILE, ...body } }),
      'GET /api/profile': () => ({
        status: 200,
        body: { ...PROFILE, fullName: 'Ana López', onboardingCompleted: true },
      }),
      'GET /api/auth/get-session': () => ({ status: 200, body: session[0]![1] }),
    },
  });
}

describe('profile complete form', () => {
  it('names a phone that is not one and a name over 120 characters before sending', async () => {
    const { user, fetch } = await renderForm();
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
    expect(fetch.spy).not.toHaveBeenCalled();
  });

  it('sends the trimmed name and phone with onboarding done, then goes to the chosen next step', async () => {
    const { user, fetch } = await renderForm();
    await user.type(screen.getByLabelText('Nombre completo'), '  Ana López ');
    await user.type(screen.getByLabelText('Teléfono'), ' +52 55 1234 5678 ');
    await user.click(screen.getByLabelText('Publicar mis cosas y ganar dinero'));
    await user.click(screen.getByRole('button', { name: 'Terminar' }));
    expect(await screen.findByText('Página de publicar')).toBeInTheDocument();
    expect(fetch.calls('PATCH /api/profile').map((c) => c.body)).toEqual([
      { fullName: 'Ana López', phone: '+52 55 1234 5678', onboardingCompleted: true },
    ]);
  });
});
