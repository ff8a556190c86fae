import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiBody } from '@/test/fetch-stub';
import { renderWithApp, signedIn } from '@/test/render-with-app';
import { WriteReviewForm } from './write-review-form';

const published: ApiBody<'POST /api/listings/{id}/reviews', 201> = {
  id: 1,
  listingId: 15,
  subjectUserId: null,
  rating: 4,
  comment: 'Todo funcionó muy bien.',
  reviewer: { id: 'u1', fullName: 'Rosa', avatarUrl: null, isVira: false, identityVerified: false },
  verifiedRental: true,
  updated: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

/** Signed in already: the session and profile are in the cache, so the form asks the server nothing else. */
function renderForm(onClose = vi.fn()) {
  return renderWithApp(<WriteReviewForm itemId={15} onClose={onClose} />, {
    cache: signedIn(),
    // The network is the boundary here: answer as the server would.
    fetch: { 'POST /api/listings/{id}/reviews': () => ({ status: 201, body: published }) },
  });
}

describe('write review form', () => {
  it('keeps a short comment unsent and names a too long one under the field before sending', async () => {
    const { user, fetch } = await renderForm();
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
    expect(fetch.spy).not.toHaveBeenCalled();
  });

  it('sends the chosen stars and the trimmed comment, then closes', async () => {
    const onClose = vi.fn();
    const { user, fetch } = await renderForm(onClose);
    await user.click(screen.getByRole('button', { name: '4 de 5 estrellas' }));
    expect(screen.getByRole('button', { name: '4 de 5 estrellas' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(screen.getByLabelText('Comentario'), '  Todo funcionó muy bien.  ');
    await user.click(screen.getByRole('button', { name: 'Publicar reseña' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fetch.calls('POST /api/listings/{id}/reviews').map((c) => [c.params.id, c.body])).toEqual([
      ['15', { rating: 4, comment: 'Todo funcionó muy bien.' }],
    ]);
  });
});
