import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testI18n } from '@/test/test-i18n';
import { stubFetch } from '@/test/fetch-stub';
import { NewEventForm } from './new-event-form';

beforeAll(() => testI18n());

const GROUP_ID = '3b1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

function renderForm(onDone = vi.fn()) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <NewEventForm groupId={GROUP_ID} onDone={onDone} />
    </QueryClientProvider>,
  );
}

describe('new event form', () => {
  it('names a short name, a capacity of 0, a missing place and a plain-http link before sending', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubFetch().spy;
    renderForm();
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
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the event with its date as an instant and leaves blank optional fields out', async () => {
    const user = userEvent.setup({ delay: null });
    const onDone = vi.fn();
    // The network is the boundary here: answer as the server would.
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() =>
        Promise.resolve(
          new Response(JSON.stringify({ id: 'e1' }), { status: 201, headers: { 'Content-Type': 'application/json' } }),
        ),
      );
    try {
      renderForm(onDone);
      await user.type(screen.getByLabelText('Nombre del evento'), 'Trueque de herramientas');
      await user.clear(screen.getByLabelText('Fecha y hora'));
      await user.type(screen.getByLabelText('Fecha y hora'), '2030-05-04T18:30');
      await user.clear(screen.getByLabelText('Cupo'));
      await user.type(screen.getByLabelText('Cupo'), '1');
      await user.type(screen.getByLabelText('Lugar'), 'Casa de la Cultura, Oaxaca');
      await user.click(screen.getByRole('button', { name: 'Crear evento' }));
      await waitFor(() => expect(onDone).toHaveBeenCalled());
      const sent = fetchMock.mock.calls[0]![0] as Request;
      expect(new URL(sent.url).pathname).toBe('/api/community/events');
      expect(await sent.json()).toEqual({
        groupId: GROUP_ID,
        title: 'Trueque de herramientas',
        description: '',
        startsAt: new Date('2030-05-04T18:30').toISOString(),
        place: 'Casa de la Cultura, Oaxaca',
        capacity: 1,
      });
    } finally {
      fetchMock.mockRestore();
    }
  });
});
