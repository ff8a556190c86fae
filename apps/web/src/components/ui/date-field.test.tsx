import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testI18n } from '@/test/test-i18n';
import { DateField } from './date-field';

beforeAll(() => testI18n());

function Field({ initial = '', onChange }: { initial?: string; onChange?(v: string): void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="when">Fecha de inicio</label>
      <DateField
        id="when"
        value={value}
        min="2026-12-05"
        onChange={(v) => {
          setValue(v);
          onChange?.(v);
        }}
      />
    </>
  );
}

describe('the date field reads and takes dates in the person’s language (issue 34, item 12)', () => {
  it('shows "10 dic 2026", never "mm/dd/yyyy", and its empty state in Spanish order', () => {
    render(<Field initial="2026-12-10" />);
    const field = screen.getByLabelText('Fecha de inicio');
    expect(field).toHaveValue('10 dic 2026');
    expect(field).toHaveAttribute('data-value', '2026-12-10');
    cleanup();
    render(<Field />);
    expect(screen.getByLabelText('Fecha de inicio')).toHaveAttribute('placeholder', 'dd/mm/aaaa');
  });

  it('takes a date typed day first, and shows it as the person reads it on leaving', async () => {
    const changed = vi.fn();
    render(<Field onChange={changed} />);
    const field = screen.getByLabelText('Fecha de inicio');
    await userEvent.type(field, '24/12/2026');
    expect(changed).toHaveBeenLastCalledWith('2026-12-24');
    fireEvent.blur(field);
    expect(field).toHaveValue('24 dic 2026');
  });

  it('opens a Spanish calendar, Monday first, where days before the minimum are off', async () => {
    const changed = vi.fn();
    render(<Field initial="2026-12-10" onChange={changed} />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir el calendario' }));
    const calendar = await screen.findByTestId('date-field-calendar');
    expect(calendar).toHaveTextContent('diciembre de 2026');
    expect(calendar.querySelector('[data-date="2026-12-04"]')).toBeDisabled();
    expect(calendar.querySelector('[data-date="2026-12-05"]')).toBeEnabled();
    await userEvent.click(within(calendar).getByRole('button', { name: /jueves, 31 de diciembre de 2026/ }));
    expect(changed).toHaveBeenLastCalledWith('2026-12-31');
    expect(screen.getByLabelText('Fecha de inicio')).toHaveValue('31 dic 2026');
  });
});
