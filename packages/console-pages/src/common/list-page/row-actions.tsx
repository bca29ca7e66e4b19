import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Button, Can, type Column } from '@wcm/console-ui';
import { Fragment, type ReactNode } from 'react';
import * as css from './page.css';

/** The row's label message with the row's name filled in. */
const named = (label: MessageDescriptor, name: string): MessageDescriptor => ({
  ...label,
  values: { name },
});

/** One button of a table row. */
export interface RowAction {
  /** Shown when the user holds one of these (always when absent). */
  permissions?: string[];
  /** The button's accessible name: a message with `{name}` (the row's name), or a name as it is. */
  label: MessageDescriptor | string;
  /** What the button shows: a message, or a symbol as it is (↑). */
  text: MessageDescriptor | string;
  onClick: () => void;
}

/**
 * The buttons of a table row, in order, each behind its permissions and named for the row
 * ('Edit Pumps'), so that a page lists its row actions instead of drawing each button.
 */
export function RowActions({
  name,
  actions,
  bare = false,
}: {
  name: string;
  actions: ReadonlyArray<RowAction | false | null | undefined>;
  /** Without the wrapping actions row (inside a row the page already lays out). */
  bare?: boolean;
}) {
  const { i18n } = useLingui();
  const buttons = actions.map((action, index) => {
    if (!action) return null;
    const button = (
      <Button
        size="small"
        aria-label={
          typeof action.label === 'string' ? action.label : i18n._(named(action.label, name))
        }
        onClick={action.onClick}
      >
        {typeof action.text === 'string' ? action.text : i18n._(action.text)}
      </Button>
    );
    return action.permissions ? (
      <Can key={index} permissions={action.permissions}>
        {button}
      </Can>
    ) : (
      <Fragment key={index}>{button}</Fragment>
    );
  });
  return bare ? <>{buttons}</> : <span className={css.actions}>{buttons}</span>;
}

/** The last column of a list: the buttons of each row, kept in view at the right. */
export function actionsColumn<Row>(title: string, render: (row: Row) => ReactNode): Column<Row> {
  return { key: 'actions', title, fixed: 'right', render };
}
