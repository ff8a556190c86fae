import type { RentalBooking } from '@vira/domain/rental';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render-with-app';
import { PersonReview } from './person-review';

const BOOKING_ID = '7d1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
/** Only what the review reads of a completed booking the renter may review. */
const booking = {
  id: BOOKING_ID,
  viewerRole: 'renter',
  renter: { name: 'Ana' },
  owner: { name: 'Carlos' },
  actions: ['review_person'],
  personReview: { mine: null, theirs: null, theirsWritten: false },
} as unknown as RentalBooking;

// The network is the boundary here: the review answers the booking after it.
function renderForm() {
  return renderWithApp(<PersonReview orderId="order-1" booking={booking} />, {
    fetch: { 'POST /api/bookings/{id}/review': () => ({ status: 200, body: { id: BOOKING_ID, status: 'completed' } }) },
  });
}

describe('review of the other person after a rental', () => {
  it('names a comment shorter than 10 characters under it before sending', async () => {
    const { user, fetch } = await renderForm();
    const comment = screen.getByLabelText('Comentario');
    await user.type(comment, '  Bien.     ');
    await user.click(screen.getByRole('button', { name: 'Publicar reseña' }));
    await waitFor(() => expect(comment).toHaveAccessibleDescription('Por favor escribe al menos 10 caracteres'));
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(fetch.spy).not.toHaveBeenCalled();
  });

  it('sends the stars as a number and the trimmed comment', async () => {
    const { user, fetch } = await renderForm();
    await user.selectOptions(screen.getByLabelText('Calificación'), '4');
    await user.type(screen.getByLabelText('Comentario'), '  Carlos fue puntual y muy amable.  ');
    await user.click(screen.getByRole('button', { name: 'Publicar reseña' }));
    await waitFor(() => expect(fetch.calls('POST /api/bookings/{id}/review')).toHaveLength(1));
    expect(fetch.calls('POST /api/bookings/{id}/review').map((c) => [c.params.id, c.body])).toEqual([
      [BOOKING_ID, { rating: 4, comment: 'Carlos fue puntual y muy amable.' }],
    ]);
  });
});
