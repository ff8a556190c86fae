import { describe, expect, it } from 'vitest';
import { documentLink } from './document-link';

describe('documentLink', () => {
  it('carries the chosen language, which a plain download link cannot send as a header', () => {
    expect(documentLink('/api/invoices/abc/receipt.pdf', 'ar')).toBe('/api/invoices/abc/receipt.pdf?lang=ar');
    expect(documentLink('/api/x?download=1', 'zh')).toBe('/api/x?download=1&lang=zh');
  });
});
