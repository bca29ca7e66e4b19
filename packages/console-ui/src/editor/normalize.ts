import type { FormattedText, InlineNode, LinkElement } from './types';

const MARK_KEYS = ['bold', 'italic', 'underline', 'strikethrough', 'color', 'fontSize'] as const;

/** Whether two runs carry the same marks (so Slate would merge them). */
export function sameMarks(a: FormattedText, b: FormattedText): boolean {
  return MARK_KEYS.every((key) => a[key] === b[key]);
}

function isLink(node: InlineNode): node is LinkElement {
  return 'type' in node && node.type === 'link';
}

/** Merges neighbouring runs with equal marks and drops empty runs; keeps at least one run. */
export function normalizeTexts(texts: readonly FormattedText[]): FormattedText[] {
  const out: FormattedText[] = [];
  for (const text of texts) {
    if (text.text === '') continue;
    const last = out[out.length - 1];
    if (last && sameMarks(last, text))
      out[out.length - 1] = { ...last, text: last.text + text.text };
    else out.push({ ...text });
  }
  return out.length > 0 ? out : [{ text: '' }];
}

/**
 * The children of a text block as Slate normalises them: runs merged, empty runs dropped, and
 * every link between two runs (empty ones where needed), starting and ending with a run.
 */
export function normalizeInlines(nodes: readonly InlineNode[]): InlineNode[] {
  const out: InlineNode[] = [];
  let run: FormattedText[] = [];
  const flushRun = (edge: boolean) => {
    const texts = normalizeTexts(run);
    // An empty run only stays where Slate needs it: around links or alone.
    out.push(...(texts.length === 1 && texts[0]?.text === '' && !edge ? [{ text: '' }] : texts));
    run = [];
  };
  for (const node of nodes) {
    if (isLink(node)) {
      flushRun(false);
      out.push({ ...node, children: normalizeTexts(node.children) });
    } else {
      run.push(node);
    }
  }
  flushRun(true);
  return out;
}
