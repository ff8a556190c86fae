import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PROFILE_QUERY_KEY, SESSION_QUERY_KEY } from '@/lib/auth/session';
import { testI18n } from '@/test/test-i18n';
import { stubFetch } from '@/test/fetch-stub';
import { ViraApplicationDialog } from './vira-application-dialog';

beforeAll(() => testI18n());

/** Signed in already: the session and profile are in the cache, so the dialog asks the server nothing else. */
function renderDialog(onOpenChange = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(SESSION_QUERY_KEY, {
    user: { id: 'u1', email: 'rosa@example.com', name: 'Rosa', emailVerified: true },
    session: { expiresAt: '2099-01-01T00:00:00.000Z' },
  });
  client.setQueryData(PROFILE_QUERY_KEY, null);
  render(
    <QueryClientProvider client={client}>
      <ViraApplicationDialog open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return onOpenChange;
}

describe('become-a-Vira wizard', () => {
  it('stays on the business step and names the missing description under it, sending nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubFetch().spy;
    renderDialog();
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
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the trimmed application the server expects, then closes', async () => {
    const user = userEvent.setup({ delay: null });
    // The network is the boundary here: answer as the server would.
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(
        new Response(JSON.stringify({ id: 'a1', status: 'pending' }), {
          status: 201,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    );
    try {
      const onOpenChange = renderDialog();
      await user.click(screen.getByRole('button', { name: 'Siguiente' }));
      await user.type(screen.getByLabelText('Nombre del negocio'), ' Rentas Ensenada ');
      await user.type(screen.getByLabelText('Descripción del negocio'), 'Buceo y snorkel');
      await user.click(screen.getByRole('checkbox', { name: 'Tengo seguro para mis artículos' }));
      await user.click(screen.getByRole('button', { name: 'Siguiente' }));

      const send = await screen.findByRole('button', { name: 'Enviar aplicación' });
      expect(send).toBeDisabled();
      await user.type(screen.getByLabelText('¿Por qué quieres ser Vira?'), 'Tengo equipo sin usar');
      await user.click(send);

      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      const sent = fetchMock.mock.calls[0]![0] as Request;
      expect(new URL(sent.url).pathname).toBe('/api/vira/applications');
      expect(await sent.json()).toEqual({
        businessName: 'Rentas Ensenada',
        businessDescription: 'Buceo y snorkel',
        experience: '',
        hasInsurance: true,
        whyVira: 'Tengo equipo sin usar',
      });
      await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    } finally {
      fetchMock.mockRestore();
    }
  });
});
