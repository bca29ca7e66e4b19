/**
 * The one server-side HTML sanitiser (allow-list, DOMPurify on a single shared jsdom window).
 * Every endpoint that stores rich text calls `sanitizeRichText` before saving:
 *
 *   import { sanitizeRichText } from '../../files/sanitize-html';
 *   const content = sanitizeRichText(body.content, 'full');       // article / product editors
 *   const note = sanitizeRichText(body.remark, 'restricted');      // restricted editor fields
 *
 * Cap the field in the contract (maxLength) as well: input over 512 KB throws
 * `RichTextTooLargeError`. The output is stable: sanitising it again gives the same string.
 */
import DOMPurify, {
  addHook,
  removeHook,
  sanitize,
  type Config,
  type NodeHook,
  type UponSanitizeAttributeHook,
} from 'isomorphic-dompurify';

/** `full`: the full editor's output. `restricted`: text plus b, i, u, em, strong, span, a, br, p. */
export type RichTextProfile = 'full' | 'restricted';

/** Largest input accepted, in UTF-8 bytes. */
export const MAX_RICH_TEXT_BYTES = 512 * 1024;

/** Thrown for input over MAX_RICH_TEXT_BYTES (callers should cap the field before). */
export class RichTextTooLargeError extends RangeError {
  override readonly name = 'RichTextTooLargeError';
}

const TABLE_TAGS = [
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];
const TAGS: Record<RichTextProfile, string[]> = {
  full: [
    ...['p', 'h1', 'h2', 'h3', 'h4', 'b', 'strong', 'i', 'em', 'u', 's', 'span', 'br'],
    ...['ol', 'ul', 'li', 'a', 'blockquote', 'img', 'video', ...TABLE_TAGS],
  ],
  restricted: ['p', 'b', 'i', 'u', 'em', 'strong', 'span', 'a', 'br'],
};
const ATTRS: Record<RichTextProfile, string[]> = {
  full: [
    ...['style', 'href', 'target', 'rel', 'src', 'alt', 'width', 'height', 'controls'],
    ...['colspan', 'rowspan'],
  ],
  restricted: ['style', 'href', 'target', 'rel'],
};

/** Links: http(s), mailto or relative. Media sources: http(s) or relative (no data:, blob:). */
const LINK_URL = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
const MEDIA_URL = /^(?:https?:|[^a-z:]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
const BLOCK_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'li', 'blockquote', 'td', 'th']);
const STYLE_RULES: Record<string, RegExp> = {
  color: /^(?:#[0-9a-f]{3,8}|rgba?\(\s*[\d.%\s,]+\)|[a-z]{3,20})$/i,
  'font-size': /^\d{1,3}(?:\.\d{1,2})?(?:pt|px|em|rem|%)$/,
  'text-align': /^(?:left|right|center|justify)$/,
};
const DIMENSION = /^\d{1,4}(?:px|%)?$/;

/** Keeps only the style declarations `tag` may carry, with values from the allow-list. */
function filterStyle(tag: string, style: string): string {
  const allowed =
    tag === 'span' ? ['color', 'font-size'] : BLOCK_TAGS.has(tag) ? ['text-align'] : [];
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const prop = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    const rule = STYLE_RULES[prop];
    if (allowed.includes(prop) && rule?.test(value)) kept.push(`${prop}: ${value}`);
  }
  return kept.join('; ');
}

const onAttribute: UponSanitizeAttributeHook = (node, data) => {
  const tag = node.nodeName.toLowerCase();
  const value = data.attrValue.trim();
  if (data.attrName === 'style') {
    data.attrValue = filterStyle(tag, value);
    if (data.attrValue === '') data.keepAttr = false;
  } else if (data.attrName === 'src') {
    if (!MEDIA_URL.test(value)) data.keepAttr = false;
  } else if (data.attrName === 'href') {
    if (tag !== 'a' || !LINK_URL.test(value)) data.keepAttr = false;
  } else if (data.attrName === 'width' || data.attrName === 'height') {
    if (!DIMENSION.test(value)) data.keepAttr = false;
  } else if (data.attrName === 'target') {
    if (value !== '_blank' && value !== '_self') data.keepAttr = false;
  } else if (data.attrName === 'colspan' || data.attrName === 'rowspan') {
    if (!/^\d{1,3}$/.test(value)) data.keepAttr = false;
  }
};

const afterAttributes: NodeHook = (node) => {
  const element = node as unknown as { nodeName: string; setAttribute(n: string, v: string): void };
  if (element.nodeName === 'A') element.setAttribute('rel', 'noopener noreferrer');
  if (element.nodeName === 'VIDEO') element.setAttribute('controls', '');
};

function configOf(profile: RichTextProfile): Config {
  return {
    ALLOWED_TAGS: TAGS[profile],
    ALLOWED_ATTR: ATTRS[profile],
    ALLOWED_URI_REGEXP: LINK_URL,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    ALLOW_SELF_CLOSE_IN_ATTR: false,
    FORBID_TAGS: ['style', 'script', 'iframe', 'form', 'object', 'embed', 'svg', 'math'],
    RETURN_DOM: false,
    RETURN_DOM_FRAGMENT: false,
  };
}

/** Sanitises editor HTML with the `profile` allow-list; returns the safe HTML string. */
export function sanitizeRichText(html: string, profile: RichTextProfile): string {
  if (Buffer.byteLength(html, 'utf8') > MAX_RICH_TEXT_BYTES)
    throw new RichTextTooLargeError(`Rich text over ${MAX_RICH_TEXT_BYTES} bytes`);
  if (!DOMPurify.isSupported) throw new Error('DOMPurify is not supported in this environment');
  addHook('uponSanitizeAttribute', onAttribute);
  addHook('afterSanitizeAttributes', afterAttributes);
  try {
    return sanitize(html, configOf(profile)) as unknown as string;
  } finally {
    removeHook('afterSanitizeAttributes', afterAttributes);
    removeHook('uponSanitizeAttribute', onAttribute);
  }
}
