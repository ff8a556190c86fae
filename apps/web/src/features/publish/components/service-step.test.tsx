import { listingPatchSchema, type OwnerListing } from '@vira/domain/listing-editor';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render-with-app';
import { ServiceStep } from './service-step';

// Only what the step reads of a new service draft: no prices or hours saved yet.
const draft = {
  currency: 'MXN',
  pricePerDay: 0,
  instantBooking: false,
  cancellationPolicy: 'moderate',
  service: null,
} as unknown as OwnerListing;

/** The step hands its patch to the wizard (onSave), which sends it: the step itself asks the server nothing. */
async function renderStep() {
  const onSave = vi.fn();
  const { user, fetch } = await renderWithApp(<ServiceStep listing={draft} onSave={onSave} saving={false} />);
  return { user, fetch, onSave };
}

describe('service step of publishing', () => {
  it('names a missing price, too many minimum hours and a day that ends before it starts, saving nothing', async () => {
    const { user, fetch, onSave } = await renderStep();
    await user.clear(screen.getByLabelText('Mínimo de horas por reserva'));
    await user.type(screen.getByLabelText('Mínimo de horas por reserva'), '30');
    await user.selectOptions(screen.getByLabelText('Lunes hasta'), '08:00');
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));

    const hourly = screen.getByLabelText('Precio por hora');
    await waitFor(() => expect(hourly).toHaveAccessibleDescription('Indica un precio por hora o por día'));
    expect(hourly).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Mínimo de horas por reserva')).toHaveAccessibleDescription(
      'Entre 1 y 24 horas, en número entero',
    );
    expect(screen.getByLabelText('Lunes hasta')).toHaveAccessibleDescription(
      'Lunes: la hora de fin debe ser posterior a la de inicio',
    );
    expect(screen.getByLabelText('Radio de servicio (km)')).not.toHaveAttribute('aria-invalid');
    expect(onSave).not.toHaveBeenCalled();
    expect(fetch.spy).not.toHaveBeenCalled();
  });

  it('asks for at least one working day', async () => {
    const { user, onSave } = await renderStep();
    await user.type(screen.getByLabelText('Precio por hora'), '450');
    for (const day of ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes']) {
      await user.click(screen.getByRole('checkbox', { name: day }));
    }
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(await screen.findByText('Elige al menos un día de trabajo')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the patch the server takes: minor units, whole hours, days off as null', async () => {
    const { user, onSave } = await renderStep();
    await user.type(screen.getByLabelText('Precio por hora'), '450.50');
    await user.clear(screen.getByLabelText('Mínimo de horas por reserva'));
    await user.type(screen.getByLabelText('Mínimo de horas por reserva'), '2');
    await user.clear(screen.getByLabelText('Radio de servicio (km)'));
    await user.type(screen.getByLabelText('Radio de servicio (km)'), '20');
    await user.selectOptions(screen.getByLabelText('Zona horaria'), 'America/Monterrey');
    await user.click(screen.getByRole('checkbox', { name: 'Sábado' }));
    await user.selectOptions(screen.getByLabelText('Sábado hasta'), '14:00');
    await user.click(screen.getByRole('checkbox', { name: 'Viernes' }));
    await user.click(screen.getByRole('checkbox', { name: 'Reserva instantánea' }));
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const patch = onSave.mock.calls[0]![0] as unknown;
    const workday = { start: 9, end: 18 };
    expect(patch).toEqual({
      type: 'service',
      currency: 'MXN',
      pricePerHour: 45050,
      pricePerDay: 0,
      minHours: 2,
      serviceRadiusKm: 20,
      weeklyHours: {
        mon: workday,
        tue: workday,
        wed: workday,
        thu: workday,
        fri: null,
        sat: { start: 9, end: 14 },
        sun: null,
      },
      timeZone: 'America/Monterrey',
      instantBooking: true,
      cancellationPolicy: 'moderate',
    });
    // Exactly what the server's PATCH accepts (it is strict: no field it does not know).
    expect(listingPatchSchema.safeParse(patch).success).toBe(true);
  });
});
