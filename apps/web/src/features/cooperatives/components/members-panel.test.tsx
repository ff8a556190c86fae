import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ownerListingKeys } from '@/lib/queries/owner-listing-queries';
import type { ApiBody } from '@/test/fetch-stub';
import { renderWithApp, signedOut } from '@/test/render-with-app';
import { MembersPanel } from './members-panel';

const COOP_ID = '5b1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
/** An active member's cooperative with nothing pooled and no proposals yet, as the API gives it. */
const coop: ApiBody<'GET /api/cooperatives/{id}'> = {
  id: COOP_ID,
  name: 'Herramientas de Coyoacán',
  purpose: 'Rentar herramientas entre vecinos',
  city: 'Ciudad de México',
  status: 'en_formacion',
  founderId: 'someone-else',
  myStatus: 'active',
  activeMembers: 2,
  earnings: 0,
  members: [],
  listings: [],
  proposals: [],
};

function renderPanel() {
  // The session and the person's listings are already known, so the only requests left are what the forms send
  // (each answers the cooperative as it is now) and the list asked again after.
  return renderWithApp(<MembersPanel coop={coop} />, {
    cache: [
      ...signedOut,
      [
        ownerListingKeys.all,
        [
          { id: 41, title: 'Taladro', status: 'published' },
          { id: 42, title: 'Escalera', status: 'published' },
        ],
      ],
    ],
    fetch: {
      'POST /api/cooperatives/{id}/invitations': () => ({ status: 200, body: coop }),
      'POST /api/cooperatives/{id}/listings': () => ({ status: 200, body: coop }),
      'GET /api/cooperatives': () => ({ status: 200, body: { items: [] } }),
    },
  });
}

describe('inviting a person to the cooperative', () => {
  it('names a mistyped e-mail under the field before sending', async () => {
    const { user, fetch } = await renderPanel();
    await user.type(screen.getByLabelText('Correo de la persona a invitar'), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Invitar' }));
    const email = screen.getByLabelText('Correo de la persona a invitar');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Escribe un correo válido, por ejemplo nombre@ejemplo.com'),
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(fetch.spy).not.toHaveBeenCalled();
  });

  it('sends exactly the e-mail, then empties the field', async () => {
    const { user, fetch } = await renderPanel();
    await user.type(screen.getByLabelText('Correo de la persona a invitar'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Invitar' }));
    await waitFor(() => expect(screen.getByLabelText('Correo de la persona a invitar')).toHaveValue(''));
    expect(fetch.calls('POST /api/cooperatives/{id}/invitations').map((c) => [c.params.id, c.body])).toEqual([
      [COOP_ID, { email: 'ana@example.com' }],
    ]);
  });
});

describe('contributing a listing to the cooperative', () => {
  it('names the missing choice under the field before sending', async () => {
    const { user, fetch } = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Aportar' }));
    const listing = screen.getByLabelText('Aportar uno de mis artículos');
    await waitFor(() => expect(listing).toHaveAccessibleDescription('Elige uno de tus artículos para aportarlo'));
    expect(listing).toHaveAttribute('aria-invalid', 'true');
    expect(fetch.spy).not.toHaveBeenCalled();
  });

  it('sends the chosen listing as a number', async () => {
    const { user, fetch } = await renderPanel();
    await user.selectOptions(screen.getByLabelText('Aportar uno de mis artículos'), 'Escalera');
    await user.click(screen.getByRole('button', { name: 'Aportar' }));
    await waitFor(() => expect(fetch.calls('POST /api/cooperatives/{id}/listings')).toHaveLength(1));
    expect(fetch.calls('POST /api/cooperatives/{id}/listings').map((c) => [c.params.id, c.body])).toEqual([
      [COOP_ID, { listingId: 42 }],
    ]);
  });
});
