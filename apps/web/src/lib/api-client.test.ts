import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import common from '../locales/es/common.json';
import { apiFetch, ApiError } from './api-client';

beforeAll(async () => {
  await i18next.init({ lng: 'es', resources: { es: { common } }, defaultNS: 'common' });
});

afterEach(() => vi.unstubAllGlobals());

/** The network is the boundary we do not own: fetch is replaced for each case. */
function respondWith(result: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(result));
}

async function failure(): Promise<ApiError> {
  const error: unknown = await apiFetch('/api/cart/items', { method: 'POST', json: {} }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiFetch failures a person reads', () => {
  it('a lost connection reads as a Spanish sentence, not "Failed to fetch"', async () => {
    respondWith(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure();
    expect(error.message).toBe('No se pudo conectar con Vira. Revisa tu conexión e intenta de nuevo.');
    expect(error.status).toBe(0);
  });

  it('a server fault reads as a Spanish sentence, not "Internal Server Error"', async () => {
    respondWith(() =>
      Promise.resolve(new Response('Internal Server Error', { status: 500, statusText: 'Internal Server Error' })),
    );
    expect((await failure()).message).toBe('Algo salió mal de nuestro lado. Intenta de nuevo en un momento.');
  });

  it('a refused request keeps the server’s own localized message', async () => {
    respondWith(() =>
      Promise.resolve(
        Response.json(
          { error: { code: 'dates_unavailable', message: 'Esas fechas ya no están disponibles' } },
          { status: 409 },
        ),
      ),
    );
    const error = await failure();
    expect(error.message).toBe('Esas fechas ya no están disponibles');
    expect(error.code).toBe('dates_unavailable');
  });

  it('a refusal without a body (a proxy’s 413) still gets a sentence', async () => {
    respondWith(() => Promise.resolve(new Response(null, { status: 413, statusText: 'Payload Too Large' })));
    expect((await failure()).message).toBe('Algo salió mal de nuestro lado. Intenta de nuevo en un momento.');
  });
});
