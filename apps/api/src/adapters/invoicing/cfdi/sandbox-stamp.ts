import { cfdiCadenaOriginal, tfdCadenaOriginal } from './cadena-original';
import { buildComprobante, cfdiDateTime, type CfdiInput } from './cfdi-comprobante';
import { sandboxCsd, seal } from './sandbox-csd';
import { satVerificationUrl } from './sat-verification-url';
import { el, serializeXml } from './xml-node';

/** The SAT's own RFC, which its test timbres carry as the certifying provider. */
const SANDBOX_PAC_RFC = 'SAT970701NN3';
/** TimbreFiscalDigital's Leyenda: 12 to 150 characters. */
export const SANDBOX_TIMBRE_LEYENDA =
  'Timbre de prueba de Vira, entorno sandbox: sin validez fiscal; sellado con el CSD de pruebas del SAT';

export interface StampedCfdi {
  xml: string;
  uuid: string;
  total: string;
  sello: string;
  noCertificado: string;
  selloSat: string;
  noCertificadoSat: string;
  fechaTimbrado: string;
  /** The timbre's cadena original, which printed CFDIs show. */
  tfdCadena: string;
  verificationUrl: string;
}

/**
 * A CFDI 4.0 sealed with the SAT's test CSD and a TimbreFiscalDigital 1.1 that says it is a sandbox timbre (its
 * Leyenda), sealed with the same test key: no certifying provider took part. The same input always gives the same
 * bytes (RSA PKCS#1 v1.5 signatures are deterministic), so the document is rebuilt rather than stored.
 */
export function stampSandboxCfdi(input: CfdiInput): StampedCfdi {
  const csd = sandboxCsd();
  const comprobante = buildComprobante(
    { ...input, issuer: { ...input.issuer, rfc: csd.rfc } },
    { number: csd.number, base64: csd.certificateBase64 },
  );
  const sello = seal(cfdiCadenaOriginal(comprobante), csd.key);
  comprobante.attrs.Sello = sello;
  const fechaTimbrado = cfdiDateTime(input.issuedAt);
  const tfd = el('tfd:TimbreFiscalDigital', {
    'xmlns:tfd': 'http://www.sat.gob.mx/TimbreFiscalDigital',
    'xsi:schemaLocation':
      'http://www.sat.gob.mx/TimbreFiscalDigital http://www.sat.gob.mx/sitio_internet/cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd',
    Version: '1.1',
    UUID: input.uuid,
    FechaTimbrado: fechaTimbrado,
    RfcProvCertif: SANDBOX_PAC_RFC,
    Leyenda: SANDBOX_TIMBRE_LEYENDA,
    SelloCFD: sello,
    NoCertificadoSAT: csd.number,
  });
  const tfdCadena = tfdCadenaOriginal(tfd);
  const selloSat = seal(tfdCadena, csd.key);
  tfd.attrs.SelloSAT = selloSat;
  comprobante.children.push(el('cfdi:Complemento', {}, [tfd]));
  const total = comprobante.attrs.Total!;
  const receiver = comprobante.children.find((c) => c.name === 'cfdi:Receptor')!;
  return {
    xml: serializeXml(comprobante),
    uuid: input.uuid,
    total,
    sello,
    noCertificado: csd.number,
    selloSat,
    noCertificadoSat: csd.number,
    fechaTimbrado,
    tfdCadena,
    verificationUrl: satVerificationUrl({
      uuid: input.uuid,
      issuerRfc: csd.rfc,
      receiverRfc: receiver.attrs.Rfc!,
      total,
      sello,
    }),
  };
}
