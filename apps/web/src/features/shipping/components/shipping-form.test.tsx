import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testI18n } from '@/test/test-i18n';
import { ShippingForm } from './shipping-form';

beforeAll(() => testI18n());

const BOOKING = {
  bookingId: '7d1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  orderId: '8e1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  listingTitle: 'Taladro',
  startDate: '2030-05-01',
  endDate: '2030-05-04',
  currency: 'MXN',
  legs: [],
};

/** The network is the boundary here: the shippable bookings, and a created shipment for the POST. */
function serve() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const request = input as Request;
    const post = request.method === 'POST';
    const body = post ? { trackingCode: 'EE123456785MX' } : { bookings: [BOOKING], codes: [] };
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status: post ? 201 : 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
}
const posts = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.map(([input]) => input as Request).filter((r) => r.method === 'POST');

async function fillRight(user: ReturnType<typeof userEvent.setup>) {
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

function renderForm() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <ShippingForm />
    </QueryClientProvider>,
  );
}

// Each test types some 80 keys one by one, as a person would: 11 s alone, past 30 s beside another worker under load.
describe('shipping form', () => {
  it(
    'names a wrong tracking number, HS code and a gross weight below the items before sending',
    { timeout: 90_000 },
    async () => {
      const user = userEvent.setup({ delay: null });
      const fetchMock = serve();
      try {
        renderForm();
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
        expect(posts(fetchMock)).toHaveLength(0);
      } finally {
        fetchMock.mockRestore();
      }
    },
  );

  it('sends the shipment in grams and minor units, with the booking and leg', { timeout: 90_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = serve();
    try {
      renderForm();
      await fillRight(user);
      await user.click(screen.getByRole('button', { name: 'Registrar envío' }));
      await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
      const sent = posts(fetchMock)[0]!;
      expect(new URL(sent.url).pathname).toBe('/api/shipping/shipments');
      expect(await sent.json()).toEqual({
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
    } finally {
      fetchMock.mockRestore();
    }
  });

  it(
    'sends what the CN23 asks besides the contents: sender, importer reference, charges, licence and invoice numbers',
    { timeout: 90_000 },
    async () => {
      const user = userEvent.setup({ delay: null });
      const fetchMock = serve();
      try {
        renderForm();
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
        expect(posts(fetchMock)).toHaveLength(0);
        await user.type(screen.getAllByLabelText('Calle y número')[0]!, 'Av. Juárez 10');
        await user.type(screen.getAllByLabelText('Ciudad')[0]!, 'Ciudad de México');
        await user.selectOptions(screen.getAllByLabelText('País')[0]!, 'MX');
        await user.type(screen.getByLabelText('Referencia del importador (RFC, NIF, código de importador)'), 'EIN 12');
        await user.type(screen.getByLabelText('Números de licencia'), 'LIC-1');
        await user.type(screen.getByLabelText('Número de factura'), 'F-9');
        await user.type(screen.getByLabelText('Gastos de envío (MXN)'), '350');
        await user.click(screen.getByRole('button', { name: 'Registrar envío' }));
        await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
        const { declaration } = await posts(fetchMock)[0]!.json();
        expect(declaration).toMatchObject({
          sender: { name: 'Rodrigo Dueño', street: 'Av. Juárez 10', city: 'Ciudad de México', country: 'MX' },
          importerReference: 'EIN 12',
          licenceNumbers: 'LIC-1',
          invoiceNumber: 'F-9',
          postalChargesMinor: 35_000,
        });
        expect(declaration).not.toHaveProperty('addressee');
      } finally {
        fetchMock.mockRestore();
      }
    },
  );
});
