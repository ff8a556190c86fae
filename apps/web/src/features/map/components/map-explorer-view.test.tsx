import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CurrencyProvider } from '@/lib/currency';
import { testI18n } from '@/test/test-i18n';
import MapExplorerView from './map-explorer-view';

const requests: string[] = [];
// The sample catalogue's range: the slider runs to its dearest day, in the display currency (US dollars here).
const pricePerDayUsd = { min: 1.41, max: 500 };

beforeAll(async () => {
  await testI18n();
  // jsdom has no ResizeObserver; the Radix slider only needs it to exist.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  // Desktop width: the filters open inline, not in a side sheet.
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | Request) => {
      const url = typeof input === 'string' ? input : input.url.slice(new URL(input.url).origin.length);
      requests.push(url);
      const body = String(url).startsWith('/api/map/config')
        ? { tileUrl: '/tiles/{z}/{x}/{y}.png', tileAttribution: 'test' }
        : String(url).startsWith('/api/stats')
          ? { listings: 310, countries: 32, cities: 66, byType: { product: 262, service: 48 }, pricePerDayUsd }
          : { clusters: [], points: [], total: 0, continents: [], items: [], results: [] };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderExplorer() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CurrencyProvider>
        <MemoryRouter>
          <MapExplorerView filters={{ q: 'taladro', location: 'Oaxaca', instantBooking: true }} />
        </MemoryRouter>
      </CurrencyProvider>
    </QueryClientProvider>,
  );
}

describe('map explorer (/search map view)', () => {
  it('has the spec search box, filters and use-my-location', () => {
    renderExplorer();
    expect(screen.getByPlaceholderText('Buscar por ubicación, artículo o descripción...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filtros' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Usar mi ubicación' })).toBeInTheDocument();
  });

  it('is locked until the first click; moving over it shows "Clic para hacer zoom" for 2 seconds', () => {
    vi.useFakeTimers();
    renderExplorer();
    const lock = screen.getByTestId('map-lock');
    fireEvent.mouseMove(lock);
    expect(screen.getByText('Clic para hacer zoom')).toBeInTheDocument();
    void act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.queryByText('Clic para hacer zoom')).not.toBeInTheDocument();
    fireEvent.click(lock);
    expect(screen.queryByTestId('map-lock')).not.toBeInTheDocument();
  });

  it('opens the filters inline on desktop with a price slider in the display currency over the catalogue’s range', async () => {
    renderExplorer();
    fireEvent.click(screen.getByRole('button', { name: 'Filtros' }));
    expect(screen.getByTestId('map-filters-panel')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('map-price-range')).toHaveTextContent('USD 0 – USD 500'));
    expect(screen.getAllByRole('slider')[1]).toHaveAttribute('aria-valuemax', '500');
    expect(screen.queryByRole('button', { name: 'Aplicar Filtros' })).not.toBeInTheDocument();
  });

  it('looks for words that name no place in the listings, as its placeholder promises, and the chip clears them', async () => {
    renderExplorer();
    const box = screen.getByRole('combobox', { name: 'Buscar por ubicación, artículo o descripción...' });
    fireEvent.change(box, { target: { value: 'martillo' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    const chip = await screen.findByTestId('map-text-filter');
    expect(chip).toHaveTextContent('Artículos con «martillo»');
    await waitFor(() =>
      expect(requests.some((r) => r.startsWith('/api/map/listings?') && r.includes('q=taladro+martillo'))).toBe(true),
    );
    fireEvent.click(chip);
    expect(screen.queryByTestId('map-text-filter')).not.toBeInTheDocument();
  });

  it('asks the map API with the search page filters', async () => {
    renderExplorer();
    await waitFor(() => expect(requests.some((r) => r.startsWith('/api/map/listings?'))).toBe(true));
    const query = new URLSearchParams(requests.find((r) => r.startsWith('/api/map/listings?'))!.split('?')[1]);
    expect(query.get('q')).toBe('taladro');
    expect(query.get('location')).toBe('Oaxaca');
    expect(query.get('instantBooking')).toBe('true');
  });
});
