import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApiBody, FetchStub } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render-with-app';
import { ShippingForm } from './shipping-form';

const BOOKING: ApiBody<'GET /api/me/shipping/bookings'>['bookings'][number] = {
  bookingId: '7d1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  orderId: '8e1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  listingTitle: 'Taladro',
  startDate: '2030-05-01',
  endDate: '2030-05-04',
  currency: 'MXN',
  legs: [],
};

/** The shipment the server made of what was sent. */
const created: ApiBody<'POST /api/shipping/shipments', 201> = {
  id: '9f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  bookingId: BOOKING.bookingId,
  orderId: BOOKING.orderId,
  listingTitle: BOOKING.listingTitle,
  role: 'owner',
  leg: 'outbound',
  carrier: 'Correos de México',
  trackingCode: 'EE123456785MX',
  status: 'pending',
  incoterm: 'DAP',
  originCountry: 'MX',
  destinationCountry: 'US',
  weightGrams: 3500,
  declaredValueMinor: 150_000,
  currency: 'MXN',
  temporaryImport: false,
  returnDueOn: null,
  declaration: { form: 'CN23', category: 'other', items: [] },
  events: [],
  sample: false,
  createdAt: '2026-11-20T10:00:00.000Z',
};

/** The sent shipments. */
const posts = (fetch: FetchStub) => fetch.calls('POST /api/shipping/shipments');

async function fillRight(user: UserEvent) {
  await screen.findByRole('option', { name: /Taladro/ }, { timeout: 10_000 });
  await user.selectOptions(screen.getByLabelText('Reserva'), BOOKING.bookingId);
  await user.type(screen.getByLabelText('Paquetería'), 'Correos de México');
  await user.type(screen.getByLabelText('Número de guía'), 'ee123456785mx');
  await user.selectOptions(screen.getByLabelText('País de origen'), 'MX');
  await user.selectOptions(screen.getByLabelText('País de destino'), 'US');
  await user.type(screen.getByLabelText('Peso bruto (kg)'), '3.5');
  await user.type(screen.getByLabelText('Descripción'), 'Equipo rentado');
  await user.type(screen.getByLabelText('Peso neto (g)'), '2500');
  await user.type(screen.getByLabelText('Valor (MXN)'), '1500');
  await user.selectOptions(screen.getByLabelText('País de origen del artículo'), 'JP');
  await user.type(screen.getByLabelText('Código SA (Sistema Armonizado)'), '8467.21');
}

/** The network is the boundary here: the shippable bookings, the HS code search, and a created shipment for the POST. */
function renderForm() {
  return renderWithApp(<ShippingForm />, {
    fetch: {
      'GET /api/me/shipping/bookings': () => ({ status: 200, body: { bookings: [BOOKING] } }),
      'GET /api/shipping/hs-codes': () => ({ status: 200, body: { codes: [] } }),
      'POST /api/shipping/shipments': () => ({ status: 201, body: created }),
    },
  });
}

