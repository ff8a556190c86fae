import type { CooperativeDetail } from '@vira/domain/cooperative';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CurrencyProvider } from '@/lib/currency';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_QUERY_KEY } from '@/lib/auth/session';
import { ownerListingKeys } from '@/lib/queries/owner-listing-queries';
import { testI18n } from '@/test/test-i18n';
import { stubFetch } from '@/test/fetch-stub';
import { MembersPanel } from './members-panel';

beforeAll(() => testI18n());

const COOP_ID = '5b1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
/** Only what the panel reads: an active member of a cooperative with nothing pooled yet. */
const coop = {
  id: COOP_ID,
  myStatus: 'active',
  founderId: 'someone-else',
  members: [],
  listings: [],
  earnings: 0,
} as unknown as CooperativeDetail;

function renderPanel() {
  // The session and the person's listings are already known, so the only request left is what the forms send.
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(SESSION_QUERY_KEY, null);
  client.setQueryData(ownerListingKeys.all, [
    { id: 41, title: 'Taladro', status: 'published' },
    { id: 42, title: 'Escalera', status: 'published' },
  ]);
  render(
    <QueryClientProvider client={client}>
      <CurrencyProvider>
        <MembersPanel coop={coop} />
      </CurrencyProvider>
    </QueryClientProvider>,
  );
}

/** The network is the boundary here; what the server answers does not matter to what was sent. */
const answerCreated = () =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(() =>
      Promise.resolve(
        new Response(JSON.stringify({ ok: true }), { status: 201, headers: { 'Content-Type': 'application/json' } }),
      ),
    );
const posts = (fetchMock: ReturnType<typeof answerCreated>) =>
  fetchMock.mock.calls.map(([r]) => r as Request).filter((r) => r.method === 'POST');

describe('inviting a person to the cooperative', () => {
  it('names a mistyped e-mail under the field before sending', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubFetch().spy;
    renderPanel();
    await user.type(screen.getByLabelText('Correo de la persona a invitar'), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Invitar' }));
    const email = screen.getByLabelText('Correo de la persona a invitar');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Escribe un correo válido, por ejemplo nombre@ejemplo.com'),
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends exactly the e-mail, then empties the field', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = answerCreated();
    try {
      renderPanel();
      await user.type(screen.getByLabelText('Correo de la persona a invitar'), 'ana@example.com');
      await user.click(screen.getByRole('button', { name: 'Invitar' }));
      await waitFor(() => expect(screen.getByLabelText('Correo de la persona a invitar')).toHaveValue(''));
      const sent = posts(fetchMock);
      expect(sent).toHaveLength(1);
      expect(new URL(sent[0]!.url).pathname).toBe(`/api/cooperatives/${COOP_ID}/invitations`);
      expect(await sent[0]!.json()).toEqual({ email: 'ana@example.com' });
    } finally {
      fetchMock.mockRestore();
    }
  });
});

describe('contributing a listing to the cooperative', () => {
  it('names the missing choice under the field before sending', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubFetch().spy;
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Aportar' }));
    const listing = screen.getByLabelText('Aportar uno de mis artículos');
    await waitFor(() => expect(listing).toHaveAccessibleDescription('Elige uno de tus artículos para aportarlo'));
    expect(listing).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the chosen listing as a number', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = answerCreated();
    try {
      renderPanel();
      await user.selectOptions(screen.getByLabelText('Aportar uno de mis artículos'), 'Escalera');
      await user.click(screen.getByRole('button', { name: 'Aportar' }));
      await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
      const sent = posts(fetchMock)[0]!;
      expect(new URL(sent.url).pathname).toBe(`/api/cooperatives/${COOP_ID}/listings`);
      expect(await sent.json()).toEqual({ listingId: 42 });
    } finally {
      fetchMock.mockRestore();
    }
  });
});
