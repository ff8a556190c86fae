import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { communityKeys } from '@/lib/queries/community-queries';
import type { ApiBody } from '@/test/fetch-stub';
import { renderWithApp, signedIn } from '@/test/render-with-app';
import { GroupsPanel } from './groups-panel';

const created: ApiBody<'POST /api/community/groups', 201> = {
  id: 'g1',
  name: 'Herramientas Coyoacán',
  city: 'Ciudad de México',
  description: 'Prestamos taladros y escaleras.',
  memberCount: 1,
  isMember: true,
  sample: false,
  createdAt: '2026-05-01T10:00:00.000Z',
};

/** Signed in, with no groups yet: both answers are in the cache, so only the form's own request goes out. */
function renderPanel() {
  return renderWithApp(<GroupsPanel onOpenGroup={vi.fn()} />, {
    cache: [...signedIn(), [communityKeys.groups(''), { groups: [] }]],
    fetch: {
      'POST /api/community/groups': () => ({ status: 201, body: created }),
      // The list is asked again once the group is made.
      'GET /api/community/groups': () => ({ status: 200, body: { groups: [created] } }),
    },
  });
}

describe('new local group', () => {
  it('names a too short name and city under them before sending', async () => {
    const { user, fetch } = await renderPanel();
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
    expect(fetch.spy).not.toHaveBeenCalled();
  });

  it('sends the trimmed name, city and description, then closes the form', async () => {
    const { user, fetch } = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Crear grupo' }));
    await user.type(screen.getByLabelText('Nombre del grupo'), '  Herramientas Coyoacán ');
    await user.type(screen.getByLabelText('Ciudad', { selector: '#group-new-city' }), ' Ciudad de México ');
    await user.type(screen.getByLabelText('Descripción'), 'Prestamos taladros y escaleras.');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(screen.queryByLabelText('Nombre del grupo')).toBeNull());
    expect(fetch.calls('POST /api/community/groups').map((c) => c.body)).toEqual([
      { name: 'Herramientas Coyoacán', city: 'Ciudad de México', description: 'Prestamos taladros y escaleras.' },
    ]);
  });
});
