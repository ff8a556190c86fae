import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { testI18n } from '@/test/test-i18n';
import { DateRangeCalendar, type DateRange } from './date-range-calendar';

beforeAll(() => testI18n());

function Harness({ onChange }: { onChange?(range: DateRange): void }) {
  const [range, setRange] = useState<DateRange>({ start: null, end: null });
  return (
    <DateRangeCalendar
      today="2030-03-05"
      held={[{ start: '2030-03-12', end: '2030-03-15' }]}
      value={range}
      onChange={(r) => {
        setRange(r);
        onChange?.(r);
      }}
    />
  );
}

const day = (date: string) => document.querySelector(`[data-date="${date}"]`) as HTMLButtonElement;

describe('date range calendar', () => {
  it('disables past days and days held by someone else', () => {
    render(<Harness />);
    expect(day('2030-03-04')).toBeDisabled();
    expect(day('2030-03-05')).toBeEnabled();
    expect(day('2030-03-12')).toBeDisabled();
    expect(day('2030-03-14')).toBeDisabled();
    // The day the other renter returns it is free for a new pickup.
    expect(day('2030-03-15')).toBeEnabled();
    expect(screen.getByText('Elige el día de recogida')).toBeInTheDocument();
  });

  it('lets the return day be the next pickup day but never span a held day', () => {
    let last: DateRange = { start: null, end: null };
    render(<Harness onChange={(r) => (last = r)} />);
    fireEvent.click(day('2030-03-08'));
    expect(screen.getByText('Ahora elige el día de devolución')).toBeInTheDocument();
    expect(day('2030-03-12')).toBeEnabled();
    expect(day('2030-03-13')).toBeDisabled();
    expect(day('2030-03-20')).toBeDisabled();
    fireEvent.click(day('2030-03-12'));
    expect(last).toEqual({ start: '2030-03-08', end: '2030-03-12' });
  });
});

describe('date range calendar words', () => {
  it('names the month as Spanish writes it ("marzo de 2030"), not "Marzo De 2030"', () => {
    render(<Harness />);
    expect(screen.getByTestId('calendar-caption')).toHaveTextContent(/^marzo de 2030$/);
    expect(screen.getByTestId('calendar-caption').className).not.toMatch(/capitalize/);
  });

  it('stops asking for a day once both are picked, and says which', () => {
    render(<Harness />);
    fireEvent.click(day('2030-03-06'));
    fireEvent.click(day('2030-03-09'));
    const hint = screen.getByTestId('calendar-hint');
    expect(hint).not.toHaveTextContent('Elige el día de recogida');
    expect(hint).not.toHaveTextContent('Ahora elige el día de devolución');
    expect(hint).toHaveTextContent(/6 mar 2030.*9 mar 2030/);
  });
});
