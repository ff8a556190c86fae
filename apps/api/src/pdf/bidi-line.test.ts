import { describe, expect, it } from 'vitest';
import { visualRuns } from './bidi-line';

const drawn = (line: string) => visualRuns(line).map((run) => `${run.rtl ? 'R' : 'L'}:${run.text}`);

describe('visual runs of a right-to-left line', () => {
  it('puts an amount after its Arabic label, at the left end, still readable left to right', () => {
    expect(drawn('الإجمالي: MXN 1,500.00')).toEqual(['L:MXN 1,500.00', 'R:الإجمالي: ']);
  });

  it('keeps RFCs, folios and Latin names in one left-to-right run', () => {
    expect(drawn('الجهة المُصدِرة: ESCUELA KEMPER URGATE — RFC EKU9003173C9')).toEqual([
      'L:ESCUELA KEMPER URGATE — RFC EKU9003173C9',
      'R:الجهة المُصدِرة: ',
    ]);
  });

  it('mirrors brackets around Latin words inside Arabic, so "(IVA)" closes on the left', () => {
    // The opening bracket, typed first, is drawn on the right as ")" turned into "(" by mirroring, and vice versa.
    expect(drawn('ضريبة القيمة المضافة (IVA)')).toEqual(['R:(', 'L:IVA', 'R:ضريبة القيمة المضافة )']);
  });

  it('orders two dates of a range right to left while each date reads left to right', () => {
    expect(drawn('2026-12-01 – 2026-12-04')).toEqual(['L:2026-12-04', 'R: – ', 'L:2026-12-01']);
  });

  it('keeps a name isolated with its own direction: its closing ">" stays at its end', () => {
    expect(drawn('العميل: \u2068Renata Prueba <renata@example.com>\u2069')).toEqual([
      'L:Renata Prueba <renata@example.com>',
      'R:العميل: ',
    ]);
  });

  it('leaves a left-to-right paragraph alone', () => {
    expect(drawn('Sin validez fiscal — entorno de pruebas')).toEqual(['L:Sin validez fiscal — entorno de pruebas']);
  });
});
