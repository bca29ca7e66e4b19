import { useLingui } from '@lingui/react';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
} from 'react';
import { createEditor, Editor, Transforms, type Descendant } from 'slate';
import { HistoryEditor, withHistory } from 'slate-history';
import { Editable, ReactEditor, Slate, withReact } from 'slate-react';

import { insertLink, insertVideo, linkAt, toggleMark } from './commands';
import * as styles from './editor.css';
import { EditorElement, EditorLeaf } from './elements';
import { deserializeHtml } from './html-deserialize';
import { serializeHtml } from './html-serialize';
import { editorMessages } from './messages';
import { withWcm, type EditorHandlers } from './plugin';
import { toRestrictedDocument } from './restricted';
import { EditorToolbar } from './toolbar';
import { UrlDialog } from './url-dialog';
import { isHttpUrl, isSafeLinkUrl } from './urls';
import { useImageInsert } from './use-image-insert';
import type { RichTextEditorProps } from '../editor-lazy/rich-text-editor-props';

function toDocument(html: string, variant: 'full' | 'restricted'): Descendant[] {
  const nodes = deserializeHtml(html);
  return variant === 'restricted' ? toRestrictedDocument(nodes) : nodes;
}

/** Slate rich-text editor reading and writing HTML; load it through `LazyRichTextEditor`. */
export function RichTextEditor(props: RichTextEditorProps) {
  return <EditorBody key={props.variant} {...props} />;
}

const HOTKEYS: Readonly<Record<string, 'bold' | 'italic' | 'underline'>> = {
  b: 'bold',
  i: 'italic',
  u: 'underline',
};

/** The address dialog of the link and video tools: its texts, the check and the insertion. */
const URL_DIALOGS = {
  link: {
    title: editorMessages.linkTitle,
    label: editorMessages.linkUrl,
    invalid: editorMessages.linkInvalid,
    accept: isSafeLinkUrl,
    insert: insertLink,
  },
  video: {
    title: editorMessages.videoTitle,
    label: editorMessages.videoUrl,
    invalid: editorMessages.videoInvalid,
    accept: isHttpUrl,
    insert: insertVideo,
  },
};

function EditorBody(props: RichTextEditorProps) {
  const { value, onChange, variant, uploadImage, height = 600, placeholder, readOnly } = props;
  const { i18n } = useLingui();
  // One editor per mount (the wrapper remounts on a variant change); the handlers object lets
  // the editor call the current callbacks without being recreated.
  const [{ editor, handlersRef, initial }] = useState(() => {
    const handlers: { current: EditorHandlers } = {
      current: { refused: () => {}, imageFiles: () => {} },
    };
    const editor = withWcm(withHistory(withReact(createEditor())), { variant, handlers });
    return { editor, handlersRef: handlers, initial: toDocument(value, variant) };
  });
  const lastHtml = useRef(value);
  const [error, setError] = useState<string>();
  const [dialog, setDialog] = useState<'link' | 'video'>();
  const fileInput = useRef<HTMLInputElement>(null);

  const { insertFiles, refuse } = useImageInsert({
    editor,
    variant,
    uploadImage,
    onError: setError,
  });
  useEffect(() => {
    handlersRef.current = { refused: refuse, imageFiles: (files) => void insertFiles(files) };
  }, [handlersRef, refuse, insertFiles]);

  // A new value from outside (loaded from the server, reset) replaces the document.
  useEffect(() => {
    if (value === lastHtml.current) return;
    lastHtml.current = value;
    const nodes = toDocument(value, variant);
    HistoryEditor.withoutSaving(editor, () => {
      Transforms.deselect(editor);
      Editor.withoutNormalizing(editor, () => {
        for (let i = editor.children.length - 1; i >= 0; i--)
          Transforms.removeNodes(editor, { at: [i] });
        Transforms.insertNodes(editor, nodes, { at: [0] });
      });
    });
    // Loading is not an edit: stored HTML the editor writes differently is not reported back.
    lastHtml.current = serializeHtml(editor.children, { variant });
  }, [value, variant, editor]);

  const handleChange = useCallback(() => {
    if (!editor.operations.some((op) => op.type !== 'set_selection')) return;
    const html = serializeHtml(editor.children, { variant });
    if (html === lastHtml.current) return;
    lastHtml.current = html;
    setError(undefined);
    onChange(html);
  }, [editor, variant, onChange]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    const mark = HOTKEYS[key];
    if (mark) {
      event.preventDefault();
      toggleMark(editor, mark);
    } else if (key === 'z' || key === 'y') {
      event.preventDefault();
      if (key === 'y' || event.shiftKey) editor.redo();
      else editor.undo();
    }
  };

  const pickImages = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    void insertFiles(files);
  };

  const closeDialog = () => {
    setDialog(undefined);
    ReactEditor.focus(editor);
  };

  return (
    <div
      className={styles.root}
      style={{ height }}
      data-slot="rich-text-editor"
      data-variant={variant}
    >
      <Slate editor={editor} initialValue={initial} onChange={handleChange}>
        {!readOnly && (
          <EditorToolbar
            variant={variant}
            onLink={() => setDialog('link')}
            onVideo={() => setDialog('video')}
            onImage={uploadImage ? () => fileInput.current?.click() : undefined}
          />
        )}
        {error && (
          <div className={styles.status}>
            <p role="alert" className={styles.error}>
              {error}
            </p>
          </div>
        )}
        <Editable
          className={styles.editable}
          aria-label={props['aria-label']}
          aria-multiline
          readOnly={readOnly}
          placeholder={placeholder}
          renderElement={EditorElement}
          renderLeaf={EditorLeaf}
          onKeyDown={onKeyDown}
        />
        {dialog && (
          <UrlDialog
            key={dialog}
            open
            title={URL_DIALOGS[dialog].title}
            label={URL_DIALOGS[dialog].label}
            invalid={URL_DIALOGS[dialog].invalid}
            accept={URL_DIALOGS[dialog].accept}
            initialUrl={dialog === 'link' ? linkAt(editor)?.url : undefined}
            onClose={closeDialog}
            onSubmit={(url) => {
              URL_DIALOGS[dialog].insert(editor, url);
              closeDialog();
            }}
          />
        )}
      </Slate>
      {uploadImage && variant === 'full' && (
        <input
          ref={fileInput}
          type="file"
          hidden
          accept="image/jpeg,image/png,image/gif"
          aria-label={i18n._(editorMessages.image)}
          onChange={pickImages}
        />
      )}
    </div>
  );
}
