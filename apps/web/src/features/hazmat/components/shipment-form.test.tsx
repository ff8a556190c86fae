import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApiBody } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render-with-app';
import { ShipmentForm } from './shipment-form';

/** The shipment the server made of what was sent, with its device's credentials. */
const created: ApiBody<'POST /api/hazmat/shipments', 201> = {
  id: 's1',
  trackingCode: 'HZ1A2B3C4D',
  deviceId: 'vira-abc',
  deviceToken: 'secret',
  status: 'planned',
  material: {
    un: '1203',
    nameEs: 'Gasolina',
    nameEn: 'Gasoline',
    hazardClass: '3',
    subsidiaryRisk: [],
    packingGroup: 'II',
    ergGuide: 128,
  },
  quantity: 30000,
  unit: 'L',
  shipper: 'Refinería Cadereyta',
  consignee: 'Estación Saltillo',
  carrierName: 'Transportes del Norte',
  permit: 'SICT-MP-1234',
  vehiclePlate: '12-AB-3C',
  driverName: 'Juan Pérez',
  departureAt: '2030-05-01T14:30:00.000Z',
  route: [
    { lat: 25.5833, lng: -99.9833 },
    { lat: 25.4232, lng: -101.0053 },
  ],
  checkpoints: [{ name: 'Saltillo', lat: 25.4232, lng: -101.0053, reachedAt: null }],
  corridorMeters: 2000,
  maxSpeedKmh: 80,
  position: null,
  eta: null,
  events: [],
  sample: false,
};

// The network is the boundary here: answer as the server would.
function renderForm() {
  return renderWithApp(<ShipmentForm />, {
    fetch: { 'POST /api/hazmat/shipments': () => ({ status: 201, body: created }) },
  });
}

async function fillRight(user: UserEvent) {
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
    const { user, fetch } = await renderForm();
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
    expect(fetch.spy).not.toHaveBeenCalled();
  });

  it('sends the shipment as the server takes it: numbers, points and the departure in UTC', async () => {
    const { user, fetch } = await renderForm();
    await fillRight(user);
    await user.click(screen.getByRole('button', { name: 'Registrar envío' }));
    expect(await screen.findByTestId('device-credentials')).toHaveTextContent('id=vira-abc · token=secret');
    expect(fetch.calls('POST /api/hazmat/shipments').map((c) => c.body)).toEqual([
      {
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
      },
    ]);
  });
});
