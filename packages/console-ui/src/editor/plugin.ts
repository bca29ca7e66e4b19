import {
  checkRestrictedContent,
  sanitisePastedHtml,
  type ValidationFailure,
} from '@wcm/console-core';
import { Editor, Element, Transforms, type Descendant, type Node } from 'slate';

import { deserializeHtml } from './html-deserialize';
import { tagNamesIn, toRestrictedDocument } from './restricted';
import type { CustomElement } from './types';

/** What the editor reports to its component. */
export interface EditorHandlers {
  /** A paste or insertion was refused (restricted variant); show the message. */
  refused(result: ValidationFailure): void;
  /** Image files were pasted or dropped; the component validates and uploads them. */
  imageFiles(files: File[]): void;
}

/** Options of {@link withWcm}. */
export interface WithWcmOptions {
  variant: 'full' | 'restricted';
  /** Read at call time, so the component can swap handlers between renders. */
  handlers: { current: EditorHandlers };
}

const MEDIA = new Set(['image', 'video', 'table']);
const TRAILING: ReadonlySet<string> = MEDIA;
const TAG_OF: Readonly<Record<string, string>> = { image: 'img', video: 'video', table: 'table' };

function mediaTags(nodes: readonly Node[]): string[] {
  const tags: string[] = [];
  const walk = (list: readonly Node[]) => {
    for (const node of list) {
      if (!Element.isElement(node)) continue;
      if (MEDIA.has(node.type)) tags.push(TAG_OF[node.type] ?? node.type);
      walk(node.children);
    }
  };
  walk(nodes);
  return tags;
}

/**
 * Editor behaviour of the WCM editor: links are inline, images and videos are void blocks,
 * pasted HTML is converted (and sanitised for the restricted variant), pasted image files go
 * to the component, and the restricted variant refuses media and tables and keeps one
 * paragraph (Enter inserts a line break).
 */
export function withWcm<E extends Editor>(editor: E, options: WithWcmOptions): E {
  const { isInline, isVoid, insertData, insertFragment, normalizeNode } = editor;
  const restricted = options.variant === 'restricted';
  const report = (tags: Iterable<string>) => {
    const result = checkRestrictedContent(tags);
    if (!result.ok) options.handlers.current.refused(result);
    return result.ok;
  };

  editor.isInline = (element) => element.type === 'link' || isInline(element);
  editor.isVoid = (element) =>
    element.type === 'image' || element.type === 'video' || isVoid(element);

  editor.insertData = (data) => {
    const files = Array.from(data.files ?? []).filter((f) => f.type.startsWith('image/'));
    if (files.length > 0) {
      options.handlers.current.imageFiles(files);
      return;
    }
    const html = data.getData('text/html');
    if (html && !data.types.includes('application/x-slate-fragment')) {
      if (restricted) {
        report(tagNamesIn(html));
        const nodes = toRestrictedDocument(deserializeHtml(sanitisePastedHtml(html)));
        Transforms.insertFragment(editor, nodes);
      } else {
        Transforms.insertFragment(editor, deserializeHtml(html));
      }
      return;
    }
    const text = data.getData('text/plain');
    if (restricted && text && !data.types.includes('application/x-slate-fragment')) {
      // Lines stay in the one paragraph, separated by line breaks.
      editor.insertText(text.replace(/\r\n?/g, '\n'));
      return;
    }
    insertData(data);
  };

  if (restricted) {
    editor.insertBreak = () => editor.insertText('\n');
    editor.insertFragment = (fragment: Node[], opts) => {
      report(mediaTags(fragment));
      insertFragment(toRestrictedDocument(fragment as Descendant[]), opts);
    };
    // Whatever arrives (a programmatic value, an undo), the document stays one paragraph.
    editor.normalizeNode = (entry, opts) => {
      const path = entry[1];
      if (
        path.length === 0 &&
        (editor.children.length !== 1 ||
          (editor.children[0] as CustomElement | undefined)?.type !== 'paragraph')
      ) {
        const [paragraph] = toRestrictedDocument(editor.children);
        Editor.withoutNormalizing(editor, () => {
          for (let i = editor.children.length - 1; i >= 0; i--)
            Transforms.removeNodes(editor, { at: [i] });
          Transforms.insertNodes(editor, paragraph, { at: [0] });
        });
        return;
      }
      normalizeNode(entry, opts);
    };
  } else {
    // A document ending in an image, video or table gets a paragraph to type after it.
    editor.normalizeNode = (entry, opts) => {
      const last = editor.children[editor.children.length - 1] as CustomElement | undefined;
      if (entry[1].length === 0 && last && TRAILING.has(last.type)) {
        Transforms.insertNodes(
          editor,
          { type: 'paragraph', children: [{ text: '' }] },
          { at: [editor.children.length] },
        );
        return;
      }
      normalizeNode(entry, opts);
    };
  }
  return editor;
}
