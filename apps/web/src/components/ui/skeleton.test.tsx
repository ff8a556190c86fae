import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton';

describe('a loading box', () => {
  it('is a status a screen reader hears when it says what is loading, in valid HTML (no aria-label on a div)', () => {
    render(<Skeleton className="h-72" label="Cargando..." />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Cargando...');
    expect(status).not.toHaveAttribute('aria-label');
    expect(status).not.toHaveAttribute('aria-hidden');
  });

  it('is hidden from screen readers otherwise', () => {
    const { container } = render(<Skeleton className="h-28" />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
