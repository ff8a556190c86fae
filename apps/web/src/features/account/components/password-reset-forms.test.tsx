import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render-with-app';
import { ForgotPasswordForm, ResetPasswordForm } from './password-reset-forms';

// The network is the boundary here: better-auth answers { status: true } to both.
const wrap = (form: ReactNode) =>
  renderWithApp(form, {
    fetch: {
      'POST /api/auth/request-password-reset': () => ({ status: 200, body: { status: true } }),
      'POST /api/auth/reset-password': () => ({ status: 200, body: { status: true } }),
    },
  });

describe('forgot-password form', () => {
  it('names a malformed e-mail before sending anything', async () => {
    const { user, fetch } = await wrap(<ForgotPasswordForm onDone={vi.fn()} />);
    const submit = screen.getByRole('button', { name: 'Enviar enlace' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'ana@');
    await user.click(submit);
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('El formato del email no es válido.'),
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch.spy).not.toHaveBeenCalled();
  });

  it('asks for the link with the address as the server keeps it', async () => {
    const onDone = vi.fn();
    const { user, fetch } = await wrap(<ForgotPasswordForm onDone={onDone} />);
    await user.type(screen.getByLabelText('Email'), ' Ana@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(fetch.calls('POST /api/auth/request-password-reset').map((c) => c.body)).toEqual([
      { email: 'ana@example.com', redirectTo: '/login' },
    ]);
  });
});

describe('reset-password form', () => {
  it('names a short or too long password before sending, and waits for the two to match', async () => {
    const { user, fetch } = await wrap(<ResetPasswordForm token="tok-1" onDone={vi.fn()} />);
    const submit = screen.getByRole('button', { name: 'Guardar contraseña' });
    await user.type(screen.getByLabelText('Nueva contraseña'), 'abc');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'abd');
    expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.clear(screen.getByLabelText('Confirmar contraseña'));
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'abc');
    await user.click(submit);
    await waitFor(() =>
      expect(screen.getByLabelText('Nueva contraseña')).toHaveAccessibleDescription(
        'La contraseña debe tener al menos 6 caracteres.',
      ),
    );

    const long = 'x'.repeat(129);
    await user.clear(screen.getByLabelText('Nueva contraseña'));
    await user.click(screen.getByLabelText('Nueva contraseña'));
    await user.paste(long);
    await user.clear(screen.getByLabelText('Confirmar contraseña'));
    await user.click(screen.getByLabelText('Confirmar contraseña'));
    await user.paste(long);
    await user.click(submit);
    await waitFor(() =>
      expect(screen.getByLabelText('Nueva contraseña')).toHaveAccessibleDescription(
        'La contraseña no puede tener más de 128 caracteres.',
      ),
    );
    expect(fetch.spy).not.toHaveBeenCalled();
  });

  it('sends the token and the new password', async () => {
    const onDone = vi.fn();
    const { user, fetch } = await wrap(<ResetPasswordForm token="tok-1" onDone={onDone} />);
    await user.type(screen.getByLabelText('Nueva contraseña'), 'secreto1');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'secreto1');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(fetch.calls('POST /api/auth/reset-password').map((c) => c.body)).toEqual([
      { token: 'tok-1', newPassword: 'secreto1' },
    ]);
  });
});
