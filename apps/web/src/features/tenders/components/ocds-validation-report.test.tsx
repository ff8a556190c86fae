import { render, screen, within } from '@testing-library/react';
import type { OcdsValidationReport } from '@vira/domain/tender';
import type { Locale } from '@vira/domain/locales';
import { describe, expect, it } from 'vitest';
import { testI18n } from '@/test/test-i18n';
import { OcdsValidationReportView } from './ocds-validation-report';

const REPORT: OcdsValidationReport = {
  standard: 'OCDS 1.1 (schema 1.1.5)',
  schema: 'release-package',
  valid: false,
  errorCount: 35,
  warningCount: 1,
  errors: [
    {
      keyword: 'required',
      path: 'releases/initiationType',
      message: "must have required property 'initiationType'",
      params: { missingProperty: 'initiationType' },
      count: 34,
      examples: ['/releases/1/initiationType', '/releases/3/initiationType'],
    },
    {
      keyword: 'enum',
      path: 'releases/tender/status',
      message: 'must be equal to one of the allowed values',
      params: { allowedValues: ['planning', 'active', 'complete'] },
      count: 1,
      examples: ['/releases/0/tender/status'],
    },
  ],
  warnings: [
    {
      keyword: 'codelist',
      path: 'releases/tender/items/classification/scheme',
      message: '"CUCoP" is not in the open codelist itemClassificationScheme.csv',
      params: { value: 'CUCoP', codelist: 'itemClassificationScheme.csv' },
      count: 1,
      examples: ['/releases/0/tender/items/0/classification/scheme'],
    },
  ],
};

const show = async (language: Locale = 'es') => {
  await testI18n(language);
  return render(<OcdsValidationReportView report={REPORT} />);
};

describe('the OCDS validation report an admin sees', () => {
  it('lists errors then warnings, each in words, where, how often and examples', async () => {
    await show();
    expect(screen.getByRole('heading', { name: 'Errores (35): no se importó nada' })).toBeVisible();
    const [first, second] = screen.getAllByTestId('ocds-error');
    expect(first).toHaveTextContent('Falta el campo obligatorio «initiationType».');
    expect(within(first!).getByText('34')).toBeVisible();
    expect(first).toHaveTextContent('/releases/1/initiationType /releases/3/initiationType');
    expect(second).toHaveTextContent('Valor no permitido; se espera uno de: planning, active, complete.');
    expect(screen.getByRole('heading', { name: /^Advertencias \(1\)/ })).toBeVisible();
    expect(screen.getByTestId('ocds-warning')).toHaveTextContent(
      '«CUCoP» no está en la lista de códigos itemClassificationScheme.csv.',
    );
  });

  it('keeps paths and pointers left to right inside an Arabic page', async () => {
    await show('ar');
    const path = screen.getAllByText('releases/initiationType')[0]!;
    expect(path).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('heading', { name: 'أخطاء (35): لم يُستورد أي شيء' })).toBeVisible();
  });
});
