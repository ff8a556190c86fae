import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { testI18n } from '@/test/test-i18n';
import { formatReviewDate, initials } from './review-format';
import { ReviewSummary } from './review-summary';

beforeAll(() => testI18n());

const bars = (counts: [number, number, number, number, number]) => counts.map((count, i) => ({ stars: 5 - i, count }));

describe('review summary (spec: average to 1 decimal, bars 5 to 1, reseña/reseñas)', () => {
  it('shows the average with one decimal, the plural count and one bar per star from 5 to 1', () => {
    render(<ReviewSummary summary={{ average: 4, count: 3, distribution: bars([1, 1, 1, 0, 0]) }} />);
    expect(screen.getByTestId('review-average')).toHaveTextContent('4.0');
    expect(screen.getByTestId('review-count')).toHaveTextContent('3 reseñas');
    expect(screen.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual([
      '5 estrellas: 1',
      '4 estrellas: 1',
      '3 estrellas: 1',
      '2 estrellas: 0',
      '1 estrellas: 0',
    ]);
  });

  it('says reseña for exactly one', () => {
    render(<ReviewSummary summary={{ average: 5, count: 1, distribution: bars([1, 0, 0, 0, 0]) }} />);
    expect(screen.getByTestId('review-count')).toHaveTextContent(/^1 reseña$/);
  });
});

describe('review formatting', () => {
  it('writes dates in long Mexican Spanish', () => {
    expect(formatReviewDate('2026-03-03T18:00:00Z', 'es')).toBe('3 de marzo de 2026');
  });

  it('makes two-letter initials', () => {
    expect(initials('Lucía Hernández')).toBe('LH');
    expect(initials('ana')).toBe('AN');
    expect(initials('  María  José  Pérez ')).toBe('MJ');
  });
});
