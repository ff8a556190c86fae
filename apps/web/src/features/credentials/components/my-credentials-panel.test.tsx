import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { credentialKeys } from '@/lib/queries/credential-queries';
import { testI18n } from '@/test/test-i18n';
import { stubFetch } from '@/test/fetch-stub';
import { MyCredentialsPanel } from './my-credentials-panel';

beforeAll(() => testI18n());

/** No credentials yet, already in the cache: the panel asks the server nothing until the form is sent. */
function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(credentialKeys.mine, []);
  render(
    <QueryClientProvider client={client}>
      <MyCredentialsPanel />
    </QueryClientProvider>,
  );
}

const pdf = () => new File(['%PDF-1.4 cédula'], 'cedula.pdf', { type: 'application/pdf' });

describe('my credentials form', () => {
  it('names a missing number and a missing document under their fields, and a wrong file, before sending', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const fetchMock = stubFetch().spy;
    renderPanel();
    await user.type(screen.getByLabelText('Emitida por'), 'SEP');
    await user.type(screen.getByLabelText('Número'), '   ');
    await user.click(screen.getByRole('button', { name: 'Agregar credencial' }));

    const number = screen.getByLabelText('Número');
    await waitFor(() =>
      expect(number).toHaveAccessibleDescription('Escribe el número del documento (hasta 60 caracteres)'),
    );
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Emitida por')).not.toHaveAttribute('aria-invalid');
    const file = screen.getByLabelText('Foto o PDF del documento');
    expect(file).toHaveAccessibleDescription('Adjunta la foto o el PDF del documento');

    await user.upload(file, new File(['hola'], 'nota.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Agregar credencial' }));
    await waitFor(() =>
      expect(file).toHaveAccessibleDescription('Sube una foto (JPEG, PNG o WebP) o un PDF de hasta 5 MB.'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the trimmed fields and the document as the server expects them', async () => {
    const user = userEvent.setup({ delay: null });
    // The network is the boundary here: answer as the server would.
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const post = (input instanceof Request ? input.method : init?.method) === 'POST';
      return Promise.resolve(
        new Response(JSON.stringify(post ? { id: 'c1', status: 'pending' } : { items: [] }), {
          status: post ? 201 : 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    });
    try {
      renderPanel();
      await user.selectOptions(screen.getByLabelText('Tipo'), 'drivers_licence');
      await user.type(screen.getByLabelText('Número'), ' 87654321 ');
      await user.type(screen.getByLabelText('Emitida por'), 'SEMOVI');
      await user.upload(screen.getByLabelText('Foto o PDF del documento'), pdf());
      await user.click(screen.getByRole('button', { name: 'Agregar credencial' }));

      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
      const sent = fetchMock.mock.calls[0]![0] as Request;
      expect(sent.method).toBe('POST');
      expect(new URL(sent.url).pathname).toBe('/api/credentials');
      expect(sent.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
      const form = await sent.formData();
      expect([...form.keys()].sort()).toEqual(['expiresOn', 'file', 'issuer', 'number', 'type']);
      expect(form.get('type')).toBe('drivers_licence');
      expect(form.get('number')).toBe('87654321');
      expect(form.get('issuer')).toBe('SEMOVI');
      expect(form.get('expiresOn')).toBe('');
      // The document is a part of its own; its bytes do not survive jsdom's File crossing into Node's Request,
      // so e2e/tests/credentials.spec.ts checks them in a browser (the server sniffs the PDF).
      expect((form.get('file') as File).type).toBe('application/pdf');
    } finally {
      fetchMock.mockRestore();
    }
  });
});
