import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiBody } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render-with-app';
import { ProposalsPanel } from './proposals-panel';

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
  return renderWithApp(<ProposalsPanel coop={coop} />, {
    fetch: {
      'POST /api/cooperatives/{id}/proposals': () => ({ status: 200, body: coop }),
      'GET /api/cooperatives': () => ({ status: 200, body: { items: [] } }),
    },
  });
}

describe('new cooperative proposal', () => {
  it('names a too short title and description under them before sending', async () => {
    const { user, fetch } = await renderPanel();
    await user.type(screen.getByLabelText('Título de la propuesta'), ' Sí ');
    await user.click(screen.getByRole('button', { name: 'Proponer' }));
    const title = screen.getByLabelText('Título de la propuesta');
    await waitFor(() => expect(title).toHaveAccessibleDescription('Escribe un título de 3 a 120 caracteres'));
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Descripción')).toHaveAccessibleDescription(
      'Describe la propuesta en 3 a 2000 caracteres',
    );
    expect(fetch.spy).not.toHaveBeenCalled();
  });

  it('sends the trimmed title and description, then empties the form', async () => {
    const { user, fetch } = await renderPanel();
    await user.type(screen.getByLabelText('Título de la propuesta'), ' Comprar una revolvedora ');
    await user.type(screen.getByLabelText('Descripción'), 'Para rentarla en obras del barrio. ');
    await user.click(screen.getByRole('button', { name: 'Proponer' }));
    await waitFor(() => expect(screen.getByLabelText('Título de la propuesta')).toHaveValue(''));
    expect(fetch.calls('POST /api/cooperatives/{id}/proposals').map((c) => [c.params.id, c.body])).toEqual([
      [COOP_ID, { title: 'Comprar una revolvedora', body: 'Para rentarla en obras del barrio.' }],
    ]);
  });
});
