import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render-with-app';
import { PasswordChange } from './profile-settings';

// The network is the boundary here: answer as the server would.
function renderForm() {
  return renderWithApp(<PasswordChange />, {
    fetch: { 'POST /api/auth/change-password': () => ({ status: 200, body: { token: null } }) },
  });
}

async function fill(user: UserEvent, current: string, next: string) {
  await user.type(screen.getByLabelText('Contraseña actual'), current);
  await user.type(screen.getByLabelText('Nueva contraseña'), next);
  await user.type(screen.getByLabelText('Confirmar contraseña'), next);
}

describe('password change in the settings', () => {
  it('names a new password shorter than 6 characters under it before sending', async () => {
    const { user, fetch } = await renderForm();
    const submit = screen.getByRole('button', { name: 'Cambiar contraseña' });
    expect(submit).toBeDisabled();
    await fill(user, 'secreto1', 'abc');
    await user.click(submit);
    const next = screen.getByLabelText('Nueva contraseña');
    await waitFor(() => expect(next).toHaveAccessibleDescription('La contraseña debe tener al menos 6 caracteres.'));
    expect(next).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Contraseña actual')).not.toHaveAttribute('aria-invalid');
    expect(fetch.spy).not.toHaveBeenCalled();
  });

  it('sends both passwords, signing out the other devices, and empties the fields', async () => {
    const { user, fetch } = await renderForm();
    await fill(user, 'secreto1', 'otra-clave-2');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    await waitFor(() => expect(screen.getByLabelText('Contraseña actual')).toHaveValue(''));
    expect(fetch.calls('POST /api/auth/change-password').map((c) => c.body)).toEqual([
      {
        currentPassword: 'secreto1',
        newPassword: 'otra-clave-2',
        revokeOtherSessions: true,
      },
    ]);
    expect(screen.getByLabelText('Nueva contraseña')).toHaveValue('');
  });
});
