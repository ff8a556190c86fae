import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testI18n } from '@/test/test-i18n';
import { stubFetch } from '@/test/fetch-stub';
import { ShipmentForm } from './shipment-form';

beforeAll(() => testI18n());

function renderForm() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <ShipmentForm />
    </QueryClientProvider>,
  );
}

async function fillRight(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Número ONU'), '1203');
  await user.type(screen.getByLabelText('Cantidad'), '30000');
  await user.selectOptions(screen.getByLabelText('Unidad'), 'L');
  await user.type(screen.getByLabelText('Remitente'), 'Refinería Cadereyta');
  await user.type(screen.getByLabelText('Destinatario'), 'Estación Saltillo');
  await user.type(screen.getByLabelText('Transportista'), 'Transportes del Norte');
  await user.type(screen.getByLabelText('Permiso SICT'), 'SICT-MP-1234');
  await user.type(screen.getByLabelText('Placas del vehículo'), '12-AB-3C');
  await user.type(screen.getByLabelText('Operador'), 'Juan Pérez');
  await user.type(screen.getByLabelText('Salida planeada'), '2030-05-01T08:30');
  await user.type(
    screen.getByLabelText('Ruta planeada (una línea por punto: latitud, longitud)'),
    '25.5833, -99.9833{Enter}25.4232, -101.0053',
  );
  await user.type(
    screen.getByLabelText('Puntos de control (una línea por punto: nombre; latitud; longitud)'),
    'Saltillo; 25.4232; -101.0053',
  );
}

describe('hazardous shipment form', () => {
  it('names an unknown UN number, a zero quantity and a one-point route before sending', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubFetch().spy;
    renderForm();
    await fillRight(user);
    await user.clear(screen.getByLabelText('Número ONU'));
    await user.type(screen.getByLabelText('Número ONU'), '9999');
    await user.clear(screen.getByLabelText('Cantidad'));
    await user.type(screen.getByLabelText('Cantidad'), '0');
    const route = screen.getByLabelText('Ruta planeada (una línea por punto: latitud, longitud)');
    await user.clear(route);
    await user.type(route, '25.5833, -99.9833{Enter}norte');
    await user.clear(screen.getByLabelText('Operador'));
    await user.click(screen.getByRole('button', { name: 'Registrar envío' }));

    const un = screen.getByLabelText('Número ONU');
    await waitFor(() =>
      expect(un).toHaveAccessibleDescription('Escribe un número ONU de la tabla, p. ej. 1203 para gasolina.'),
    );
    expect(un).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Cantidad')).toHaveAccessibleDescription(
      /^Escribe una cantidad mayor que 0 y de hasta 10.000.000\.$/,
    );
    expect(route).toHaveAccessibleDescription(
      'Escribe al menos dos puntos, uno por línea: latitud, longitud (latitud de -90 a 90, longitud de -180 a 180).',
    );
    expect(screen.getByLabelText('Operador')).toHaveAccessibleDescription(
      'Completa este campo (hasta 120 caracteres).',
    );
    expect(screen.getByLabelText('Remitente')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the shipment as the server takes it: numbers, points and the departure in UTC', async () => {
    const user = userEvent.setup({ delay: null });
    // The network is the boundary here: answer as the server would.
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(
        new Response(JSON.stringify({ trackingCode: 'HZ1A2B3C4D', deviceId: 'vira-abc', deviceToken: 'secret' }), {
          status: 201,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    );
    try {
      renderForm();
      await fillRight(user);
      await user.click(screen.getByRole('button', { name: 'Registrar envío' }));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      const sent = fetchMock.mock.calls[0]![0] as Request;
      expect(sent.method).toBe('POST');
      expect(new URL(sent.url).pathname).toBe('/api/hazmat/shipments');
      expect(await sent.json()).toEqual({
        unNumber: '1203',
        quantity: 30000,
        unit: 'L',
        shipper: 'Refinería Cadereyta',
        consignee: 'Estación Saltillo',
        carrierName: 'Transportes del Norte',
        permit: 'SICT-MP-1234',
        vehiclePlate: '12-AB-3C',
        driverName: 'Juan Pérez',
        departureAt: new Date('2030-05-01T08:30').toISOString(),
        route: [
          { lat: 25.5833, lng: -99.9833 },
          { lat: 25.4232, lng: -101.0053 },
        ],
        checkpoints: [{ name: 'Saltillo', lat: 25.4232, lng: -101.0053 }],
      });
      expect(await screen.findByTestId('device-credentials')).toHaveTextContent('id=vira-abc · token=secret');
    } finally {
      fetchMock.mockRestore();
    }
  });
});
