import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { testI18n } from '@/test/test-i18n';
import { AvailabilityMonth } from './availability-month';

beforeAll(() => testI18n());

describe('the owner’s availability month', () => {
  it('shows booked, blocked and imported days on one grid; the end day of each is free again', () => {
    render(
      <AvailabilityMonth
        today="2026-12-01"
        booked={[{ startDate: '2026-12-05', endDate: '2026-12-07' }]}
        blocked={[
          { startDate: '2026-12-10', endDate: '2026-12-11', source: 'owner' },
          { startDate: '2026-12-20', endDate: '2026-12-22', source: 'ical' },
        ]}
      />,
    );
    const kind = (day: string) => document.querySelector(`[data-date="${day}"]`)?.getAttribute('data-kind');
    expect(screen.getByText('diciembre de 2026')).toBeInTheDocument();
    expect([kind('2026-12-05'), kind('2026-12-06'), kind('2026-12-07')]).toEqual(['booked', 'booked', 'free']);
    expect([kind('2026-12-10'), kind('2026-12-11')]).toEqual(['blocked', 'free']);
    expect([kind('2026-12-20'), kind('2026-12-21'), kind('2026-12-22')]).toEqual(['imported', 'imported', 'free']);
    // The 1st of December 2026 is a Tuesday: one blank Monday before it.
    expect(document.querySelectorAll('[data-date]')[0]?.getAttribute('data-date')).toBe('2026-12-01');
    expect(screen.getByLabelText(/5 de diciembre de 2026: Reservado/)).toBeInTheDocument();
  });
});
