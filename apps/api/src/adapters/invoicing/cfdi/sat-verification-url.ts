/**
 * The address the SAT's QR on a printed CFDI 4.0 carries (Anexo 20): the SAT's verification service with the folio
 * fiscal, both RFCs (an `&` in one percent-encoded), the total without insignificant zeros, and the seal's last
 * eight characters.
 */
export function satVerificationUrl(v: {
  uuid: string;
  issuerRfc: string;
  receiverRfc: string;
  total: string;
  sello: string;
}): string {
  const [whole, fraction = ''] = v.total.split('.');
  const total = `${String(Number(whole))}.${fraction.replace(/0+$/, '') || '0'}`;
  const rfc = (r: string) => r.replace(/&/g, '%26');
  return (
    'https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx' +
    `?id=${v.uuid}&re=${rfc(v.issuerRfc)}&rr=${rfc(v.receiverRfc)}&tt=${total}&fe=${v.sello.slice(-8)}`
  );
}
