import type { RentalBooking } from '@vira/domain/rental';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testI18n } from '@/test/test-i18n';
import { stubFetch } from '@/test/fetch-stub';
import { PersonReview } from './person-review';

beforeAll(() => testI18n());

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

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PersonReview orderId="order-1" booking={booking} />
    </QueryClientProvider>,
  );
}

describe('review of the other person after a rental', () => {
  it('names a comment shorter than 10 characters under it before sending', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubFetch().spy;
    renderForm();
    const comment = screen.getByLabelText('Comentario');
    await user.type(comment, '  Bien.     ');
    await user.click(screen.getByRole('button', { name: 'Publicar reseña' }));
    await waitFor(() => expect(comment).toHaveAccessibleDescription('Por favor escribe al menos 10 caracteres'));
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the stars as a number and the trimmed comment', async () => {
    const user = userEvent.setup({ delay: null });
    // The network is the boundary here; what the server answers does not matter to what was sent.
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(new Response(null, { status: 204 })));
    try {
      renderForm();
      await user.selectOptions(screen.getByLabelText('Calificación'), '4');
      await user.type(screen.getByLabelText('Comentario'), '  Carlos fue puntual y muy amable.  ');
      await user.click(screen.getByRole('button', { name: 'Publicar reseña' }));
      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
      const sent = fetchMock.mock.calls[0]![0] as Request;
      expect(sent.method).toBe('POST');
      expect(new URL(sent.url).pathname).toBe(`/api/bookings/${BOOKING_ID}/review`);
      expect(await sent.json()).toEqual({ rating: 4, comment: 'Carlos fue puntual y muy amable.' });
    } finally {
      fetchMock.mockRestore();
    }
  });
});
