import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render-with-app';
import { WhatsAppForm } from './whatsapp-form';

// The network is the boundary here: answer as the server would.
function renderForm(onSignedIn = vi.fn(() => Promise.resolve())) {
  return renderWithApp(<WhatsAppForm onSignedIn={onSignedIn} />, {
    fetch: {
      'POST /api/auth/whatsapp/send-code': () => ({ status: 200, body: { phone: '+15551234567' } }),
      'POST /api/auth/whatsapp/verify': () => ({ status: 200, body: { isNew: false } }),
    },
  });
}

describe('WhatsApp sign-in form', () => {
  it('names a missing or impossible number under the field before sending anything', async () => {
    const { user, fetch } = await renderForm();
    const phone = screen.getByLabelText('Número de teléfono');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Ingresa tu número de teléfono'));
    expect(phone).toHaveAttribute('aria-invalid', 'true');

    await user.type(phone, '55 12');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(
        'El número de teléfono no es válido. Incluye la clave de país, por ejemplo +52 55 1234 5678.',
      ),
    );
    expect(fetch.spy).not.toHaveBeenCalled();
  });

  it('sends the number with its country code in E.164, then the six digits of the code for that number', async () => {
    const onSignedIn = vi.fn(() => Promise.resolve());
    const { user, fetch } = await renderForm(onSignedIn);
    await user.selectOptions(screen.getByLabelText('Código de país'), '+1');
    await user.type(screen.getByLabelText('Número de teléfono'), '(555) 123-4567');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    const code = await screen.findByLabelText('Código de verificación');
    expect(fetch.calls('POST /api/auth/whatsapp/send-code').map((c) => c.body)).toEqual([{ phone: '+15551234567' }]);

    await user.type(code, '12a3');
    expect(code).toHaveValue('123');
    expect(screen.getByRole('button', { name: 'Verificar' })).toBeDisabled();
    await user.type(code, '456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(fetch.calls('POST /api/auth/whatsapp/verify').map((c) => c.body)).toEqual([
      { phone: '+15551234567', code: '123456' },
    ]);

    // Going back keeps the number typed before.
    await user.click(screen.getByRole('button', { name: 'Cambiar número' }));
    expect(screen.getByLabelText('Número de teléfono')).toHaveValue('(555) 123-4567');
    expect(screen.getByLabelText('Código de país')).toHaveValue('+1');
  });
});
