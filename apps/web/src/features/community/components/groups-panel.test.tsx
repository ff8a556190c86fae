import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PROFILE_QUERY_KEY, SESSION_QUERY_KEY } from '@/lib/auth/session';
import { communityKeys } from '@/lib/queries/community-queries';
import { testI18n } from '@/test/test-i18n';
import { stubFetch } from '@/test/fetch-stub';
import { GroupsPanel } from './groups-panel';

beforeAll(() => testI18n());

/** Signed in, with no groups yet: both answers are in the cache, so only the form's own request goes out. */
function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(SESSION_QUERY_KEY, {
    user: { id: 'u1', email: 'ana@example.com', name: 'Ana', emailVerified: true },
    session: { expiresAt: '2099-01-01T00:00:00.000Z' },
  });
  client.setQueryData(PROFILE_QUERY_KEY, null);
  client.setQueryData(communityKeys.groups(''), { groups: [] });
  render(
    <QueryClientProvider client={client}>
      <GroupsPanel onOpenGroup={vi.fn()} />
    </QueryClientProvider>,
  );
}

describe('new local group', () => {
  it('names a too short name and city under them before sending', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubFetch().spy;
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Crear grupo' }));
    await user.type(screen.getByLabelText('Nombre del grupo'), ' Ab ');
    await user.type(screen.getByLabelText('Ciudad', { selector: '#group-new-city' }), 'Q');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    const name = screen.getByLabelText('Nombre del grupo');
    await waitFor(() => expect(name).toHaveAccessibleDescription('Escribe un nombre de 3 a 100 caracteres'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Ciudad', { selector: '#group-new-city' })).toHaveAccessibleDescription(
      'Escribe una ciudad de 2 a 100 caracteres',
    );
    expect(screen.getByLabelText('Descripción')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the trimmed name, city and description, then closes the form', async () => {
    const user = userEvent.setup({ delay: null });
    // The network is the boundary here: answer as the server would (the list asked again after is empty).
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const post = (input as Request).method === 'POST';
      return Promise.resolve(
        new Response(JSON.stringify(post ? { id: 'g1' } : { groups: [] }), {
          status: post ? 201 : 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    });
    try {
      renderPanel();
      await user.click(screen.getByRole('button', { name: 'Crear grupo' }));
      await user.type(screen.getByLabelText('Nombre del grupo'), '  Herramientas Coyoacán ');
      await user.type(screen.getByLabelText('Ciudad', { selector: '#group-new-city' }), ' Ciudad de México ');
      await user.type(screen.getByLabelText('Descripción'), 'Prestamos taladros y escaleras.');
      await user.click(screen.getByRole('button', { name: 'Crear' }));
      await waitFor(() => expect(screen.queryByLabelText('Nombre del grupo')).toBeNull());
      const posts = fetchMock.mock.calls.map(([r]) => r as Request).filter((r) => r.method === 'POST');
      expect(posts).toHaveLength(1);
      expect(new URL(posts[0]!.url).pathname).toBe('/api/community/groups');
      expect(await posts[0]!.json()).toEqual({
        name: 'Herramientas Coyoacán',
        city: 'Ciudad de México',
        description: 'Prestamos taladros y escaleras.',
      });
    } finally {
      fetchMock.mockRestore();
    }
  });
});
