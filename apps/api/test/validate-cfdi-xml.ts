import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), 'standards/sat');
const sat = 'www.sat.gob.mx/sitio_internet/cfd';
const file = (fileName: string, from = fileName) => ({
  fileName,
  contents: fs.readFileSync(path.join(root, from), 'utf8'),
});

/**
 * Validates a CFDI 4.0 document (with its TimbreFiscalDigital) with libxml2's XML Schema validator (xmllint, as
 * WebAssembly) against the SAT's cfdv40.xsd, tdCFDI.xsd and TimbreFiscalDigitalv11.xsd, kept unchanged under
 * test/standards/sat; the catalogue schema is Vira's stand-in (see its header). Returns libxml2's error lines.
 */
export async function cfdiSchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: 'cfdi.xml', contents: xml },
    schema: file('cfdi-and-timbre.xsd'),
    preload: [
      file(`${sat}/4/cfdv40.xsd`),
      file(`${sat}/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd`),
      file(`${sat}/tipoDatos/tdCFDI/tdCFDI.xsd`),
      file(`${sat}/catalogos/catCFDI.xsd`, 'vira-catCFDI-stand-in.xsd'),
    ],
  });
  return result.errors.map((e) => e.rawMessage);
}
