import type { CommunityEvent } from '@vira/domain/community';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testI18n } from '@/test/test-i18n';
import { stubFetch } from '@/test/fetch-stub';
import { EventStatusForm } from './event-status-form';

beforeAll(() => testI18n());

const EVENT_ID = '7c1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
/** Only what the form reads: a scheduled event with no online link yet. */
const event = { id: EVENT_ID, status: 'scheduled', onlineUrl: null } as unknown as CommunityEvent;

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <EventStatusForm event={event} />
    </QueryClientProvider>,
  );
}

/** The network is the boundary here; what the server answers does not matter to what was sent. */
const answerOk = () =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(() =>
      Promise.resolve(
        new Response(JSON.stringify({}), { status: 200, headers: { 'Content-Type': 'application/json' } }),
      ),
    );
async function sentBody(fetchMock: ReturnType<typeof answerOk>) {
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  const request = fetchMock.mock.calls[0]![0] as Request;
  expect(request.method).toBe('PATCH');
  expect(new URL(request.url).pathname).toBe(`/api/community/events/${EVENT_ID}`);
  return (await request.json()) as unknown;
}

describe('event status form', () => {
  it('names a missing new date and a plain-http link under them before sending', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubFetch().spy;
    renderForm();
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
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the new date as an instant, and nothing else with it', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = answerOk();
    try {
      renderForm();
      await user.selectOptions(screen.getByLabelText('Estado del evento'), 'Reprogramado');
      await user.type(screen.getByLabelText('Nueva fecha'), '2030-05-04T18:30');
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await sentBody(fetchMock)).toEqual({
        status: 'rescheduled',
        startsAt: new Date('2030-05-04T18:30').toISOString(),
      });
    } finally {
      fetchMock.mockRestore();
    }
  });

  it('sends the trimmed link when the event moves online', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = answerOk();
    try {
      renderForm();
      await user.selectOptions(screen.getByLabelText('Estado del evento'), 'Ahora en línea');
      await user.type(screen.getByLabelText('Enlace para el evento en línea (https)'), ' https://meet.example.org/x ');
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await sentBody(fetchMock)).toEqual({ status: 'movedOnline', onlineUrl: 'https://meet.example.org/x' });
    } finally {
      fetchMock.mockRestore();
    }
  });

  it('sends only the status when the event is cancelled', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = answerOk();
    try {
      renderForm();
      await user.selectOptions(screen.getByLabelText('Estado del evento'), 'Cancelado');
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await sentBody(fetchMock)).toEqual({ status: 'cancelled' });
    } finally {
      fetchMock.mockRestore();
    }
  });
});
