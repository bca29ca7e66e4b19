import {
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  type Align,
  type BlockElement,
  type FormattedText,
} from './types';
import { isSafeColor, isSafeMediaUrl } from './urls';

// Element knowledge of `deserializeHtml`: which tags are dropped, read as blocks or lifted out
// of text, and how styles map to marks.

/** Marks of a text run (everything but its text). */
export type Marks = Omit<FormattedText, 'text'>;

const words = (list: string) => new Set(list.split(' '));

/** Never content: their text is code, styles, an embedded document or a form control. */
export const DROPPED = words(
  'script style template noscript iframe object embed audio head title meta link svg math ' +
    'canvas select button input textarea',
);
/** Containers whose content is read as blocks (h5/h6 and pre become paragraphs). */
export const CONTAINERS = words(
  'div section article main header footer aside nav figure figcaption center address pre h5 ' +
    'h6 dl dt dd form fieldset details summary body html tbody thead tfoot caption hr',
);
/** Blocks lifted out of the text they appear in (an image inside a paragraph). */
export const LIFTED = words('img video table ul ol');
const ALIGNS: readonly Align[] = ['left', 'center', 'right', 'justify'];

/** The default parser: the body of a `DOMParser` document (inert: nothing loads or runs). */
export function defaultParser(html: string): Node {
  if (typeof DOMParser === 'undefined') throw new Error('DOMParser is not available');
  return new DOMParser().parseFromString(html, 'text/html').body;
}

/** Whether a DOM node is an element. */
export function isElement(node: Node): node is Element {
  return node.nodeType === 1;
}

function styleValue(element: Element, property: string): string | undefined {
  const style = element.getAttribute('style') ?? '';
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    if (declaration.slice(0, colon).trim().toLowerCase() === property) {
      return declaration.slice(colon + 1).trim();
    }
  }
  return undefined;
}

/** The `text-align` of an element; left (the default) is `undefined`. */
export function alignOf(element: Element): Align | undefined {
  const value = styleValue(element, 'text-align')?.toLowerCase() as Align | undefined;
  return value && ALIGNS.includes(value) && value !== 'left' ? value : undefined;
}

function spanMarks(element: Element, marks: Marks): Marks {
  const next = { ...marks };
  const color = styleValue(element, 'color');
  if (color && isSafeColor(color)) next.color = color;
  const size = /^(\d+(?:\.\d+)?)pt$/i.exec(styleValue(element, 'font-size') ?? '');
  const points = size ? Number(size[1]) : NaN;
  if (points >= FONT_SIZE_MIN && points <= FONT_SIZE_MAX) next.fontSize = points;
  return next;
}

/** The marks inside an element: strong/b, em/i, u, s/strike/del, span/font styles. */
export function marksOf(tag: string, element: Element, marks: Marks): Marks {
  switch (tag) {
    case 'strong':
    case 'b':
      return { ...marks, bold: true };
    case 'em':
    case 'i':
      return { ...marks, italic: true };
    case 'u':
      return { ...marks, underline: true };
    case 's':
    case 'strike':
    case 'del':
      return { ...marks, strikethrough: true };
    case 'span':
    case 'font':
      return spanMarks(element, marks);
    default:
      return marks;
  }
}

/** An image or video block, or `undefined` when its address is not safe. */
export function mediaBlock(element: Element, tag: string): BlockElement | undefined {
  if (tag === 'img') {
    const url = (element.getAttribute('src') ?? '').trim();
    if (!isSafeMediaUrl(url)) return undefined;
    const alt = element.getAttribute('alt') ?? '';
    return alt
      ? { type: 'image', url, alt, children: [{ text: '' }] }
      : { type: 'image', url, children: [{ text: '' }] };
  }
  const url = (
    element.getAttribute('src') ??
    element.querySelector('source[src]')?.getAttribute('src') ??
    ''
  ).trim();
  return isSafeMediaUrl(url) ? { type: 'video', url, children: [{ text: '' }] } : undefined;
}
