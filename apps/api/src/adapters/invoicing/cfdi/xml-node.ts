/** An XML element as the CFDI code builds it: attributes in the order they are written, children in order. */
export interface XmlNode {
  name: string;
  attrs: Record<string, string | undefined>;
  children: XmlNode[];
}

export function el(name: string, attrs: XmlNode['attrs'], children: XmlNode[] = []): XmlNode {
  return { name, attrs, children };
}

export function childrenNamed(node: XmlNode | undefined, name: string): XmlNode[] {
  return node ? node.children.filter((c) => c.name === name) : [];
}

export function childNamed(node: XmlNode | undefined, name: string): XmlNode | undefined {
  return childrenNamed(node, name)[0];
}

function escapeAttr(value: string): string {
  // Line breaks and tabs as references, so a parser reads them back instead of normalising them to spaces.
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');
}

function write(node: XmlNode, depth: number): string {
  const pad = '  '.repeat(depth);
  const attrs = Object.entries(node.attrs)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
    .join('');
  if (node.children.length === 0) return `${pad}<${node.name}${attrs}/>`;
  const inner = node.children.map((c) => write(c, depth + 1)).join('\n');
  return `${pad}<${node.name}${attrs}>\n${inner}\n${pad}</${node.name}>`;
}

/** The document as UTF-8 XML text with its declaration. */
export function serializeXml(root: XmlNode): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${write(root, 0)}\n`;
}
