import { onDemand, useOnDemand } from '../on-demand';
import { ClearButton } from './clear-button';
import { cx, useControlProps, type FieldBaseProps } from './field-context';
import * as styles from './fields.css';
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
    <div ref={frameRef} className={cx(styles.triggerRow, props.className)} data-slot="tree-select">
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
      {clearable && selected && !disabled ? (
        <ClearButton label={texts.clear} onClick={() => onChange(undefined)} />
      ) : null}
    </div>
  );
}
