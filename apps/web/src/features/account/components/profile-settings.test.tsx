import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { testI18n } from '@/test/test-i18n';
import { stubFetch } from '@/test/fetch-stub';
import { PasswordChange } from './profile-settings';

beforeAll(() => testI18n());

function renderForm() {
  render(<PasswordChange />);
}

async function fill(user: ReturnType<typeof userEvent.setup>, current: string, next: string) {
  await user.type(screen.getByLabelText('Contraseña actual'), current);
  await user.type(screen.getByLabelText('Nueva contraseña'), next);
  await user.type(screen.getByLabelText('Confirmar contraseña'), next);
}

describe('password change in the settings', () => {
  it('names a new password shorter than 6 characters under it before sending', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubFetch().spy;
    renderForm();
    const submit = screen.getByRole('button', { name: 'Cambiar contraseña' });
    expect(submit).toBeDisabled();
    await fill(user, 'secreto1', 'abc');
    await user.click(submit);
    const next = screen.getByLabelText('Nueva contraseña');
    await waitFor(() => expect(next).toHaveAccessibleDescription('La contraseña debe tener al menos 6 caracteres.'));
    expect(next).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Contraseña actual')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends both passwords, signing out the other devices, and empties the fields', async () => {
    const user = userEvent.setup({ delay: null });
    // The network is the boundary here: answer as the server would.
    const stub = stubFetch({
      'POST /api/auth/change-password': () => ({ status: 200, body: { token: null } }),
    });
    renderForm();
    await fill(user, 'secreto1', 'otra-clave-2');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    await waitFor(() => expect(screen.getByLabelText('Contraseña actual')).toHaveValue(''));
    expect(stub.calls('POST /api/auth/change-password').map((c) => c.body)).toEqual([
      {
        currentPassword: 'secreto1',
        newPassword: 'otra-clave-2',
        revokeOtherSessions: true,
      },
    ]);
    expect(screen.getByLabelText('Nueva contraseña')).toHaveValue('');
  });
});
