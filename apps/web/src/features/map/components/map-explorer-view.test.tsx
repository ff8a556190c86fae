import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithApp, signedOut } from '@/test/render-with-app';
import MapExplorerView from './map-explorer-view';

// The sample catalogue's range: the slider runs to its dearest day, in the display currency (US dollars here).
const pricePerDayUsd = { min: 1.41, max: 500 };

// Browser parts jsdom lacks, not the network: these stay stand-ins.
beforeAll(() => {
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
});

afterEach(() => {
  vi.useRealTimers();
});

/**
 * A guest; the map's settings, the catalogue's figures, an empty map, and no place named by the words typed (the
 * network is this test's boundary).
 */
function renderExplorer() {
  return renderWithApp(<MapExplorerView filters={{ q: 'taladro', location: 'Oaxaca', instantBooking: true }} />, {
    cache: signedOut,
    fetch: {
      'GET /api/geocode': () => ({ status: 200, body: { results: [] } }),
      'GET /api/map/config': () => ({
        status: 200,
        body: { tileUrl: '/tiles/{z}/{x}/{y}.png', tileAttribution: 'test' },
      }),
      'GET /api/stats': () => ({
        status: 200,
        body: { listings: 310, countries: 32, cities: 66, byType: { product: 262, service: 48 }, pricePerDayUsd },
      }),
      'GET /api/map/listings': () => ({ status: 200, body: { clusters: [], points: [], total: 0 } }),
      'GET /api/map/continents': () => ({ status: 200, body: { continents: [], total: 0 } }),
    },
  });
}

describe('map explorer (/search map view)', () => {
  it('has the spec search box, filters and use-my-location', async () => {
    await renderExplorer();
    expect(screen.getByPlaceholderText('Buscar por ubicación, artículo o descripción...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filtros' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Usar mi ubicación' })).toBeInTheDocument();
  });

  it('is locked until the first click; moving over it shows "Clic para hacer zoom" for 2 seconds', async () => {
    await renderExplorer();
    vi.useFakeTimers();
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
    await renderExplorer();
    fireEvent.click(screen.getByRole('button', { name: 'Filtros' }));
    expect(screen.getByTestId('map-filters-panel')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('map-price-range')).toHaveTextContent('USD 0 – USD 500'));
    expect(screen.getAllByRole('slider')[1]).toHaveAttribute('aria-valuemax', '500');
    expect(screen.queryByRole('button', { name: 'Aplicar Filtros' })).not.toBeInTheDocument();
  });

  it('looks for words that name no place in the listings, as its placeholder promises, and the chip clears them', async () => {
    const { fetch } = await renderExplorer();
    const box = screen.getByRole('combobox', { name: 'Buscar por ubicación, artículo o descripción...' });
    fireEvent.change(box, { target: { value: 'martillo' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    const chip = await screen.findByTestId('map-text-filter');
    expect(chip).toHaveTextContent('Artículos con «martillo»');
    await waitFor(() =>
      expect(fetch.calls('GET /api/map/listings').some((c) => c.query.get('q') === 'taladro martillo')).toBe(true),
    );
    fireEvent.click(chip);
    expect(screen.queryByTestId('map-text-filter')).not.toBeInTheDocument();
  });

  it('asks the map API with the search page filters', async () => {
    const { fetch } = await renderExplorer();
    await waitFor(() => expect(fetch.calls('GET /api/map/listings')).not.toHaveLength(0));
    const { query } = fetch.calls('GET /api/map/listings')[0]!;
    expect(query.get('q')).toBe('taladro');
    expect(query.get('location')).toBe('Oaxaca');
    expect(query.get('instantBooking')).toBe('true');
  });
});
