import type { AidRequestDetail } from '@vira/domain/aid';
import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiBody } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render-with-app';
import { OfferFormDialog } from './offer-form-dialog';

const REQUEST_ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const ITEM_ID = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
// Only what the form reads of a request: its id, title and items.
const request = {
  id: REQUEST_ID,
  title: 'Agua para Juchitán',
  items: [{ id: ITEM_ID, name: 'Garrafón 20 L', unit: 'piezas', missing: 30 }],
} as unknown as AidRequestDetail;

/** The offer the server made of what was sent. */
const created: ApiBody<'POST /api/aid/offers', 201> = {
  id: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d',
  requestId: REQUEST_ID,
  requestTitle: request.title,
  author: { id: 'helper', fullName: 'Marta Ayuda' },
  type: 'volunteer',
  details: 'Llevo agua',
  shift: 'night',
  hoursPerDay: 6,
  days: ['saturday'],
  coverage: '',
  donationUrl: null,
  status: 'pending',
  items: [{ itemId: ITEM_ID, name: 'Garrafón 20 L', unit: 'piezas', quantity: 20 }],
  aidTypes: [],
  placeName: '',
  radiusKm: null,
  deliveredAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

// The network is the boundary here: answer as the server would.
function renderForm(form: ReactNode = <OfferFormDialog open onOpenChange={vi.fn()} request={request} />) {
  return renderWithApp(form, { fetch: { 'POST /api/aid/offers': () => ({ status: 201, body: created }) } });
}

describe('offer-of-help form', () => {
  it('refuses a donation link that is not a web address, with the reason, before sending', async () => {
    const { user, fetch } = await renderForm();
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
    expect(fetch.spy).not.toHaveBeenCalled();
  });

  it('asks a volunteer for a day and a whole number of hours, and a quantity above 0, before sending', async () => {
    const { user, fetch } = await renderForm();
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
    expect(fetch.spy).not.toHaveBeenCalled();
  });

  it('sends a right offer as the server expects it: the request, the volunteer shift and the quantity', async () => {
    const { user, fetch } = await renderForm();
    await user.click(screen.getByRole('radio', { name: 'Voluntariado' }));
    await user.selectOptions(screen.getByLabelText('Turno'), 'night');
    await user.clear(screen.getByLabelText('Horas por día'));
    await user.type(screen.getByLabelText('Horas por día'), '6');
    await user.click(screen.getByRole('checkbox', { name: 'Sábado' }));
    await user.type(screen.getByLabelText(/Garrafón 20 L/), '20');
    await user.type(screen.getByLabelText('Detalles adicionales'), 'Llevo agua');
    await user.click(screen.getByRole('button', { name: 'Enviar oferta' }));
    await waitFor(() => expect(fetch.calls('POST /api/aid/offers')).toHaveLength(1));
    expect(fetch.calls('POST /api/aid/offers')[0]!.body).toEqual({
      requestId: REQUEST_ID,
      type: 'volunteer',
      details: 'Llevo agua',
      coverage: '',
      items: [{ itemId: ITEM_ID, quantity: 20 }],
      shift: 'night',
      hoursPerDay: 6,
      days: ['saturday'],
    });
  });

  it('a general offer asks what it helps with and where, then sends both so it can be matched', async () => {
    const { user, fetch } = await renderForm(
      <OfferFormDialog
        open
        onOpenChange={vi.fn()}
        placePicker={({ onPick }) => (
          <button type="button" onClick={() => onPick({ lat: 16.5, lng: -95.1, label: 'Ixtepec, Oaxaca' })}>
            Elegir en el mapa
          </button>
        )}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Enviar oferta' }));
    expect(await screen.findByText('Elige al menos un tipo de ayuda')).toBeInTheDocument();
    expect(screen.getByText('Marca en el mapa dónde puedes ayudar')).toBeInTheDocument();
    expect(fetch.spy).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: 'Agua' }));
    await user.click(screen.getByRole('button', { name: 'Elegir en el mapa' }));
    await user.selectOptions(screen.getByLabelText('Hasta qué distancia'), '50');
    await user.click(screen.getByRole('button', { name: 'Enviar oferta' }));
    await waitFor(() => expect(fetch.calls('POST /api/aid/offers')).toHaveLength(1));
    expect(fetch.calls('POST /api/aid/offers')[0]!.body).toMatchObject({
      requestId: null,
      type: 'can_provide',
      aidTypes: ['water'],
      placeName: 'Ixtepec, Oaxaca',
      lat: 16.5,
      lng: -95.1,
      radiusKm: 50,
    });
  });
});
