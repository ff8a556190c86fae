import { fromMarkdown } from 'mdast-util-from-markdown';

interface Node {
  type: string;
  children?: Node[];
}

/**
 * True when the Markdown holds raw HTML (a block or an inline tag). Parsed with the CommonMark parser the web
 * app renders with, so `a < b` or a tag inside `code` is not mistaken for HTML.
 */
export function containsHtml(markdown: string): boolean {
  const stack: Node[] = [fromMarkdown(markdown) as Node];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'html') return true;
    if (node.children) stack.push(...node.children);
  }
  return false;
}
