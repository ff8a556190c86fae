import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiBody } from '@/test/fetch-stub';
import { renderWithApp, signedIn } from '@/test/render-with-app';
import { ViraApplicationDialog } from './vira-application-dialog';

const pendingApplication: ApiBody<'POST /api/vira/applications', 201> = {
  id: 'a1',
  userId: 'u1',
  businessName: 'Rentas Ensenada',
  businessDescription: 'Buceo y snorkel',
  experience: '',
  hasInsurance: true,
  whyVira: 'Tengo equipo sin usar',
  status: 'pending',
  decisionReason: null,
  decidedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

/** Signed in already: the session and profile are in the cache, so the dialog asks the server nothing else. */
function renderDialog(onOpenChange = vi.fn()) {
  return renderWithApp(<ViraApplicationDialog open onOpenChange={onOpenChange} />, {
    cache: signedIn(),
    // The network is the boundary here: answer as the server would.
    fetch: { 'POST /api/vira/applications': () => ({ status: 201, body: pendingApplication }) },
  });
}

describe('become-a-Vira wizard', () => {
  it('stays on the business step and names the missing description under it, sending nothing', async () => {
    const { user, fetch } = await renderDialog();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.type(screen.getByLabelText('Nombre del negocio'), 'Rentas Ensenada');
    await user.type(screen.getByLabelText('Descripción del negocio'), '   ');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    const description = screen.getByLabelText('Descripción del negocio');
    await waitFor(() => expect(description).toHaveAccessibleDescription('Describe tu negocio (hasta 2000 caracteres)'));
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nombre del negocio')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Paso 2 de 3')).toBeInTheDocument();
    expect(screen.queryByLabelText('¿Por qué quieres ser Vira?')).not.toBeInTheDocument();

    // A name longer than the server allows is named too, with the server's own limit.
    await user.clear(screen.getByLabelText('Nombre del negocio'));
    await user.click(screen.getByLabelText('Nombre del negocio'));
    await user.paste('x'.repeat(121));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Nombre del negocio')).toHaveAccessibleDescription(
        'Escribe el nombre de tu negocio (hasta 120 caracteres)',
      ),
    );
    expect(fetch.spy).not.toHaveBeenCalled();
  });

  it('sends the trimmed application the server expects, then closes', async () => {
    const onOpenChange = vi.fn();
    const { user, fetch } = await renderDialog(onOpenChange);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.type(screen.getByLabelText('Nombre del negocio'), ' Rentas Ensenada ');
    await user.type(screen.getByLabelText('Descripción del negocio'), 'Buceo y snorkel');
    await user.click(screen.getByRole('checkbox', { name: 'Tengo seguro para mis artículos' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    const send = await screen.findByRole('button', { name: 'Enviar aplicación' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('¿Por qué quieres ser Vira?'), 'Tengo equipo sin usar');
    await user.click(send);

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(fetch.calls('POST /api/vira/applications').map((c) => c.body)).toEqual([
      {
        businessName: 'Rentas Ensenada',
        businessDescription: 'Buceo y snorkel',
        experience: '',
        hasInsurance: true,
        whyVira: 'Tengo equipo sin usar',
      },
    ]);
  });
});
