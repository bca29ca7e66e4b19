import { Text, type Descendant } from 'slate';

import type { CustomElement, FormattedText, InlineNode } from './types';
import { isSafeColor, isSafeLinkUrl, isSafeMediaUrl } from './urls';

/** Options of {@link serializeHtml}. */
export interface SerializeOptions {
  /**
   * 'restricted' writes only the tags the restricted editor allows (b, i, u, em, strong, span,
   * a, br): blocks become lines separated by `<br>`. @default 'full'
   */
  variant?: 'full' | 'restricted';
}

/** Escapes text and attribute values (`&`, `<`, `>`, quotes). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function attr(name: string, value: string): string {
  return ` ${name}="${escapeHtml(value)}"`;
}

function textHtml(node: FormattedText, restricted: boolean): string {
  let html = escapeHtml(node.text).replace(/\r\n|\r|\n/g, '<br>');
  if (html === '') return '';
  const style: string[] = [];
  if (node.color && isSafeColor(node.color)) style.push(`color: ${node.color.trim()}`);
  if (node.fontSize) style.push(`font-size: ${node.fontSize}pt`);
  if (style.length > 0) html = `<span${attr('style', style.join('; '))}>${html}</span>`;
  if (node.strikethrough && !restricted) html = `<s>${html}</s>`;
  if (node.underline) html = `<u>${html}</u>`;
  if (node.italic) html = `<em>${html}</em>`;
  if (node.bold) html = `<strong>${html}</strong>`;
  return html;
}

function inlinesHtml(nodes: readonly InlineNode[], restricted: boolean): string {
  return nodes
    .map((node) => {
      if (Text.isText(node)) return textHtml(node, restricted);
      const inner = node.children.map((t) => textHtml(t, restricted)).join('');
      return isSafeLinkUrl(node.url) ? `<a${attr('href', node.url.trim())}>${inner}</a>` : inner;
    })
    .join('');
}

function alignStyle(align: string | undefined): string {
  return align && align !== 'left' ? attr('style', `text-align: ${align}`) : '';
}

function elementHtml(node: CustomElement): string {
  switch (node.type) {
    case 'paragraph':
      return `<p${alignStyle(node.align)}>${inlinesHtml(node.children, false)}</p>`;
    case 'heading':
      return `<h${node.level}${alignStyle(node.align)}>${inlinesHtml(node.children, false)}</h${node.level}>`;
    case 'block-quote':
      return `<blockquote${alignStyle(node.align)}>${inlinesHtml(node.children, false)}</blockquote>`;
    case 'bulleted-list':
    case 'numbered-list': {
      const tag = node.type === 'bulleted-list' ? 'ul' : 'ol';
      return `<${tag}>${node.children.map(elementHtml).join('')}</${tag}>`;
    }
    case 'list-item':
      return `<li>${inlinesHtml(node.children, false)}</li>`;
    case 'table':
      return `<table><tbody>${node.children.map(elementHtml).join('')}</tbody></table>`;
    case 'table-row':
      return `<tr>${node.children.map(elementHtml).join('')}</tr>`;
    case 'table-cell':
      return `<td>${inlinesHtml(node.children, false)}</td>`;
    case 'image':
      return isSafeMediaUrl(node.url)
        ? `<img${attr('src', node.url.trim())}${attr('alt', node.alt ?? '')}>`
        : '';
    case 'video':
      return isSafeMediaUrl(node.url)
        ? `<video controls${attr('src', node.url.trim())}></video>`
        : '';
    case 'link':
      return inlinesHtml([node], false);
  }
}

// Restricted output: the text of every block, lines joined with <br>; media and tables dropped.
function restrictedHtml(nodes: readonly Descendant[]): string[] {
  const lines: string[] = [];
  for (const node of nodes) {
    if (Text.isText(node)) continue;
    if (node.type === 'image' || node.type === 'video' || node.type === 'table') continue;
    if (node.type === 'bulleted-list' || node.type === 'numbered-list') {
      lines.push(...restrictedHtml(node.children));
    } else if (node.type !== 'link' && node.type !== 'table-row') {
      lines.push(inlinesHtml(node.children as InlineNode[], true));
    }
  }
  return lines;
}

/**
 * Writes the editor's document as HTML. Text and attribute values are escaped; unsafe URLs
 * and colours are left out. `deserializeHtml` reads everything written here back unchanged.
 */
export function serializeHtml(
  nodes: readonly Descendant[],
  options: SerializeOptions = {},
): string {
  // Restricted HTML is a bare fragment: parsers drop its leading white space, so it is not written.
  if (options.variant === 'restricted') {
    return restrictedHtml(nodes)
      .join('<br>')
      .replace(/^[\t\n\f\r ]+/, '');
  }
  return nodes
    .map((node) => (Text.isText(node) ? textHtml(node, false) : elementHtml(node)))
    .join('');
}
