import type { CooperativeDetail } from '@vira/domain/cooperative';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testI18n } from '@/test/test-i18n';
import { stubFetch } from '@/test/fetch-stub';
import { ProposalsPanel } from './proposals-panel';

beforeAll(() => testI18n());

const COOP_ID = '5b1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
/** Only what the panel reads: an active member of a cooperative with no proposals yet. */
const coop = { id: COOP_ID, myStatus: 'active', proposals: [] } as unknown as CooperativeDetail;

function renderPanel() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ProposalsPanel coop={coop} />
    </QueryClientProvider>,
  );
}

describe('new cooperative proposal', () => {
  it('names a too short title and description under them before sending', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubFetch().spy;
    renderPanel();
    await user.type(screen.getByLabelText('Título de la propuesta'), ' Sí ');
    await user.click(screen.getByRole('button', { name: 'Proponer' }));
    const title = screen.getByLabelText('Título de la propuesta');
    await waitFor(() => expect(title).toHaveAccessibleDescription('Escribe un título de 3 a 120 caracteres'));
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Descripción')).toHaveAccessibleDescription(
      'Describe la propuesta en 3 a 2000 caracteres',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the trimmed title and description, then empties the form', async () => {
    const user = userEvent.setup({ delay: null });
    // The network is the boundary here; what the server answers does not matter to what was sent.
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() =>
        Promise.resolve(
          new Response(JSON.stringify({ id: 'p1' }), { status: 201, headers: { 'Content-Type': 'application/json' } }),
        ),
      );
    try {
      renderPanel();
      await user.type(screen.getByLabelText('Título de la propuesta'), ' Comprar una revolvedora ');
      await user.type(screen.getByLabelText('Descripción'), 'Para rentarla en obras del barrio. ');
      await user.click(screen.getByRole('button', { name: 'Proponer' }));
      await waitFor(() => expect(screen.getByLabelText('Título de la propuesta')).toHaveValue(''));
      const posts = fetchMock.mock.calls.map(([r]) => r as Request).filter((r) => r.method === 'POST');
      expect(posts).toHaveLength(1);
      expect(new URL(posts[0]!.url).pathname).toBe(`/api/cooperatives/${COOP_ID}/proposals`);
      expect(await posts[0]!.json()).toEqual({
        title: 'Comprar una revolvedora',
        body: 'Para rentarla en obras del barrio.',
      });
    } finally {
      fetchMock.mockRestore();
    }
  });
});
