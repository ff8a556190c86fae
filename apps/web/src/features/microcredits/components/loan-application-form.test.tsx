import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiBody } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render-with-app';
import { LoanApplicationForm } from './loan-application-form';

const terms = { amount: 20_000_00, termMonths: 12, annualRate: 60, openingFeePercent: 2, monthlyFee: 0 };
const submitted: ApiBody<'POST /api/microcredits/applications', 201> = {
  id: 'x',
  partner: 'sandbox',
  purpose: 'repair_items',
  amount: terms.amount,
  termMonths: terms.termMonths,
  annualRate: terms.annualRate,
  cat: 95.2,
  instalment: 2_300_00,
  status: 'in_review',
  decisionCode: null,
  decidedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

// The network is the boundary here: answer as the server would.
function renderForm() {
  return renderWithApp(<LoanApplicationForm terms={terms} />, {
    fetch: { 'POST /api/microcredits/applications': () => ({ status: 201, body: submitted }) },
  });
}

describe('loan application form', () => {
  it('asks for the income and the consent before sending anything', async () => {
    const { user, fetch } = await renderForm();
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
    expect(fetch.spy).not.toHaveBeenCalled();
  });

  it('sends the terms with the purpose, the income in cents and the consent', async () => {
    const { user, fetch } = await renderForm();
    await user.selectOptions(screen.getByLabelText('¿Para qué es el crédito?'), 'repair_items');
    await user.type(screen.getByLabelText('Tu ingreso mensual fuera de Vira (MXN)'), '9000.50');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(fetch.calls('POST /api/microcredits/applications')).toHaveLength(1));
    expect(fetch.calls('POST /api/microcredits/applications')[0]!.body).toEqual({
      ...terms,
      purpose: 'repair_items',
      monthlyIncome: 900_050,
      consent: true,
    });
  });
});
