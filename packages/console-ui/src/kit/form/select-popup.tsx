import * as RadixSelect from '@radix-ui/react-select';

import { usePortalClassName, usePortalContainer } from '../../root/console-root';
import type { ControlProps } from './field-context';
import * as styles from './fields.css';
import type { OptionValue, SelectOption } from './option';

/** Props of {@link SelectPopup}: what the single `Select` computed for it. */
export interface SelectPopupProps<V extends OptionValue> {
  control: ControlProps;
  options: readonly SelectOption<V>[];
  /** Key of the chosen option ('' for none), see `optionKey`. */
  value: string;
  onValueChange: (key: string) => void;
  disabled: boolean | undefined;
  name: string | undefined;
  placeholder: string;
  emptyText: string;
  /** Opens at once (the click or key that woke it asked to). */
  defaultOpen: boolean;
}

/**
 * The single `Select` as the Radix select (button + listbox, type-ahead), loaded on first use
 * (see `on-demand.ts`); until then `Select` draws the same trigger at rest.
 */
export function SelectPopup<V extends OptionValue>(props: SelectPopupProps<V>) {
  const { options } = props;
  const container = usePortalContainer();
  const portalClass = usePortalClassName();
  return (
    <RadixSelect.Root
      value={props.value}
      onValueChange={props.onValueChange}
      disabled={props.disabled}
      name={props.name}
      defaultOpen={props.defaultOpen}
    >
      <RadixSelect.Trigger {...props.control} className={styles.trigger}>
        <RadixSelect.Value placeholder={props.placeholder} />
        <RadixSelect.Icon aria-hidden="true">▾</RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal container={container}>
        <div className={portalClass}>
          <RadixSelect.Content className={styles.panel} position="popper" sideOffset={4}>
            <RadixSelect.Viewport>
              {options.length === 0 ? <div className={styles.empty}>{props.emptyText}</div> : null}
              {options.map((option, index) => (
                <RadixSelect.Item
                  key={String(option.value)}
                  className={styles.option}
                  value={String(index)}
                  disabled={option.disabled}
                >
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator aria-hidden="true">✓</RadixSelect.ItemIndicator>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </div>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
