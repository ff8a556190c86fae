import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { certificatePdf } from './certificate-pdf';

const course = {
  title: 'Finanzas para quienes rentan',
  titleEs: 'Finanzas para quienes rentan',
  titleEn: 'Money',
  lessons: 5,
};

async function textOf(pdf: Buffer): Promise<string> {
  return (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;
}

describe('certificate PDF', () => {
  it('prints a name in Cyrillic or Chinese as written (a built-in PDF font has neither)', async () => {
    const issuedAt = new Date('2026-11-20T12:00:00Z');
    const id = '7b7c8d2e-0000-4000-8000-000000000001';
    expect(await textOf(await certificatePdf({ id, name: 'Анна Петрова', course, issuedAt }, 'ru'))).toContain(
      'Анна Петрова',
    );
    expect(await textOf(await certificatePdf({ id, name: 'Ana Pérez', course, issuedAt }, 'es'))).toContain(
      'Ana Pérez',
    );
    expect(await textOf(await certificatePdf({ id, name: '王小明', course, issuedAt }, 'zh'))).toContain('王小明');
  });
});
