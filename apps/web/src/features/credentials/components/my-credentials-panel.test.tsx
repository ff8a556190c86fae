import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { credentialKeys } from '@/lib/queries/credential-queries';
import type { ApiBody } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render-with-app';
import { MyCredentialsPanel } from './my-credentials-panel';

const created: ApiBody<'POST /api/credentials', 201> = {
  id: 'c1',
  userId: 'u1',
  type: 'drivers_licence',
  number: '87654321',
  issuer: 'SEMOVI',
  expiresOn: null,
  fileType: 'application/pdf',
  fileUrl: '/api/credentials/c1/file',
  status: 'pending',
  decisionReason: null,
  decidedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

/**
 * No credentials yet, already in the cache: the panel asks the server nothing until the form is sent (then the
 * list again, with the new one).
 */
function renderPanel() {
  return renderWithApp(<MyCredentialsPanel />, {
    cache: [[credentialKeys.mine, []]],
    fetch: {
      'POST /api/credentials': () => ({ status: 201, body: created }),
      'GET /api/credentials': () => ({ status: 200, body: { items: [created] } }),
    },
  });
}

const pdf = () => new File(['%PDF-1.4 cédula'], 'cedula.pdf', { type: 'application/pdf' });

describe('my credentials form', () => {
  it('names a missing number and a missing document under their fields, and a wrong file, before sending', async () => {
    const { fetch } = await renderPanel();
    const user = userEvent.setup({ delay: null, applyAccept: false });
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
    expect(fetch.spy).not.toHaveBeenCalled();
  });

  it('sends the trimmed fields and the document as the server expects them', async () => {
    const { user, fetch } = await renderPanel();
    await user.selectOptions(screen.getByLabelText('Tipo'), 'drivers_licence');
    await user.type(screen.getByLabelText('Número'), ' 87654321 ');
    await user.type(screen.getByLabelText('Emitida por'), 'SEMOVI');
    await user.upload(screen.getByLabelText('Foto o PDF del documento'), pdf());
    await user.click(screen.getByRole('button', { name: 'Agregar credencial' }));

    await waitFor(() => expect(fetch.calls('POST /api/credentials')).toHaveLength(1));
    const [sent] = fetch.calls('POST /api/credentials');
    expect(sent!.request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = sent!.form!;
    expect([...form.keys()].sort()).toEqual(['expiresOn', 'file', 'issuer', 'number', 'type']);
    expect(form.get('type')).toBe('drivers_licence');
    expect(form.get('number')).toBe('87654321');
    expect(form.get('issuer')).toBe('SEMOVI');
    expect(form.get('expiresOn')).toBe('');
    // The document is a part of its own; its bytes do not survive jsdom's File crossing into Node's Request,
    // so e2e/tests/credentials.spec.ts checks them in a browser (the server sniffs the PDF).
    expect((form.get('file') as File).type).toBe('application/pdf');
  });
});
