import { RESTRICTED_EDITOR_TAGS } from './restricted-editor';

/** Parses HTML into a DOM tree; the default uses the browser's `DOMParser`. */
export type HtmlParser = (html: string) => Node;

// Their text is not content (code, styles, embedded documents, form controls): drop it all.
const DROPPED = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed']);
// Block elements end a line, so their text is not glued to the next block's.
const BLOCKS = new Set(['p', 'div', 'li', 'tr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote']);
const SAFE_HREF = /^(?:https?:|mailto:|tel:|[/#?.]|[^:]*$)/i;

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function defaultParser(html: string): Node {
  if (typeof DOMParser === 'undefined') throw new Error('DOMParser is not available');
  return new DOMParser().parseFromString(html, 'text/html').body;
}

function render(node: Node, out: string[]): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === 3) {
      out.push(escapeText(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== 1) continue; // comments, processing instructions
    const element = child as Element;
    const tag = element.tagName.toLowerCase();
    if (DROPPED.has(tag)) continue;
    if (tag === 'br') {
      out.push('<br>');
    } else if (RESTRICTED_EDITOR_TAGS.includes(tag)) {
      // Attributes are dropped (styles, event handlers); links keep a safe href only.
      const href = tag === 'a' ? (element.getAttribute('href') ?? '').trim() : '';
      const attrs = href && SAFE_HREF.test(href) ? ` href="${escapeText(href)}"` : '';
      out.push(`<${tag}${attrs}>`);
      render(element, out);
      out.push(`</${tag}>`);
    } else {
      render(element, out);
      if (BLOCKS.has(tag)) out.push('<br>');
    }
  }
}

/**
 * Reduces pasted HTML for the restricted editor to text plus b, i, u, em, strong, span, a and br
 * (spec section 5). Other elements are unwrapped to their text, scripts and frames removed,
 * attributes dropped except a safe `href` (no `javascript:` and the like).
 */
export function sanitisePastedHtml(html: string, parse: HtmlParser = defaultParser): string {
  const out: string[] = [];
  render(parse(html), out);
  return out.join('').replace(/(?:<br>)+$/, '');
}
