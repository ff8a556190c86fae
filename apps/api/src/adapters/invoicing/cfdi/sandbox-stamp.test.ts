import fs from 'node:fs';
import path from 'node:path';
import { X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseXmlNode } from '../../../../test/parse-xml-node';
import { cfdiSchemaErrors } from '../../../../test/validate-cfdi-xml';
import { cfdiCadenaOriginal, tfdCadenaOriginal } from './cadena-original';
import type { CfdiInput } from './cfdi-comprobante';
import { verifySeal } from './sandbox-csd';
import { SANDBOX_TIMBRE_LEYENDA, stampSandboxCfdi } from './sandbox-stamp';
import { childNamed } from './xml-node';

const invoice: CfdiInput = {
  type: 'I',
  uuid: '0F8A6B2C-1111-4222-A333-444455556666',
  issuedAt: new Date('2026-11-20T18:00:00Z'),
  issuer: { rfc: 'EKU9003173C9', name: 'ESCUELA KEMPER URGATE', taxRegime: '601', postalCode: '42501' },
  receiver: {
    rfc: 'XOJI740919U48',
    name: 'Ingrid Xodar Jiménez',
    postalCode: '76028',
    taxRegime: '612',
    cfdiUse: 'G03',
  },
  currency: 'MXN',
  paymentForm: '04',
  items: [
    { description: 'Taladro | percutor (2026-12-01 – 2026-12-03)', productKey: '80131500', amount: 75_000 },
    { description: 'Entrega a domicilio: Taladro', productKey: '78102203', amount: 15_001 },
  ],
};

/** The certificate a CFDI carries, read from the document itself, not from our files. */
function certificateOf(xml: string) {
  const node = parseXmlNode(xml);
  return { node, certificate: new X509Certificate(Buffer.from(node.attrs.Certificado!, 'base64')) };
}

describe('the cadena original follows the SAT’s XSLT', () => {
  it('rebuilds the chain of a CFDI 4.0 sealed elsewhere (CfdiUtils’ sample) so that its Sello verifies', () => {
    const xml = fs.readFileSync(
      path.join(__dirname, '../../../../test/standards/sat/cfdi40-sample-cfdiutils.xml'),
      'utf8',
    );
    const { node, certificate } = certificateOf(xml);
    expect(verifySeal(cfdiCadenaOriginal(node), node.attrs.Sello!, certificate)).toBe(true);
    // One changed field and the seal no longer matches: the check is real.
    node.attrs.Total = '3327.02';
    expect(verifySeal(cfdiCadenaOriginal(node), node.attrs.Sello!, certificate)).toBe(false);
  });
});

describe('the sandbox’s CFDI 4.0', () => {
  it('is valid against the SAT’s cfdv40.xsd and TimbreFiscalDigitalv11.xsd (libxml2)', async () => {
    const stamped = stampSandboxCfdi(invoice);
    expect(await cfdiSchemaErrors(stamped.xml)).toEqual([]);
    // The validator is not asleep: a broken document is refused.
    expect(await cfdiSchemaErrors(stamped.xml.replace('ObjetoImp="02"', 'ObjetoImp="99"'))).not.toEqual([]);
  });

  it('is sealed with the SAT’s test CSD: Sello and SelloSAT verify with the certificate in the XML', () => {
    const stamped = stampSandboxCfdi(invoice);
    const { node, certificate } = certificateOf(stamped.xml);
    expect(node.attrs.NoCertificado).toBe('30001000000500003416');
    expect(certificate.subject).toContain('EKU9003173C9');
    expect(node.attrs.Sello).toBe(stamped.sello);
    expect(verifySeal(cfdiCadenaOriginal(node), node.attrs.Sello!, certificate)).toBe(true);
    const tfd = childNamed(childNamed(node, 'cfdi:Complemento'), 'tfd:TimbreFiscalDigital')!;
    expect(tfd.attrs).toMatchObject({ UUID: invoice.uuid, SelloCFD: stamped.sello, Leyenda: SANDBOX_TIMBRE_LEYENDA });
    expect(tfd.attrs.Leyenda).toMatch(/sin validez fiscal/);
    expect(verifySeal(tfdCadenaOriginal(tfd), tfd.attrs.SelloSAT!, certificate)).toBe(true);
  });

  it('splits IVA per concept and totals it; `|` never reaches a text field; the QR address is SAT’s', () => {
    const stamped = stampSandboxCfdi(invoice);
    const { node } = certificateOf(stamped.xml);
    expect(node.attrs).toMatchObject({ SubTotal: '775.87', Total: '900.01', Moneda: 'MXN', TipoDeComprobante: 'I' });
    expect(childNamed(node, 'cfdi:Impuestos')!.attrs.TotalImpuestosTrasladados).toBe('124.14');
    expect(stamped.xml).toContain('Descripcion="Taladro / percutor');
    expect(stamped.verificationUrl).toBe(
      `https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx?id=${invoice.uuid}&re=EKU9003173C9&rr=XOJI740919U48&tt=900.01&fe=${stamped.sello.slice(-8)}`,
    );
  });

  it('writes a credit note as an egreso related to its invoice (TipoRelacion 01, UsoCFDI G02), also valid', async () => {
    const stamped = stampSandboxCfdi({
      ...invoice,
      type: 'E',
      uuid: '1A2B3C4D-1111-4222-A333-444455556666',
      relatedUuid: invoice.uuid,
      items: [{ description: 'Devolución por cancelación de la renta', productKey: '84111506', amount: 75_000 }],
    });
    const { node, certificate } = certificateOf(stamped.xml);
    expect(node.attrs.TipoDeComprobante).toBe('E');
    expect(childNamed(node, 'cfdi:Receptor')!.attrs.UsoCFDI).toBe('G02');
    const related = childNamed(node, 'cfdi:CfdiRelacionados')!;
    expect(related.attrs.TipoRelacion).toBe('01');
    expect(childNamed(related, 'cfdi:CfdiRelacionado')!.attrs.UUID).toBe(invoice.uuid);
    expect(verifySeal(cfdiCadenaOriginal(node), node.attrs.Sello!, certificate)).toBe(true);
    expect(await cfdiSchemaErrors(stamped.xml)).toEqual([]);
  });

  it('writes a foreign currency with its exchange rate to pesos, still valid', async () => {
    const stamped = stampSandboxCfdi({ ...invoice, currency: 'USD' });
    expect(parseXmlNode(stamped.xml).attrs).toMatchObject({ Moneda: 'USD', TipoCambio: '17.000000' });
    expect(await cfdiSchemaErrors(stamped.xml)).toEqual([]);
  });
});
