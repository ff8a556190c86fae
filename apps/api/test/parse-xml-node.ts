import { XMLParser } from 'fast-xml-parser';
import type { XmlNode } from '../src/adapters/invoicing/cfdi/xml-node';

type Ordered = Record<string, unknown> & { ':@'?: Record<string, string> };

function toNode(entry: Ordered): XmlNode | null {
  const name = Object.keys(entry).find((k) => k !== ':@');
  if (!name || name.startsWith('#') || name.startsWith('?')) return null;
  const attrs: Record<string, string> = {};
  for (const [k, v] of Object.entries(entry[':@'] ?? {})) attrs[k.replace(/^@_/, '')] = String(v);
  const children = (entry[name] as Ordered[]).map(toNode).filter((n): n is XmlNode => n !== null);
  return { name, attrs, children };
}

/** Reads an XML document into the element tree the CFDI code walks (with a parser nobody on the project wrote). */
export function parseXmlNode(xml: string): XmlNode {
  const parser = new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    parseAttributeValue: false,
    parseTagValue: false,
    trimValues: true,
  });
  const nodes = (parser.parse(xml) as Ordered[]).map(toNode).filter((n): n is XmlNode => n !== null);
  return nodes[0]!;
}
