import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AidRequestDetail } from '@vira/domain/aid';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testI18n } from '@/test/test-i18n';
import { stubFetch } from '@/test/fetch-stub';
import { OfferFormDialog } from './offer-form-dialog';

beforeAll(() => testI18n());

const REQUEST_ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const ITEM_ID = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
// Only what the form reads of a request: its id, title and items.
const request = {
  id: REQUEST_ID,
  title: 'Agua para Juchitán',
  items: [{ id: ITEM_ID, name: 'Garrafón 20 L', unit: 'piezas', missing: 30 }],
} as unknown as AidRequestDetail;

function renderForm() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <OfferFormDialog open onOpenChange={vi.fn()} request={request} />
    </QueryClientProvider>,
  );
}

describe('offer-of-help form', () => {
  it('refuses a donation link that is not a web address, with the reason, before sending', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubFetch().spy;
    renderForm();
    await user.click(screen.getByRole('radio', { name: 'Apoyo monetario' }));
    await user.click(screen.getByRole('button', { name: 'Enviar oferta' }));
    expect(
      await screen.findByText(
        'El apoyo monetario necesita el enlace de donación de tu organización: Vira nunca recibe dinero.',
      ),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText('Enlace de donación de tu organización'), 'ftp://donaciones.example.org');
    await user.click(screen.getByRole('button', { name: 'Enviar oferta' }));
    const link = screen.getByLabelText('Enlace de donación de tu organización');
    await waitFor(() =>
      expect(link).toHaveAccessibleDescription(
        'Revisa la oferta: debe ser una dirección web completa, como https://ejemplo.com.',
      ),
    );
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks a volunteer for a day and a whole number of hours, and a quantity above 0, before sending', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubFetch().spy;
    renderForm();
    await user.type(screen.getByLabelText(/Garrafón 20 L/), '0');
    await user.click(screen.getByRole('button', { name: 'Enviar oferta' }));
    // The resolver answers asynchronously: wait for the message rather than read it at once.
    await waitFor(() =>
      expect(screen.getByLabelText(/Garrafón 20 L/)).toHaveAccessibleDescription('Indica una cantidad mayor que 0'),
    );
    await user.clear(screen.getByLabelText(/Garrafón 20 L/));

    await user.click(screen.getByRole('radio', { name: 'Voluntariado' }));
    await user.clear(screen.getByLabelText('Horas por día'));
    await user.type(screen.getByLabelText('Horas por día'), '30');
    await user.click(screen.getByRole('button', { name: 'Enviar oferta' }));
    expect(await screen.findByText('Selecciona al menos un día')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Horas por día')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Horas por día')).toHaveAccessibleDescription(
      'Indica de 1 a 24 horas por día, en número entero',
    );
    expect(screen.getByLabelText(/Garrafón 20 L/)).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a right offer as the server expects it: the request, the volunteer shift and the quantity', async () => {
    const user = userEvent.setup({ delay: null });
    // The network is the boundary here: answer as the server would.
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() =>
        Promise.resolve(
          new Response(JSON.stringify({ id: 'x' }), { status: 201, headers: { 'Content-Type': 'application/json' } }),
        ),
      );
    try {
      renderForm();
      await user.click(screen.getByRole('radio', { name: 'Voluntariado' }));
      await user.selectOptions(screen.getByLabelText('Turno'), 'night');
      await user.clear(screen.getByLabelText('Horas por día'));
      await user.type(screen.getByLabelText('Horas por día'), '6');
      await user.click(screen.getByRole('checkbox', { name: 'Sábado' }));
      await user.type(screen.getByLabelText(/Garrafón 20 L/), '20');
      await user.type(screen.getByLabelText('Detalles adicionales'), 'Llevo agua');
      await user.click(screen.getByRole('button', { name: 'Enviar oferta' }));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      const sent = fetchMock.mock.calls[0]![0] as Request;
      expect(new URL(sent.url).pathname).toBe('/api/aid/offers');
      expect(await sent.json()).toEqual({
        requestId: REQUEST_ID,
        type: 'volunteer',
        details: 'Llevo agua',
        coverage: '',
        items: [{ itemId: ITEM_ID, quantity: 20 }],
        shift: 'night',
        hoursPerDay: 6,
        days: ['saturday'],
      });
    } finally {
      fetchMock.mockRestore();
    }
  });

  it('a general offer asks what it helps with and where, then sends both so it can be matched', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() =>
        Promise.resolve(
          new Response(JSON.stringify({ id: 'x' }), { status: 201, headers: { 'Content-Type': 'application/json' } }),
        ),
      );
    try {
      render(
        <QueryClientProvider client={new QueryClient()}>
          <OfferFormDialog
            open
            onOpenChange={vi.fn()}
            placePicker={({ onPick }) => (
              <button type="button" onClick={() => onPick({ lat: 16.5, lng: -95.1, label: 'Ixtepec, Oaxaca' })}>
                Elegir en el mapa
              </button>
            )}
          />
        </QueryClientProvider>,
      );
      await user.click(screen.getByRole('button', { name: 'Enviar oferta' }));
      expect(await screen.findByText('Elige al menos un tipo de ayuda')).toBeInTheDocument();
      expect(screen.getByText('Marca en el mapa dónde puedes ayudar')).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();

      await user.click(screen.getByRole('checkbox', { name: 'Agua' }));
      await user.click(screen.getByRole('button', { name: 'Elegir en el mapa' }));
      await user.selectOptions(screen.getByLabelText('Hasta qué distancia'), '50');
      await user.click(screen.getByRole('button', { name: 'Enviar oferta' }));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      const sent = fetchMock.mock.calls[0]![0] as Request;
      expect(await sent.json()).toMatchObject({
        requestId: null,
        type: 'can_provide',
        aidTypes: ['water'],
        placeName: 'Ixtepec, Oaxaca',
        lat: 16.5,
        lng: -95.1,
        radiusKm: 50,
      });
    } finally {
      fetchMock.mockRestore();
    }
  });
});
