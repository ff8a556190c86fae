import { cleanup, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { testI18n } from '@/test/test-i18n';
import { DaysOutOfRange, daysOutOfRange } from './days-out-of-range';

beforeAll(() => testI18n());

const show = (days: number | null, rules: { minDays: number; maxDays: number | null }) =>
  render(<DaysOutOfRange days={days} rules={rules} />);

describe('the owner’s day limits in the booking panels', () => {
  it('says the limits when the chosen days fall outside them, with 90 days when the owner set no maximum', () => {
    show(2, { minDays: 3, maxDays: null });
    expect(screen.getByRole('alert')).toHaveTextContent('Este artículo se renta de 3 a 90 días.');
    cleanup();
    show(15, { minDays: 1, maxDays: 14 });
    expect(screen.getByRole('alert')).toHaveTextContent('Este artículo se renta de 1 a 14 días.');
  });

  it('says nothing within the limits or before dates are chosen', () => {
    show(3, { minDays: 3, maxDays: 14 });
    expect(screen.queryByRole('alert')).toBeNull();
    show(null, { minDays: 3, maxDays: 14 });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(daysOutOfRange(14, { minDays: 3, maxDays: 14 })).toBe(false);
    expect(daysOutOfRange(91, { minDays: 1, maxDays: null })).toBe(true);
  });
});
