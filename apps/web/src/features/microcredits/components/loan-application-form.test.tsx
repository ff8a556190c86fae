import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testI18n } from '@/test/test-i18n';
import { stubFetch } from '@/test/fetch-stub';
import { LoanApplicationForm } from './loan-application-form';

beforeAll(() => testI18n());

const terms = { amount: 20_000_00, termMonths: 12, annualRate: 60, openingFeePercent: 2, monthlyFee: 0 };

function renderForm() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <LoanApplicationForm terms={terms} />
    </QueryClientProvider>,
  );
}

describe('loan application form', () => {
  it('asks for the income and the consent before sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubFetch().spy;
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    const income = screen.getByLabelText('Tu ingreso mensual fuera de Vira (MXN)');
    await waitFor(() => expect(income).toHaveAccessibleDescription('Indica tu ingreso mensual en pesos: 0 o más'));
    expect(income).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText(
        'Para enviar la solicitud debes aceptar que compartamos estos datos con la institución financiera.',
      ),
    ).toBeInTheDocument();

    await user.type(income, '9000');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(income).not.toHaveAttribute('aria-invalid'));
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the terms with the purpose, the income in cents and the consent', async () => {
    const user = userEvent.setup({ delay: null });
    // The network is the boundary here: answer as the server would.
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() =>
        Promise.resolve(
          new Response(JSON.stringify({ id: 'x' }), { status: 201, headers: { 'Content-Type': 'application/json' } }),
        ),
      );
    try {
      renderForm();
      await user.selectOptions(screen.getByLabelText('¿Para qué es el crédito?'), 'repair_items');
      await user.type(screen.getByLabelText('Tu ingreso mensual fuera de Vira (MXN)'), '9000.50');
      await user.click(screen.getByRole('checkbox'));
      await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      const sent = fetchMock.mock.calls[0]![0] as Request;
      expect(new URL(sent.url).pathname).toBe('/api/microcredits/applications');
      expect(await sent.json()).toEqual({ ...terms, purpose: 'repair_items', monthlyIncome: 900_050, consent: true });
    } finally {
      fetchMock.mockRestore();
    }
  });
});
