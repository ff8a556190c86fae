import { childNamed, childrenNamed, type XmlNode } from './xml-node';

/**
 * The cadena original of a CFDI 4.0 and of its TimbreFiscalDigital 1.1, built in the order the SAT's
 * `cadenaoriginal_4_0.xslt` and `cadenaoriginal_TFD_1_1.xslt` walk the document: each field after a `|`, its
 * whitespace collapsed (XPath normalize-space), an optional field left out when absent, `||` around the whole.
 * Only the nodes Vira writes and the common ones are walked (no complements inside the chain, no Parte or
 * ACuentaTerceros): the test that checks a sealed CFDI from elsewhere fails if a node it has is skipped.
 */
type Field = [name: string, required: boolean];
const R = (name: string): Field => [name, true];
const O = (name: string): Field => [name, false];

const COMPROBANTE: Field[] = [
  R('Version'),
  O('Serie'),
  O('Folio'),
  R('Fecha'),
  O('FormaPago'),
  R('NoCertificado'),
  O('CondicionesDePago'),
  R('SubTotal'),
  O('Descuento'),
  R('Moneda'),
  O('TipoCambio'),
  R('Total'),
  R('TipoDeComprobante'),
  R('Exportacion'),
  O('MetodoPago'),
  R('LugarExpedicion'),
  O('Confirmacion'),
];
const INFORMACION_GLOBAL = [R('Periodicidad'), R('Meses'), R('Año')];
const EMISOR = [R('Rfc'), R('Nombre'), R('RegimenFiscal'), O('FacAtrAdquirente')];
const RECEPTOR = [
  R('Rfc'),
  R('Nombre'),
  R('DomicilioFiscalReceptor'),
  O('ResidenciaFiscal'),
  O('NumRegIdTrib'),
  R('RegimenFiscalReceptor'),
  R('UsoCFDI'),
];
const CONCEPTO = [
  R('ClaveProdServ'),
  O('NoIdentificacion'),
  R('Cantidad'),
  R('ClaveUnidad'),
  O('Unidad'),
  R('Descripcion'),
  R('ValorUnitario'),
  R('Importe'),
  O('Descuento'),
  R('ObjetoImp'),
];
const TRASLADO = [R('Base'), R('Impuesto'), R('TipoFactor'), O('TasaOCuota'), O('Importe')];
const RETENCION_CONCEPTO = [R('Base'), R('Impuesto'), R('TipoFactor'), R('TasaOCuota'), R('Importe')];
const TFD = [
  R('Version'),
  R('UUID'),
  R('FechaTimbrado'),
  R('RfcProvCertif'),
  O('Leyenda'),
  R('SelloCFD'),
  R('NoCertificadoSAT'),
];

const normalizeSpace = (s: string) => s.replace(/[ \t\r\n]+/g, ' ').trim();

function fields(node: XmlNode | undefined, list: Field[], out: string[]): void {
  if (!node) return;
  for (const [name, required] of list) {
    const value = node.attrs[name];
    // XSLT's "Requerido" writes a `|` even for a missing attribute; "Opcional" writes nothing then.
    if (value === undefined && !required) continue;
    out.push(normalizeSpace(value ?? ''));
  }
}

/** `||4.0|…||` for a cfdi:Comprobante node (its Sello attribute, if any, is not part of it). */
export function cfdiCadenaOriginal(comprobante: XmlNode): string {
  const out: string[] = [];
  fields(comprobante, COMPROBANTE, out);
  fields(childNamed(comprobante, 'cfdi:InformacionGlobal'), INFORMACION_GLOBAL, out);
  for (const related of childrenNamed(comprobante, 'cfdi:CfdiRelacionados')) {
    fields(related, [R('TipoRelacion')], out);
    for (const uuid of childrenNamed(related, 'cfdi:CfdiRelacionado')) fields(uuid, [R('UUID')], out);
  }
  fields(childNamed(comprobante, 'cfdi:Emisor'), EMISOR, out);
  fields(childNamed(comprobante, 'cfdi:Receptor'), RECEPTOR, out);
  for (const concepto of childrenNamed(childNamed(comprobante, 'cfdi:Conceptos'), 'cfdi:Concepto')) {
    fields(concepto, CONCEPTO, out);
    const taxes = childNamed(concepto, 'cfdi:Impuestos');
    for (const t of childrenNamed(childNamed(taxes, 'cfdi:Traslados'), 'cfdi:Traslado')) fields(t, TRASLADO, out);
    for (const r of childrenNamed(childNamed(taxes, 'cfdi:Retenciones'), 'cfdi:Retencion'))
      fields(r, RETENCION_CONCEPTO, out);
    for (const a of childrenNamed(concepto, 'cfdi:InformacionAduanera')) fields(a, [R('NumeroPedimento')], out);
    for (const p of childrenNamed(concepto, 'cfdi:CuentaPredial')) fields(p, [R('Numero')], out);
  }
  const taxes = childNamed(comprobante, 'cfdi:Impuestos');
  if (taxes) {
    for (const r of childrenNamed(childNamed(taxes, 'cfdi:Retenciones'), 'cfdi:Retencion'))
      fields(r, [R('Impuesto'), R('Importe')], out);
    fields(taxes, [O('TotalImpuestosRetenidos')], out);
    for (const t of childrenNamed(childNamed(taxes, 'cfdi:Traslados'), 'cfdi:Traslado')) fields(t, TRASLADO, out);
    fields(taxes, [O('TotalImpuestosTrasladados')], out);
  }
  return `||${out.join('|')}||`;
}

/** `||1.1|UUID|…||` for a tfd:TimbreFiscalDigital node. */
export function tfdCadenaOriginal(tfd: XmlNode): string {
  const out: string[] = [];
  fields(tfd, TFD, out);
  return `||${out.join('|')}||`;
}
