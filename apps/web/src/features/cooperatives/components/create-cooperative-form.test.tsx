import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import cooperatives from '@/locales/es/cooperatives.json';
import { CreateCooperativeForm } from './create-cooperative-form';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'es', resources: { es: { cooperatives } }, defaultNS: 'cooperatives' });
});

afterEach(cleanup);

function renderForm(onCreated = vi.fn()) {
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <CreateCooperativeForm onCreated={onCreated} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('create-a-cooperative form', () => {
  it('names a too-short purpose and a missing city under them before sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    try {
      renderForm();
      await user.type(screen.getByLabelText('Nombre'), 'Herramientas de Coyoacán');
      await user.type(screen.getByLabelText('Propósito'), 'Rentar');
      await user.click(screen.getByRole('button', { name: 'Crear cooperativa' }));
      await waitFor(() =>
        expect(screen.getByLabelText('Propósito')).toHaveAccessibleDescription(
          'Describe el propósito en 10 a 500 caracteres',
        ),
      );
      expect(screen.getByLabelText('Ciudad')).toHaveAccessibleDescription('Escribe la ciudad, de 2 a 80 caracteres');
      expect(screen.getByLabelText('Ciudad')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText('Nombre')).not.toHaveAttribute('aria-invalid');
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      fetchMock.mockRestore();
    }
  });

  it('sends the cooperative, trimmed, and opens it', async () => {
    const user = userEvent.setup({ delay: null });
    const onCreated = vi.fn();
    // The network is the boundary here: answer as the server would.
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(
        new Response(JSON.stringify({ id: 'coop-1' }), {
          status: 201,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    );
    try {
      renderForm(onCreated);
      await user.type(screen.getByLabelText('Nombre'), ' Herramientas de Coyoacán ');
      await user.type(screen.getByLabelText('Propósito'), 'Rentar herramientas entre vecinos');
      await user.type(screen.getByLabelText('Ciudad'), 'Ciudad de México');
      await user.click(screen.getByRole('button', { name: 'Crear cooperativa' }));
      await waitFor(() => expect(onCreated).toHaveBeenCalledWith('coop-1'));
      const sent = fetchMock.mock.calls[0]![0] as Request;
      expect(new URL(sent.url).pathname).toBe('/api/cooperatives');
      expect(await sent.json()).toEqual({
        name: 'Herramientas de Coyoacán',
        purpose: 'Rentar herramientas entre vecinos',
        city: 'Ciudad de México',
      });
      expect(screen.getByLabelText('Nombre')).toHaveValue('');
    } finally {
      fetchMock.mockRestore();
    }
  });
});
