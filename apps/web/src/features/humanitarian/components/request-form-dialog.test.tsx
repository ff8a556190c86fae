import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render-with-app';
import { RequestFormDialog } from './request-form-dialog';
import type { PlacePickerSlot } from './slots';

/** The app puts the map here; a button that picks Juchitán stands in for a click on it. */
const placePicker: PlacePickerSlot = ({ onPick }) => (
  <button type="button" onClick={() => onPick({ lat: 16.43, lng: -95.02, city: 'Juchitán', country: 'México' })}>
    Marcar Juchitán
  </button>
);

function renderForm() {
  return renderWithApp(<RequestFormDialog open onOpenChange={vi.fn()} placePicker={placePicker} />);
}

describe('aid request form', () => {
  // Many fields to type into on a shared 2-core machine: more time than the default 5 s.
  it('names each wrong field under it before anything is sent', { timeout: 20_000 }, async () => {
    const { user, fetch } = await renderForm();
    await user.type(screen.getByLabelText('Descripción'), 'Sin agua potable desde el sismo.');
    await user.click(screen.getByLabelText('Agua'));
    await user.click(screen.getByRole('button', { name: 'Marcar Juchitán' }));
    expect(screen.getByLabelText('Nombre del lugar')).toHaveValue('Juchitán');
    await user.type(screen.getByLabelText('Personas afectadas'), '0');
    await user.click(screen.getByRole('button', { name: 'Agregar artículo' }));
    await user.type(screen.getByLabelText('Artículo'), 'Garrafón 20 L');
    await user.type(screen.getByLabelText('Cantidad'), '30');
    await user.click(screen.getByRole('button', { name: 'Enviar a revisión' }));

    expect(await screen.findByText('Escribe un título')).toBeInTheDocument();
    expect(screen.getByLabelText('Título')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Título')).toHaveAccessibleDescription('Escribe un título');
    expect(screen.getByLabelText('Personas afectadas')).toHaveAccessibleDescription(
      'Indica cuántas personas, con un número entero mayor que 0',
    );
    expect(screen.getByLabelText('Unidad')).toHaveAccessibleDescription('Escribe la unidad');
    // What was right is not called wrong.
    expect(screen.getByLabelText('Descripción')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Cantidad')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Elige al menos un tipo de ayuda')).toBeNull();
    expect(screen.queryByText('Marca el lugar en el mapa')).toBeNull();
    expect(fetch.spy).not.toHaveBeenCalled();
  });

  it('asks for an aid type and a place on the map when they are missing', { timeout: 20_000 }, async () => {
    const { user, fetch } = await renderForm();
    await user.type(screen.getByLabelText('Título'), 'Agua para 100 personas');
    await user.click(screen.getByRole('button', { name: 'Enviar a revisión' }));
    expect(await screen.findByText('Elige al menos un tipo de ayuda')).toBeInTheDocument();
    expect(screen.getByText('Marca el lugar en el mapa')).toBeInTheDocument();
    expect(screen.getByLabelText('Título')).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByLabelText('Agua'));
    await user.click(screen.getByRole('button', { name: 'Marcar Juchitán' }));
    // The pick re-validates through zod, which answers asynchronously: the message goes once it has.
    await waitFor(() => expect(screen.queryByText('Marca el lugar en el mapa')).toBeNull());
    expect(fetch.spy).not.toHaveBeenCalled();
  });
});
