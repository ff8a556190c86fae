import { cleanup, screen, waitFor } from '@testing-library/react';
import type { MyVerification } from '@vira/domain/verification';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { verificationKeys } from '../api/verification-api';
import { renderWithApp } from '@/test/render-with-app';
import { VerificationView } from './verification-view';

// Browser parts jsdom lacks, not the network: these stay stand-ins.
beforeAll(() => {
  // jsdom has no ResizeObserver; the Radix checkbox only needs it to exist.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  // jsdom has no object URLs; the preview only needs an address.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});

const NEVER: MyVerification = {
  provider: 'sandbox',
  status: 'unverified',
  verifications: [],
  attemptsLeftToday: 5,
  retentionDays: 30,
};

/** The person's verification is already known: the view asks the server nothing before sending. */
function renderView(me: MyVerification = NEVER) {
  return renderWithApp(<VerificationView />, { cache: [[verificationKeys.mine, me]] });
}

const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });

describe('/verification before sending', () => {
  it('shows the consent notice first, checks the CURP digit, and names what is missing without sending', async () => {
    const { user, fetch } = await renderView();
    expect(screen.getByText(/se borran 30 días después de la decisión/)).toBeInTheDocument();
    const curp = screen.getByLabelText('CURP (opcional)');
    await user.click(curp);
    await user.paste('HEGG560427MVZRRL05');
    expect(curp).toHaveAccessibleDescription('El dígito verificador de la CURP no coincide: revisa los 18 caracteres.');
    await user.clear(curp);
    await user.paste('hegg560427mvzrrl04');
    expect(curp).toHaveAccessibleDescription('✓ CURP válida');

    await user.click(screen.getByRole('button', { name: 'Enviar verificación' }));
    expect(await screen.findByText('Falta: Frente del documento, Reverso del documento, Selfie')).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'Leí el aviso y acepto que se verifique mi identidad' }),
    ).toHaveAttribute('aria-invalid', 'true');
    expect(fetch.spy).not.toHaveBeenCalled();
  }, 20_000);

  it('asks for no back of a passport, previews each photo and lets it be changed; the selfie opens the front camera', async () => {
    const { user } = await renderView();
    await user.selectOptions(screen.getByLabelText('Documento'), 'passport');
    expect(screen.queryByText('Reverso del documento')).not.toBeInTheDocument();
    const selfie = screen.getByLabelText('Subir o tomar foto: Selfie');
    expect(selfie).toHaveAttribute('capture', 'user');
    expect(selfie).toHaveAttribute('accept', 'image/*');
    expect(screen.getByLabelText('Subir o tomar foto: Frente del documento')).toHaveAttribute('capture', 'environment');
    await user.upload(selfie, jpeg('selfie.jpg'));
    expect(screen.getByRole('img', { name: 'Vista previa: Selfie' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cambiar foto' }));
    await waitFor(() => expect(screen.getByLabelText('Subir o tomar foto: Selfie')).toBeInTheDocument());
  });

  it('tells a refused person why and how to try again; a verified one sees no form', async () => {
    await renderView({
      ...NEVER,
      status: 'rejected',
      verifications: [
        {
          id: 'v1',
          provider: 'sandbox',
          status: 'rejected',
          documentType: 'ine',
          country: 'MX',
          expiresOn: '2030-01-01',
          maskedCurp: null,
          birthDate: null,
          decisionReason: 'La selfie está borrosa',
          decidedAt: '2026-11-20T10:00:00.000Z',
          imagesHeld: ['front', 'back', 'selfie'],
          imagesDeleteOn: '2026-12-20',
          consentedAt: '2026-11-19T10:00:00.000Z',
          createdAt: '2026-11-19T10:00:00.000Z',
        },
      ],
    });
    expect(screen.getByText('No pudimos verificar tu identidad. Motivo: La selfie está borrosa')).toBeInTheDocument();
    expect(screen.getByText(/Inténtalo de nuevo con fotos nítidas/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Borrar mis fotos y datos de verificación' })).toBeInTheDocument();
    cleanup();
    await renderView({ ...NEVER, status: 'verified' });
    expect(screen.queryByRole('button', { name: 'Enviar verificación' })).not.toBeInTheDocument();
    expect(screen.getByTestId('verification-status')).toHaveTextContent('Identidad verificada');
  });
});
