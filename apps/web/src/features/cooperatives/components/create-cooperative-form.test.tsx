import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testI18n } from '@/test/test-i18n';
import { stubFetch, type ApiBody } from '@/test/fetch-stub';
import { CreateCooperativeForm } from './create-cooperative-form';

beforeAll(() => testI18n());

function renderForm(onCreated = vi.fn()) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <CreateCooperativeForm onCreated={onCreated} />
    </QueryClientProvider>,
  );
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
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubFetch().spy;
    renderForm();
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
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the cooperative, trimmed, and opens it', async () => {
    const user = userEvent.setup({ delay: null });
    const onCreated = vi.fn();
    // The network is the boundary here: answer as the contract says the server does (200, the whole cooperative).
    const stub = stubFetch({ 'POST /api/cooperatives': () => ({ status: 200, body: COOPERATIVE }) });
    renderForm(onCreated);
    await user.type(screen.getByLabelText('Nombre'), ' Herramientas de Coyoacán ');
    await user.type(screen.getByLabelText('Propósito'), 'Rentar herramientas entre vecinos');
    await user.type(screen.getByLabelText('Ciudad'), 'Ciudad de México');
    await user.click(screen.getByRole('button', { name: 'Crear cooperativa' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(COOPERATIVE.id));
    expect(stub.calls('POST /api/cooperatives').map((call) => call.body)).toEqual([
      { name: 'Herramientas de Coyoacán', purpose: 'Rentar herramientas entre vecinos', city: 'Ciudad de México' },
    ]);
    expect(screen.getByLabelText('Nombre')).toHaveValue('');
  });
});
