import { onDemand, useOnDemand } from '../on-demand';
import { useControlProps, type FieldBaseProps } from './field-context';
import * as styles from './fields.css';
import { SelectRow } from './select-row';
import { useSelectTexts } from './select-texts';
import { findTreeNode, type TreeOption } from './tree';

/** Props of {@link TreeSelect}. */
export interface TreeSelectProps<K extends string | number = number> extends FieldBaseProps {
  options: readonly TreeOption<K>[];
  value: K | undefined;
  onChange: (value: K | undefined) => void;
  /** Shows a clear button while something is selected. @default false */
  clearable?: boolean;
  /** Opens every branch at first. @default false */
  defaultExpandAll?: boolean;
}

const popup = onDemand(() => import('./tree-popup'));

/**
 * Single choice in a tree (e.g. parent department): a button opening a popover with a search box
 * and an ARIA tree (arrows move, Right/Left open/close, Enter picks), loaded on first use.
 */
export function TreeSelect<K extends string | number = number>(props: TreeSelectProps<K>) {
  const { options, value, onChange, clearable = false, disabled } = props;
  const texts = useSelectTexts();
  const control = useControlProps(props);
  const { module, open, resting, frameRef } = useOnDemand(popup, { opensOn: 'click' });
  const selected = findTreeNode(options, value);
  const label = selected?.label ?? props.placeholder ?? texts.placeholder;

  return (
    <SelectRow
      frameRef={frameRef}
      className={props.className}
      slot="tree-select"
      onClear={clearable && selected && !disabled ? () => onChange(undefined) : undefined}
    >
      {module ? (
        <module.TreeSelectPopup<K>
          control={control}
          options={options}
          value={value}
          onChange={onChange}
          disabled={disabled}
          defaultExpandAll={props.defaultExpandAll}
          label={label}
          empty={!selected}
          defaultOpen={open}
        />
      ) : (
        // The Radix popover trigger at rest, attribute for attribute.
        <button
          type="button"
          aria-expanded={false}
          data-state="closed"
          {...control}
          className={styles.trigger}
          disabled={disabled}
          aria-haspopup="tree"
          data-empty={selected ? undefined : ''}
          {...resting()}
        >
          <span>{label}</span>
          <span aria-hidden="true">▾</span>
        </button>
      )}
    </SelectRow>
  );
}
