import { describe, expect, it } from 'vitest';
import { stubFetch, type FetchHandlers } from '@/test/fetch-stub';
import { apiFetch, ApiError } from './api-client';

/**
 * apiFetch is the client of better-auth's endpoints and the one place that turns a failed answer into a sentence:
 * it is tested against the network as a screen's test is, through the typed stub, answering what a server, a proxy
 * or a lost connection would.
 */
async function failure(answer: FetchHandlers['POST /api/cart/items']): Promise<ApiError> {
  stubFetch({ 'POST /api/cart/items': answer });
  const error: unknown = await apiFetch('/api/cart/items', { method: 'POST', json: {} }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiFetch failures a person reads', () => {
  it('a lost connection reads as a Spanish sentence, not "Failed to fetch"', async () => {
    const error = await failure(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(error.message).toBe('No se pudo conectar con Vira. Revisa tu conexión e intenta de nuevo.');
    expect(error.status).toBe(0);
  });

  it('a server fault reads as a Spanish sentence, not "Internal Server Error"', async () => {
    const error = await failure(
      () => new Response('Internal Server Error', { status: 500, statusText: 'Internal Server Error' }),
    );
    expect(error.message).toBe('Algo salió mal de nuestro lado. Intenta de nuevo en un momento.');
  });

  it('a refused request keeps the server’s own localized message', async () => {
    const error = await failure(() => ({
      status: 409,
      body: { error: { code: 'dates_unavailable', message: 'Esas fechas ya no están disponibles' } },
    }));
    expect(error.message).toBe('Esas fechas ya no están disponibles');
    expect(error.code).toBe('dates_unavailable');
  });

  it('a refusal without a body (a proxy’s 413) still gets a sentence', async () => {
    const error = await failure(() => new Response(null, { status: 413, statusText: 'Payload Too Large' }));
    expect(error.message).toBe('Algo salió mal de nuestro lado. Intenta de nuevo en un momento.');
  });
});
