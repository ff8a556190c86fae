import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { inTurn, type FetchHandlers } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render-with-app';
import { EmailForm } from './email-form';

function renderForm(mode: 'login' | 'signup', fetch?: FetchHandlers) {
  return renderWithApp(<EmailForm mode={mode} onSignedIn={vi.fn()} onSignedUp={vi.fn()} onForgot={vi.fn()} />, {
    fetch,
  });
}

describe('e-mail form (spec §5)', () => {
  it('sign-up: submit stays disabled until every required field is there and the passwords match', async () => {
    const { user } = await renderForm('signup');
    const submit = screen.getByRole('button', { name: 'Crear cuenta' });
    expect(screen.getByLabelText('Código de país')).toHaveValue('+52');
    expect([...screen.getByLabelText<HTMLSelectElement>('Código de país').options].map((o) => o.value)).toEqual([
      '+52',
      '+1',
      '+34',
    ]);
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Nombre completo'), 'Ana');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'secreto1');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'secreto2');
    expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.clear(screen.getByLabelText('Confirmar contraseña'));
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'secreto1');
    expect(screen.queryByText('Las contraseñas no coinciden')).toBeNull();
    expect(submit).toBeEnabled();
  });

  it('login: only e-mail and password, submit disabled while either is empty', async () => {
    const { user } = await renderForm('login');
    expect(screen.queryByLabelText('Nombre completo')).toBeNull();
    const submit = screen.getByRole('button', { name: 'Iniciar sesión' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Contraseña'), 'x');
    expect(submit).toBeEnabled();
  });

  it('says what is wrong with the e-mail or a short password before sending anything', async () => {
    const login = await renderForm('login');
    const { user } = login;
    await user.type(screen.getByLabelText('Email'), 'ana@');
    await user.type(screen.getByLabelText('Contraseña'), 'secreto1');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('El formato del email no es válido.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(login.fetch.spy).not.toHaveBeenCalled();
    cleanup();

    const signup = await renderForm('signup');
    await user.type(screen.getByLabelText('Nombre completo'), 'Ana');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'abc');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('La contraseña debe tener al menos 6 caracteres.')).toBeInTheDocument();
    expect(signup.fetch.spy).not.toHaveBeenCalled();
  });

  it('login: shows why sign-in failed, also when the answer carries no message (a bare 403)', async () => {
    // The network is the boundary here: answer as a server would, with a reason and then without one.
    const { user } = await renderForm('login', {
      'POST /api/auth/sign-in/email': inTurn<{ status: number; body?: unknown } | Response>(
        {
          status: 403,
          body: { error: { code: 'forbidden_origin', message: 'Solicitud rechazada: proviene de otro sitio.' } },
        },
        new Response('', { status: 403, statusText: '' }),
      ),
    });
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'secreto1');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Solicitud rechazada: proviene de otro sitio.');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    // With the app's own catalogues loaded (not a private instance), an answer without a message reads as the API
    // client's fault message: what a person really sees.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Algo salió mal de nuestro lado. Intenta de nuevo en un momento.',
      ),
    );
  });
});
