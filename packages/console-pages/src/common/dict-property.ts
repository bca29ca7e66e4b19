import type { ResourceColumn, ResourceField, ResourceFilter, ResourceText } from './resource';

type ChoiceField = Extract<ResourceField, { kind: 'select' | 'radio' }>;

/** How a property's form choice differs from the plain one. */
export type DictFieldOptions = Partial<
  Pick<ChoiceField, 'default' | 'required' | 'full' | 'hint' | 'hidden' | 'disabled'>
>;

/**
 * A row property that holds a dictionary value, described once: its search select, its list
 * column (the value's coloured tag) and its form choice, under one label and dictionary type.
 */
export interface DictProperty<Row> {
  filter: ResourceFilter;
  column(more?: Pick<ResourceColumn<Row>, 'sortable' | 'width'>): ResourceColumn<Row>;
  field(kind: 'radio' | 'select', more?: DictFieldOptions): ResourceField;
}

/** The parts of the property `name` of `dict` (`sys_show_hide`), labelled `label`. */
export function dictProperty<Row>(
  name: keyof Row & string,
  label: ResourceText,
  dict: string,
): DictProperty<Row> {
  return {
    filter: { kind: 'select', name, label, dict },
    column: (more) => ({ key: name, title: label, dict, ...more }),
    field: (kind, more) => ({ kind, name, label, dict, ...more }),
  };
}

/**
 * RuoYi's 'Status' of a record (`sys_normal_disable`: '0' normal, '1' disabled) as search
 * select, column and form radio; new records are normal.
 */
export function normalStatus<Row extends { status?: unknown }>(label: ResourceText) {
  const status = dictProperty<Row>('status', label, 'sys_normal_disable');
  return {
    filter: status.filter,
    column: status.column(),
    field: status.field('radio', { default: '0' }),
  };
}
