import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import community from '@/locales/es/community.json';
import { NewTopicForm } from './new-topic-form';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'es', resources: { es: { community } }, defaultNS: 'community' });
});

afterEach(cleanup);

function renderForm(onDone = vi.fn()) {
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <NewTopicForm category="mutual-aid" onDone={onDone} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('new topic form', () => {
  it('names a short title and an empty message under them before sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    try {
      renderForm();
      await user.type(screen.getByLabelText('Título'), 'Hi');
      await user.click(screen.getByRole('button', { name: 'Publicar tema' }));
      await waitFor(() =>
        expect(screen.getByLabelText('Título')).toHaveAccessibleDescription('Escribe un título de 3 a 140 caracteres'),
      );
      expect(screen.getByLabelText('Mensaje')).toHaveAccessibleDescription('Escribe el mensaje, hasta 5000 caracteres');
      expect(screen.getByLabelText('Mensaje')).toHaveAttribute('aria-invalid', 'true');
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      fetchMock.mockRestore();
    }
  });

  it('publishes the topic in the chosen category and opens it', async () => {
    const user = userEvent.setup({ delay: null });
    const onDone = vi.fn();
    // The network is the boundary here: answer as the server would.
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() =>
        Promise.resolve(
          new Response(JSON.stringify({ id: 't1' }), { status: 201, headers: { 'Content-Type': 'application/json' } }),
        ),
      );
    try {
      renderForm(onDone);
      expect(screen.getByLabelText('Categoría')).toHaveValue('mutual-aid');
      await user.selectOptions(screen.getByLabelText('Categoría'), 'renting-tips');
      await user.type(screen.getByLabelText('Título'), '¿Cuánto piden por una cámara?');
      await user.type(screen.getByLabelText('Mensaje'), 'Mi cámara vale 12,000 pesos.');
      await user.click(screen.getByRole('button', { name: 'Publicar tema' }));
      await waitFor(() => expect(onDone).toHaveBeenCalledWith('t1'));
      const sent = fetchMock.mock.calls[0]![0] as Request;
      expect(new URL(sent.url).pathname).toBe('/api/community/topics');
      expect(await sent.json()).toEqual({
        category: 'renting-tips',
        title: '¿Cuánto piden por una cámara?',
        body: 'Mi cámara vale 12,000 pesos.',
      });
    } finally {
      fetchMock.mockRestore();
    }
  });
});
