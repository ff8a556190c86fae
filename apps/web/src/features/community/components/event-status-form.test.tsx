import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiBody } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render-with-app';
import { EventStatusForm } from './event-status-form';

const EVENT_ID = '7c1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
/** A scheduled event with no online link yet, as the API gives it. */
const event: ApiBody<'PATCH /api/community/events/{id}'> = {
  id: EVENT_ID,
  groupId: null,
  organizer: { id: 'u1', fullName: 'Ana Foro', isVira: false },
  title: 'Trueque de herramientas',
  description: '',
  startsAt: '2030-05-01T18:00:00.000Z',
  previousStartsAt: null,
  city: 'Oaxaca',
  place: 'Casa de la Cultura',
  onlineUrl: null,
  status: 'scheduled',
  capacity: 20,
  attendeeCount: 3,
  attending: false,
  isOrganizer: true,
  sample: false,
  attendees: [],
};

function renderForm() {
  return renderWithApp(<EventStatusForm event={event} />, {
    fetch: { 'PATCH /api/community/events/{id}': ({ body }) => ({ status: 200, body: { ...event, ...body } }) },
  });
}

/** What the form sent: one PATCH of this event. */
async function sentBody(fetch: Awaited<ReturnType<typeof renderForm>>['fetch']) {
  await waitFor(() => expect(fetch.spy).toHaveBeenCalledTimes(1));
  const calls = fetch.calls('PATCH /api/community/events/{id}');
  expect(calls.map((c) => c.params.id)).toEqual([EVENT_ID]);
  return calls[0]!.body;
}

describe('event status form', () => {
  it('names a missing new date and a plain-http link under them before sending', async () => {
    const { user, fetch } = await renderForm();
    await user.selectOptions(screen.getByLabelText('Estado del evento'), 'Reprogramado');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const date = screen.getByLabelText('Nueva fecha');
    await waitFor(() => expect(date).toHaveAccessibleDescription('Elige una fecha y hora válidas'));
    expect(date).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(screen.getByLabelText('Estado del evento'), 'Ahora en línea');
    await user.type(screen.getByLabelText('Enlace para el evento en línea (https)'), 'http://meet.example.org/x');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Enlace para el evento en línea (https)')).toHaveAccessibleDescription(
        'Debe ser un enlace completo que empiece con https://',
      ),
    );
    expect(fetch.spy).not.toHaveBeenCalled();
  });

  it('sends the new date as an instant, and nothing else with it', async () => {
    const { user, fetch } = await renderForm();
    await user.selectOptions(screen.getByLabelText('Estado del evento'), 'Reprogramado');
    await user.type(screen.getByLabelText('Nueva fecha'), '2030-05-04T18:30');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await sentBody(fetch)).toEqual({
      status: 'rescheduled',
      startsAt: new Date('2030-05-04T18:30').toISOString(),
    });
  });

  it('sends the trimmed link when the event moves online', async () => {
    const { user, fetch } = await renderForm();
    await user.selectOptions(screen.getByLabelText('Estado del evento'), 'Ahora en línea');
    await user.type(screen.getByLabelText('Enlace para el evento en línea (https)'), ' https://meet.example.org/x ');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await sentBody(fetch)).toEqual({ status: 'movedOnline', onlineUrl: 'https://meet.example.org/x' });
  });

  it('sends only the status when the event is cancelled', async () => {
    const { user, fetch } = await renderForm();
    await user.selectOptions(screen.getByLabelText('Estado del evento'), 'Cancelado');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await sentBody(fetch)).toEqual({ status: 'cancelled' });
  });
});
