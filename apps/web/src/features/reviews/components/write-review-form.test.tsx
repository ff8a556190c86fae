import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PROFILE_QUERY_KEY, SESSION_QUERY_KEY } from '@/lib/auth/session';
import { testI18n } from '@/test/test-i18n';
import { stubFetch } from '@/test/fetch-stub';
import { WriteReviewForm } from './write-review-form';

beforeAll(() => testI18n());

/** Signed in already: the session and profile are in the cache, so the form asks the server nothing else. */
function renderForm(onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(SESSION_QUERY_KEY, {
    user: { id: 'u1', email: 'rosa@example.com', name: 'Rosa', emailVerified: true },
    session: { expiresAt: '2099-01-01T00:00:00.000Z' },
  });
  client.setQueryData(PROFILE_QUERY_KEY, null);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <WriteReviewForm itemId={15} onClose={onClose} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onClose;
}

describe('write review form', () => {
  it('keeps a short comment unsent and names a too long one under the field before sending', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubFetch().spy;
    renderForm();
    const comment = screen.getByLabelText('Comentario');
    const publish = screen.getByRole('button', { name: 'Publicar reseña' });
    await user.type(comment, '  corto    ');
    expect(publish).toBeDisabled();

    await user.clear(comment);
    await user.click(comment);
    await user.paste('Muy bien. '.repeat(201));
    await user.click(publish);
    await waitFor(() =>
      expect(comment).toHaveAccessibleDescription('El comentario puede tener hasta 2000 caracteres.'),
    );
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the chosen stars and the trimmed comment, then closes', async () => {
    const user = userEvent.setup({ delay: null });
    // The network is the boundary here: answer as the server would.
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(
        new Response(JSON.stringify({ id: 1, rating: 4, comment: 'Todo funcionó muy bien.', updated: false }), {
          status: 201,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    );
    try {
      const onClose = renderForm();
      await user.click(screen.getByRole('button', { name: '4 de 5 estrellas' }));
      expect(screen.getByRole('button', { name: '4 de 5 estrellas' })).toHaveAttribute('aria-pressed', 'true');
      await user.type(screen.getByLabelText('Comentario'), '  Todo funcionó muy bien.  ');
      await user.click(screen.getByRole('button', { name: 'Publicar reseña' }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const sent = fetchMock.mock.calls[0]![0] as Request;
      expect(sent.method).toBe('POST');
      expect(new URL(sent.url).pathname).toBe('/api/listings/15/reviews');
      expect(await sent.json()).toEqual({ rating: 4, comment: 'Todo funcionó muy bien.' });
    } finally {
      fetchMock.mockRestore();
    }
  });
});
