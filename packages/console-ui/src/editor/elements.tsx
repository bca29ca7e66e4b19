import type { CSSProperties, ReactNode } from 'react';
import type { RenderElementProps, RenderLeafProps } from 'slate-react';

import * as styles from './editor.css';
import { isSafeColor, isSafeLinkUrl, isSafeMediaUrl } from './urls';

function alignStyle(align: string | undefined): CSSProperties | undefined {
  return align ? { textAlign: align as CSSProperties['textAlign'] } : undefined;
}

/**
 * A void image or video: the media (drawn only for a safe address) kept out of the editable
 * text, then Slate's empty text child.
 */
function MediaBlock(props: {
  attributes: RenderElementProps['attributes'];
  url: string;
  media: ReactNode;
  children: ReactNode;
}) {
  return (
    <div {...props.attributes}>
      <div contentEditable={false}>{isSafeMediaUrl(props.url) && props.media}</div>
      {props.children}
    </div>
  );
}

/** Draws the editor's elements with the same tags the HTML output uses. */
export function EditorElement({ attributes, children, element }: RenderElementProps) {
  switch (element.type) {
    case 'heading': {
      const Tag = `h${element.level}` as const;
      return (
        <Tag {...attributes} style={alignStyle(element.align)}>
          {children}
        </Tag>
      );
    }
    case 'block-quote':
      return (
        <blockquote {...attributes} className={styles.quote} style={alignStyle(element.align)}>
          {children}
        </blockquote>
      );
    case 'bulleted-list':
      return <ul {...attributes}>{children}</ul>;
    case 'numbered-list':
      return <ol {...attributes}>{children}</ol>;
    case 'list-item':
      return <li {...attributes}>{children}</li>;
    case 'table':
      return (
        <table {...attributes} className={styles.table}>
          <tbody>{children}</tbody>
        </table>
      );
    case 'table-row':
      return <tr {...attributes}>{children}</tr>;
    case 'table-cell':
      return (
        <td {...attributes} className={styles.cell}>
          {children}
        </td>
      );
    case 'link':
      return (
        <a
          {...attributes}
          href={isSafeLinkUrl(element.url) ? element.url : undefined}
          className={styles.link}
        >
          {children}
        </a>
      );
    case 'image':
      return (
        <MediaBlock
          attributes={attributes}
          url={element.url}
          media={<img src={element.url} alt={element.alt ?? ''} className={styles.media} />}
        >
          {children}
        </MediaBlock>
      );
    case 'video':
      return (
        <MediaBlock
          attributes={attributes}
          url={element.url}
          // An embedded video from any address: no caption track is known for it.
          // eslint-disable-next-line jsx-a11y/media-has-caption
          media={<video controls src={element.url} className={styles.media} />}
        >
          {children}
        </MediaBlock>
      );
    default:
      return (
        <p {...attributes} style={alignStyle(element.align)}>
          {children}
        </p>
      );
  }
}

/** Draws a text run with its marks. */
export function EditorLeaf({ attributes, children, leaf }: RenderLeafProps) {
  let out = children;
  if (leaf.bold) out = <strong>{out}</strong>;
  if (leaf.italic) out = <em>{out}</em>;
  if (leaf.underline) out = <u>{out}</u>;
  if (leaf.strikethrough) out = <s>{out}</s>;
  const style: CSSProperties = {};
  if (leaf.color && isSafeColor(leaf.color)) style.color = leaf.color;
  if (leaf.fontSize) style.fontSize = `${leaf.fontSize}pt`;
  return (
    <span {...attributes} style={style}>
      {out}
    </span>
  );
}