// Each test types some 80 keys one by one, as a person would: 11 s alone, past 30 s beside another worker under load.
describe('shipping form', () => {
  it(
    'names a wrong tracking number, HS code and a gross weight below the items before sending',
    { timeout: 90_000 },
    async () => {
      const { user, fetch } = await renderForm();
      await fillRight(user);
      await user.clear(screen.getByLabelText('Número de guía'));
      await user.type(screen.getByLabelText('Número de guía'), 'EE1');
      await user.clear(screen.getByLabelText('Código SA (Sistema Armonizado)'));
      await user.type(screen.getByLabelText('Código SA (Sistema Armonizado)'), '12');
      await user.click(screen.getByRole('button', { name: 'Registrar envío' }));
      await waitFor(() =>
        expect(screen.getByLabelText('Número de guía')).toHaveAccessibleDescription(
          'El número de guía lleva de 6 a 40 letras y números, p. ej. EE123456785MX',
        ),
      );
      expect(screen.getByLabelText('Código SA (Sistema Armonizado)')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText('Paquetería')).not.toHaveAttribute('aria-invalid');

      await user.clear(screen.getByLabelText('Número de guía'));
      await user.type(screen.getByLabelText('Número de guía'), 'EE123456785MX');
      await user.clear(screen.getByLabelText('Código SA (Sistema Armonizado)'));
      await user.type(screen.getByLabelText('Código SA (Sistema Armonizado)'), '846721');
      await user.clear(screen.getByLabelText('Peso bruto (kg)'));
      await user.type(screen.getByLabelText('Peso bruto (kg)'), '2');
      await user.click(screen.getByRole('button', { name: 'Registrar envío' }));
      await waitFor(() =>
        expect(screen.getByLabelText('Peso bruto (kg)')).toHaveAccessibleDescription(
          'El peso bruto del paquete no puede ser menor que la suma del peso neto de sus artículos.',
        ),
      );
      expect(posts(fetch)).toHaveLength(0);
    },
  );

  it('sends the shipment in grams and minor units, with the booking and leg', { timeout: 90_000 }, async () => {
    const { user, fetch } = await renderForm();
    await fillRight(user);
    await user.click(screen.getByRole('button', { name: 'Registrar envío' }));
    await waitFor(() => expect(posts(fetch)).toHaveLength(1));
    expect(posts(fetch)[0]!.body).toEqual({
      bookingId: BOOKING.bookingId,
      leg: 'outbound',
      carrier: 'Correos de México',
      trackingCode: 'EE123456785MX',
      incoterm: 'DAP',
      originCountry: 'MX',
      destinationCountry: 'US',
      weightGrams: 3500,
      returnDueOn: null,
      declaration: {
        form: 'CN23',
        category: 'other',
        items: [
          {
            description: 'Equipo rentado',
            quantity: 1,
            netWeightGrams: 2500,
            valueMinor: 150_000,
            hsCode: '846721',
            originCountry: 'JP',
          },
        ],
      },
    });
  });

  it(
    'sends what the CN23 asks besides the contents: sender, importer reference, charges, licence and invoice numbers',
    { timeout: 90_000 },
    async () => {
      const { user, fetch } = await renderForm();
      await fillRight(user);
      await user.click(screen.getByText('Datos para imprimir la declaración (remitente, destinatario, referencias)'));
      await user.type(screen.getAllByLabelText('Nombre')[0]!, 'Rodrigo Dueño');
      await user.click(screen.getByRole('button', { name: 'Registrar envío' }));
      // A started address needs its street, city and country.
      await waitFor(() =>
        expect(screen.getAllByLabelText('Calle y número')[0]).toHaveAccessibleDescription(
          'Completa este dato: nombre, calle, ciudad y país son obligatorios si escribes una dirección',
        ),
      );
      expect(posts(fetch)).toHaveLength(0);
      await user.type(screen.getAllByLabelText('Calle y número')[0]!, 'Av. Juárez 10');
      await user.type(screen.getAllByLabelText('Ciudad')[0]!, 'Ciudad de México');
      await user.selectOptions(screen.getAllByLabelText('País')[0]!, 'MX');
      await user.type(screen.getByLabelText('Referencia del importador (RFC, NIF, código de importador)'), 'EIN 12');
      await user.type(screen.getByLabelText('Números de licencia'), 'LIC-1');
      await user.type(screen.getByLabelText('Número de factura'), 'F-9');
      await user.type(screen.getByLabelText('Gastos de envío (MXN)'), '350');
      await user.click(screen.getByRole('button', { name: 'Registrar envío' }));
      await waitFor(() => expect(posts(fetch)).toHaveLength(1));
      const { declaration } = posts(fetch)[0]!.body;
      expect(declaration).toMatchObject({
        sender: { name: 'Rodrigo Dueño', street: 'Av. Juárez 10', city: 'Ciudad de México', country: 'MX' },
        importerReference: 'EIN 12',
        licenceNumbers: 'LIC-1',
        invoiceNumber: 'F-9',
        postalChargesMinor: 35_000,
      });
      expect(declaration).not.toHaveProperty('addressee');
    },
  );
});
