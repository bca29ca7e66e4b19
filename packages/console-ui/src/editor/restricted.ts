import { Text, type Descendant } from 'slate';

import { normalizeInlines } from './normalize';
import type { InlineNode, ParagraphElement } from './types';

function linesOf(nodes: readonly Descendant[]): InlineNode[][] {
  const lines: InlineNode[][] = [];
  for (const node of nodes) {
    if (Text.isText(node)) continue;
    if (
      node.type === 'bulleted-list' ||
      node.type === 'numbered-list' ||
      node.type === 'table' ||
      node.type === 'table-row'
    ) {
      lines.push(...linesOf(node.children));
    } else if (node.type !== 'image' && node.type !== 'video' && node.type !== 'link') {
      lines.push(node.children as InlineNode[]);
    }
  }
  return lines;
}

/**
 * The restricted editor's document: one paragraph holding the text and links of every block,
 * blocks joined by line breaks; images, video and tables left out.
 */
export function toRestrictedDocument(nodes: readonly Descendant[]): [ParagraphElement] {
  const inlines: InlineNode[] = [];
  linesOf(nodes).forEach((line, index) => {
    if (index > 0) inlines.push({ text: '\n' });
    inlines.push(...line);
  });
  return [{ type: 'paragraph', children: normalizeInlines(inlines) }];
}

/** Lower-case names of every element in an HTML fragment, for `checkRestrictedContent`. */
export function tagNamesIn(html: string): string[] {
  if (typeof DOMParser === 'undefined') return [];
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return Array.from(body.querySelectorAll('*'), (el) => el.tagName.toLowerCase());
}
