import { createPrivateKey, createSign, createVerify, X509Certificate, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The SAT's public test CSD of EKU9003173C9 (see sandbox-csd/README.md): its key is public, so what it seals has no
 * fiscal validity, which is all the sandbox needs. Read once, beside this module in development and beside the
 * bundle in production (scripts/build.ts copies the folder).
 */
export interface Csd {
  rfc: string;
  /** NoCertificado: the certificate's serial number, which the SAT writes as 20 ASCII digits. */
  number: string;
  /** Certificado: the certificate's DER bytes in base64. */
  certificateBase64: string;
  certificate: X509Certificate;
  key: KeyObject;
}

let loaded: Csd | undefined;

function folder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const beside = path.join(here, 'sandbox-csd');
  return fs.existsSync(beside) ? beside : path.join(here, '..', 'sandbox-csd');
}

export function sandboxCsd(): Csd {
  if (loaded) return loaded;
  const dir = folder();
  const certificate = new X509Certificate(fs.readFileSync(path.join(dir, 'EKU9003173C9.cer.pem')));
  loaded = {
    rfc: 'EKU9003173C9',
    number: Buffer.from(certificate.serialNumber, 'hex').toString('ascii'),
    certificateBase64: certificate.raw.toString('base64'),
    certificate,
    key: createPrivateKey(fs.readFileSync(path.join(dir, 'EKU9003173C9.key.pem'))),
  };
  return loaded;
}

/** The Sello: RSA PKCS#1 v1.5 over SHA-256 of the cadena original's UTF-8 bytes, in base64. */
export function seal(cadena: string, key: KeyObject): string {
  return createSign('RSA-SHA256').update(cadena, 'utf8').sign(key, 'base64');
}

export function verifySeal(cadena: string, sello: string, certificate: X509Certificate): boolean {
  return createVerify('RSA-SHA256').update(cadena, 'utf8').verify(certificate.publicKey, sello, 'base64');
}
