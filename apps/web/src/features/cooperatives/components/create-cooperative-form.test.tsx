import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiBody } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render-with-app';
import { CreateCooperativeForm } from './create-cooperative-form';

// The network is the boundary here: answer as the contract says the server does (200, the whole cooperative; the
// list is asked again after).
function renderForm(onCreated = vi.fn()) {
  return renderWithApp(<CreateCooperativeForm onCreated={onCreated} />, {
    fetch: {
      'POST /api/cooperatives': () => ({ status: 200, body: COOPERATIVE }),
      'GET /api/cooperatives': () => ({ status: 200, body: { items: [] } }),
    },
  });
}

const COOPERATIVE: ApiBody<'POST /api/cooperatives'> = {
  id: '9a1f0c2e-3b4d-4e5f-8a6b-7c8d9e0f1a2b',
  name: 'Herramientas de Coyoacán',
  purpose: 'Rentar herramientas entre vecinos',
  city: 'Ciudad de México',
  status: 'en_formacion',
  founderId: 'u1',
  myStatus: 'active',
  activeMembers: 1,
  earnings: 0,
  members: [{ userId: 'u1', name: 'Fundadora', status: 'active', shares: 1, earnings: 0 }],
  listings: [],
  proposals: [],
};

describe('create-a-cooperative form', () => {
  it('names a too-short purpose and a missing city under them before sending anything', async () => {
    const { user, fetch } = await renderForm();
    await user.type(screen.getByLabelText('Nombre'), 'Herramientas de Coyoacán');
    await user.type(screen.getByLabelText('Propósito'), 'Rentar');
    await user.click(screen.getByRole('button', { name: 'Crear cooperativa' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Propósito')).toHaveAccessibleDescription(
        'Describe el propósito en 10 a 500 caracteres',
      ),
    );
    expect(screen.getByLabelText('Ciudad')).toHaveAccessibleDescription('Escribe la ciudad, de 2 a 80 caracteres');
    expect(screen.getByLabelText('Ciudad')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nombre')).not.toHaveAttribute('aria-invalid');
    expect(fetch.spy).not.toHaveBeenCalled();
  });

  it('sends the cooperative, trimmed, and opens it', async () => {
    const onCreated = vi.fn();
    const { user, fetch } = await renderForm(onCreated);
    await user.type(screen.getByLabelText('Nombre'), ' Herramientas de Coyoacán ');
    await user.type(screen.getByLabelText('Propósito'), 'Rentar herramientas entre vecinos');
    await user.type(screen.getByLabelText('Ciudad'), 'Ciudad de México');
    await user.click(screen.getByRole('button', { name: 'Crear cooperativa' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(COOPERATIVE.id));
    expect(fetch.calls('POST /api/cooperatives').map((call) => call.body)).toEqual([
      { name: 'Herramientas de Coyoacán', purpose: 'Rentar herramientas entre vecinos', city: 'Ciudad de México' },
    ]);
    expect(screen.getByLabelText('Nombre')).toHaveValue('');
  });
});
