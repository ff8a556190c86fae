import { describe, expect, it } from 'vitest';
import { formDataBody } from './api';

describe('upload bodies', () => {
  it('sends each field as a part, one part per photo, and leaves out what is absent', () => {
    const first = new File(['a'], 'uno.png', { type: 'image/png' });
    const second = new File(['b'], 'dos.png', { type: 'image/png' });
    const form = formDataBody({ amount: '25000', description: 'Rayón', photos: [first, second], note: undefined });
    expect([...form.keys()]).toEqual(['amount', 'description', 'photos', 'photos']);
    expect(form.get('amount')).toBe('25000');
    expect(form.getAll('photos').map((photo) => (photo as File).name)).toEqual(['uno.png', 'dos.png']);
  });
});
