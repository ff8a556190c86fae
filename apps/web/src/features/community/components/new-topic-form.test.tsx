import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiBody } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render-with-app';
import { NewTopicForm } from './new-topic-form';

const author = { id: 'u1', fullName: 'Ana Foro', isVira: false };
const topic: ApiBody<'POST /api/community/topics', 201> = {
  id: 't1',
  author,
  category: 'renting-tips',
  title: '¿Cuánto piden por una cámara?',
  groupId: null,
  closed: false,
  pinned: false,
  sample: false,
  canClose: true,
  canModerate: false,
  createdAt: '2026-05-01T10:00:00.000Z',
  lastPostAt: '2026-05-01T10:00:00.000Z',
  replyCount: 0,
  posts: [],
};

describe('new topic form', () => {
  it('names a short title and an empty message under them before sending anything', async () => {
    const { user, fetch } = await renderWithApp(<NewTopicForm category="mutual-aid" onDone={vi.fn()} />);
    await user.type(screen.getByLabelText('Título'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Publicar tema' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Título')).toHaveAccessibleDescription('Escribe un título de 3 a 140 caracteres'),
    );
    expect(screen.getByLabelText('Mensaje')).toHaveAccessibleDescription('Escribe el mensaje, hasta 5000 caracteres');
    expect(screen.getByLabelText('Mensaje')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch.spy).not.toHaveBeenCalled();
  });

  it('publishes the topic in the chosen category and opens it', async () => {
    const onDone = vi.fn();
    const { user, fetch } = await renderWithApp(<NewTopicForm category="mutual-aid" onDone={onDone} />, {
      fetch: { 'POST /api/community/topics': () => ({ status: 201, body: topic }) },
    });
    expect(screen.getByLabelText('Categoría')).toHaveValue('mutual-aid');
    await user.selectOptions(screen.getByLabelText('Categoría'), 'renting-tips');
    await user.type(screen.getByLabelText('Título'), '¿Cuánto piden por una cámara?');
    await user.type(screen.getByLabelText('Mensaje'), 'Mi cámara vale 12,000 pesos.');
    await user.click(screen.getByRole('button', { name: 'Publicar tema' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('t1'));
    expect(fetch.calls('POST /api/community/topics').map((call) => call.body)).toEqual([
      { category: 'renting-tips', title: '¿Cuánto piden por una cámara?', body: 'Mi cámara vale 12,000 pesos.' },
    ]);
  });
});
