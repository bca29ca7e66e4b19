import type { ValidationFailure } from '@wcm/console-core';
import { createEditor, Editor, Transforms, type Descendant } from 'slate';
import { withHistory } from 'slate-history';
import { withReact } from 'slate-react';
import { describe, expect, it } from 'vitest';

import { insertImage, insertTable } from './commands';
import { deserializeHtml } from './html-deserialize';
import { serializeHtml } from './html-serialize';
import { withWcm } from './plugin';
import { toRestrictedDocument } from './restricted';

function setup(variant: 'full' | 'restricted', html = '<p>start </p>') {
  const refused: ValidationFailure[] = [];
  const images: File[][] = [];
  const editor = withWcm(withHistory(withReact(createEditor())), {
    variant,
    handlers: {
      current: { refused: (r) => refused.push(r), imageFiles: (f) => images.push(f) },
    },
  });
  const nodes = deserializeHtml(html);
  editor.children = (
    variant === 'restricted' ? toRestrictedDocument(nodes) : nodes
  ) as Descendant[];
  Editor.normalize(editor, { force: true });
  Transforms.select(editor, Editor.end(editor, []));
  const out = () => serializeHtml(editor.children, { variant });
  return { editor, refused, images, out };
}

// The parts of DataTransfer that insertData reads.
function clipboard(data: Record<string, string>, files: File[] = []): DataTransfer {
  return {
    files,
    types: Object.keys(data),
    getData: (type: string) => data[type] ?? '',
  } as unknown as DataTransfer;
}

describe('restricted variant', () => {
  it('reduces pasted HTML to text plus b, i, u, em, strong, span, a and br', () => {
    const { editor, out, refused } = setup('restricted');
    editor.insertData(
      clipboard({
        'text/html':
          '<h1 style="color:red">Title</h1><p onclick="x()"><b>bold</b> <s>gone</s> <a href="javascript:alert(1)">bad</a> <a href="https://ok.test">ok</a></p><script>alert(1)</script>',
        'text/plain': 'Title',
      }),
    );
    expect(out()).toBe(
      'start Title<br><strong>bold</strong> gone bad <a href="https://ok.test">ok</a>',
    );
    expect(refused).toEqual([]);
  });

  it.each([
    ['<p>x<img src="/a.png"></p>', 'Images not allowed'],
    ['<table><tr><td>c</td></tr></table>', 'Tables not allowed'],
    ['<video src="https://v.test/a.mp4"></video>', 'Video, audio and embedded frames not allowed'],
    ['<audio src="/a.mp3"></audio>', 'Video, audio and embedded frames not allowed'],
    ['<iframe src="https://x.test"></iframe>', 'Video, audio and embedded frames not allowed'],
  ])('refuses pasted %s with "%s" and keeps only the text', (html, message) => {
    const { editor, refused, out } = setup('restricted');
    editor.insertData(clipboard({ 'text/html': html }));
    expect(refused.map((r) => r.message.message)).toEqual([message]);
    expect(out()).not.toMatch(/<(img|table|video|audio|iframe)/);
  });

  it('hands pasted image files to the component (which refuses them)', () => {
    const { editor, images } = setup('restricted');
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    editor.insertData(clipboard({}, [file]));
    expect(images).toEqual([[file]]);
  });

  it('refuses images and tables inserted as fragments, and keeps one paragraph', () => {
    const { editor, refused, out } = setup('restricted');
    editor.insertFragment(
      deserializeHtml('<p>a</p><img src="/x.png"><table><tr><td>t</td></tr></table>'),
    );
    expect(refused.map((r) => r.code)).toEqual(['editor-image-not-allowed']);
    expect(editor.children).toHaveLength(1);
    expect(out()).toBe('start a<br>t');
  });

  it('pasted plain text keeps its lines in the one paragraph', () => {
    const { editor, out } = setup('restricted');
    editor.insertData(clipboard({ 'text/plain': 'one\r\ntwo <b>' }));
    expect(editor.children).toHaveLength(1);
    expect(out()).toBe('start one<br>two &#60;b&#62;');
  });

  it('Enter inserts a line break instead of a new block', () => {
    const { editor, out } = setup('restricted');
    editor.insertBreak();
    editor.insertText('next');
    expect(editor.children).toHaveLength(1);
    expect(out()).toBe('start <br>next');
  });

  it('stays one paragraph when blocks are inserted directly', () => {
    const { editor, out } = setup('restricted');
    insertTable(editor);
    insertImage(editor, '/a.png');
    expect(editor.children).toHaveLength(1);
    expect(out()).not.toMatch(/<(img|table)/);
  });
});

describe('full variant', () => {
  it('converts pasted HTML to blocks, dropping scripts and unsafe links', () => {
    const { editor, out } = setup('full', '<p></p>');
    editor.insertData(
      clipboard({
        'text/html':
          '<h2>T</h2><p>a <a href="javascript:x">b</a></p><script>alert(1)</script><img src="/ok.png">',
      }),
    );
    expect(out()).toBe('<h2>T</h2><p>a b</p><img src="/ok.png" alt=""><p></p>');
  });

  it('passes pasted image files to the component', () => {
    const { editor, images } = setup('full');
    const file = new File(['x'], 'a.gif', { type: 'image/gif' });
    editor.insertData(clipboard({ 'text/html': '<img src="blob:x">' }, [file]));
    expect(images).toEqual([[file]]);
  });
});
