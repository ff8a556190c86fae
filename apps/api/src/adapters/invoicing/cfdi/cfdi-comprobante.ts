import { CURRENCIES, isCurrencyCode, minorUnitFactor } from '@vira/domain/currencies';
import type { TaxInvoiceItem } from '../invoicing-provider';
import { conceptAmounts } from './concept-amounts';
import { el, type XmlNode } from './xml-node';

/** What a CFDI 4.0 of Vira says: an ingreso (tax invoice) or an egreso related to one (credit note). */
export interface CfdiInput {
  type: 'I' | 'E';
  uuid: string;
  issuedAt: Date;
  issuer: { rfc: string; name: string; taxRegime: string; postalCode: string };
  receiver: { rfc: string; name: string; postalCode: string; taxRegime: string; cfdiUse: string };
  currency: string;
  /** SAT c_FormaPago. */
  paymentForm: string;
  items: TaxInvoiceItem[];
  /** An egreso's corrected invoice (TipoRelacion 01). */
  relatedUuid?: string;
}

export const CFDI_NAMESPACE = 'http://www.sat.gob.mx/cfd/4';
const SCHEMA_LOCATION = 'http://www.sat.gob.mx/cfd/4 http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd';

/** An amount in minor units as the CFDI writes it: the currency's decimals (two for MXN), no grouping. */
export function cfdiAmount(minor: number, currency: string): string {
  const factor = isCurrencyCode(currency) ? minorUnitFactor(currency) : 100;
  if (factor === 1) return String(minor);
  const whole = Math.trunc(minor / 100);
  return `${whole}.${String(Math.abs(minor % 100)).padStart(2, '0')}`;
}

/** The CFDI's local date and time (no zone: the issuer's, Mexico City here), e.g. 2026-11-20T12:00:00. */
export function cfdiDateTime(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Mexico_City',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** SAT text fields may not hold `|` (the chain's separator); runs of whitespace collapse anyway. */
const satText = (s: string, max: number) => s.replace(/\|/g, '/').replace(/\s+/g, ' ').trim().slice(0, max) || '-';

/**
 * Pesos per unit of a foreign currency from the app's rate table (units per US dollar). Approximate: the sandbox
 * has no Banxico FIX rate of the day, which a real issuer would write.
 */
function exchangeRate(currency: string): string | undefined {
  if (currency === 'MXN' || !isCurrencyCode(currency)) return undefined;
  return (CURRENCIES.MXN.rate / CURRENCIES[currency].rate).toFixed(6);
}

/**
 * The cfdi:Comprobante node with NoCertificado and Certificado but no Sello yet: each concept's price includes
 * IVA 16 % (split as the receipts split it), one Traslado 002 at Tasa 0.160000 per concept and their sum. A
 * booking's weekly or monthly discount is the concept's Descuento, and their sum the Comprobante's.
 */
export function buildComprobante(input: CfdiInput, certificate: { number: string; base64: string }): XmlNode {
  const c = input.currency;
  const lines = input.items.map((item) => ({ item, ...conceptAmounts(item) }));
  const subTotal = lines.reduce((s, l) => s + l.importe, 0);
  const descuento = lines.reduce((s, l) => s + l.descuento, 0);
  const base = lines.reduce((s, l) => s + l.base, 0);
  const iva = lines.reduce((s, l) => s + l.iva, 0);
  const traslado = (b: number, i: number) => ({
    Base: cfdiAmount(b, c),
    Impuesto: '002',
    TipoFactor: 'Tasa',
    TasaOCuota: '0.160000',
    Importe: cfdiAmount(i, c),
  });
  const conceptos = lines.map((l) =>
    el(
      'cfdi:Concepto',
      {
        ClaveProdServ: l.item.productKey,
        Cantidad: '1',
        ClaveUnidad: 'E48',
        Unidad: 'Unidad de servicio',
        Descripcion: satText(l.item.description, 1000),
        ValorUnitario: cfdiAmount(l.importe, c),
        Importe: cfdiAmount(l.importe, c),
        Descuento: l.descuento > 0 ? cfdiAmount(l.descuento, c) : undefined,
        ObjetoImp: '02',
      },
      [el('cfdi:Impuestos', {}, [el('cfdi:Traslados', {}, [el('cfdi:Traslado', traslado(l.base, l.iva))])])],
    ),
  );
  return el(
    'cfdi:Comprobante',
    {
      'xmlns:cfdi': CFDI_NAMESPACE,
      'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      'xsi:schemaLocation': SCHEMA_LOCATION,
      Version: '4.0',
      Fecha: cfdiDateTime(input.issuedAt),
      FormaPago: input.paymentForm,
      NoCertificado: certificate.number,
      Certificado: certificate.base64,
      SubTotal: cfdiAmount(subTotal, c),
      Descuento: descuento > 0 ? cfdiAmount(descuento, c) : undefined,
      Moneda: c,
      TipoCambio: exchangeRate(c),
      Total: cfdiAmount(subTotal - descuento + iva, c),
      TipoDeComprobante: input.type,
      Exportacion: '01',
      MetodoPago: 'PUE',
      LugarExpedicion: input.issuer.postalCode,
    },
    [
      ...(input.relatedUuid
        ? [
            el('cfdi:CfdiRelacionados', { TipoRelacion: '01' }, [
              el('cfdi:CfdiRelacionado', { UUID: input.relatedUuid }),
            ]),
          ]
        : []),
      el('cfdi:Emisor', {
        Rfc: input.issuer.rfc,
        Nombre: satText(input.issuer.name, 254),
        RegimenFiscal: input.issuer.taxRegime,
      }),
      el('cfdi:Receptor', {
        Rfc: input.receiver.rfc,
        Nombre: satText(input.receiver.name, 254),
        DomicilioFiscalReceptor: input.receiver.postalCode,
        RegimenFiscalReceptor: input.receiver.taxRegime,
        // A credit note's use is "devoluciones, descuentos o bonificaciones".
        UsoCFDI: input.type === 'E' ? 'G02' : input.receiver.cfdiUse,
      }),
      el('cfdi:Conceptos', {}, conceptos),
      el('cfdi:Impuestos', { TotalImpuestosTrasladados: cfdiAmount(iva, c) }, [
        el('cfdi:Traslados', {}, [el('cfdi:Traslado', traslado(base, iva))]),
      ]),
    ],
  );
}
