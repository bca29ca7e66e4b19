import { Select, type SelectOption } from '@wcm/console-ui';

/** Several records linked by id (products, questions), picked from a filterable list. */
export function IdsSelect(props: {
  options: readonly SelectOption<number>[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  label: string;
  disabled?: boolean;
  /** Typed text, for options searched on the server (see `Select`). */
  onQueryChange?: (query: string) => void;
}) {
  return (
    <Select<number>
      multiple
      filterable
      clearable
      options={props.options}
      value={props.value}
      onChange={props.onChange}
      aria-label={props.label}
      disabled={props.disabled}
      onQueryChange={props.onQueryChange}
    />
  );
}
