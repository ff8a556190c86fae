import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiBody } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render-with-app';
import { NewEventForm } from './new-event-form';

const GROUP_ID = '3b1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const created: ApiBody<'POST /api/community/events', 201> = {
  id: 'e1',
  groupId: GROUP_ID,
  organizer: { id: 'u1', fullName: 'Ana Foro', isVira: false },
  title: 'Trueque de herramientas',
  description: '',
  startsAt: '2030-05-05T00:30:00.000Z',
  previousStartsAt: null,
  city: null,
  place: 'Casa de la Cultura, Oaxaca',
  onlineUrl: null,
  status: 'scheduled',
  capacity: 1,
  attendeeCount: 1,
  attending: true,
  isOrganizer: true,
  sample: false,
  attendees: [],
};

function renderForm(onDone = vi.fn()) {
  return renderWithApp(<NewEventForm groupId={GROUP_ID} onDone={onDone} />, {
    fetch: { 'POST /api/community/events': () => ({ status: 201, body: created }) },
  });
}

describe('new event form', () => {
  it('names a short name, a capacity of 0, a missing place and a plain-http link before sending', async () => {
    const { user, fetch } = await renderForm();
    await user.type(screen.getByLabelText('Nombre del evento'), 'Yo');
    await user.clear(screen.getByLabelText('Cupo'));
    await user.type(screen.getByLabelText('Cupo'), '0');
    await user.click(screen.getByRole('button', { name: 'Crear evento' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Nombre del evento')).toHaveAccessibleDescription(
        'Escribe un nombre de 3 a 140 caracteres',
      ),
    );
    expect(screen.getByLabelText('Cupo')).toHaveAccessibleDescription(
      'Indica un cupo de 1 a 10000 personas, en número entero',
    );
    expect(screen.getByLabelText('Lugar')).toHaveAccessibleDescription(
      'Indica un lugar o un enlace (https) para el evento en línea.',
    );
    expect(screen.getByLabelText('Fecha y hora')).not.toHaveAttribute('aria-invalid');

    await user.type(screen.getByLabelText('Enlace para el evento en línea (https)'), 'http://meet.example.org/x');
    await user.click(screen.getByRole('button', { name: 'Crear evento' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Enlace para el evento en línea (https)')).toHaveAccessibleDescription(
        'Debe ser un enlace completo que empiece con https://',
      ),
    );
    expect(fetch.spy).not.toHaveBeenCalled();
  });

  it('sends the event with its date as an instant and leaves blank optional fields out', async () => {
    const onDone = vi.fn();
    const { user, fetch } = await renderForm(onDone);
    await user.type(screen.getByLabelText('Nombre del evento'), 'Trueque de herramientas');
    await user.clear(screen.getByLabelText('Fecha y hora'));
    await user.type(screen.getByLabelText('Fecha y hora'), '2030-05-04T18:30');
    await user.clear(screen.getByLabelText('Cupo'));
    await user.type(screen.getByLabelText('Cupo'), '1');
    await user.type(screen.getByLabelText('Lugar'), 'Casa de la Cultura, Oaxaca');
    await user.click(screen.getByRole('button', { name: 'Crear evento' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(fetch.calls('POST /api/community/events').map((c) => c.body)).toEqual([
      {
        groupId: GROUP_ID,
        title: 'Trueque de herramientas',
        description: '',
        startsAt: new Date('2030-05-04T18:30').toISOString(),
        place: 'Casa de la Cultura, Oaxaca',
        capacity: 1,
      },
    ]);
  });
});
