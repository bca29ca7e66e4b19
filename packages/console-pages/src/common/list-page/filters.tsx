import { FormItem, Input, Select } from '@wcm/console-ui';
import type { SelectOption } from '@wcm/console-ui';
import * as css from './page.css';

/** The part of a list controller the search fields edit. */
export interface Draft<F extends Record<string, string>> {
  draft: F;
  setDraft(patch: Partial<F>): void;
}

/** Props of the search fields bound to one filter. */
export interface FilterProps<F extends Record<string, string>> {
  list: Draft<F>;
  name: keyof F & string;
  label: string;
}

/** A text search field bound to one filter of a list. */
export function TextFilter<F extends Record<string, string>>({
  list,
  name,
  label,
}: FilterProps<F>) {
  return (
    <FormItem label={label}>
      <Input
        className={css.field}
        value={list.draft[name] ?? ''}
        onChange={(value) => list.setDraft({ [name]: value } as Partial<F>)}
        clearable
      />
    </FormItem>
  );
}

/** A select search field bound to one filter of a list (dictionary options usually). */
export function SelectFilter<F extends Record<string, string>>({
  list,
  name,
  label,
  options,
}: FilterProps<F> & { options: readonly SelectOption<string>[] }) {
  const value = list.draft[name] ?? '';
  return (
    <FormItem label={label}>
      <Select<string>
        className={css.field}
        options={options}
        value={value === '' ? undefined : value}
        onChange={(next) => list.setDraft({ [name]: next ?? '' } as Partial<F>)}
        clearable
      />
    </FormItem>
  );
}
