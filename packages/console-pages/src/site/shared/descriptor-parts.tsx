import type { MessageDescriptor } from '@lingui/core';
import type { ImageSlotRule } from '@wcm/console-ui';
import type { ResourceColumn, ResourceField, ResourceFilter } from '../../common/resource';
import { SlotImage } from './slot-image';
import { timeColumn } from '../../common/columns';

// Columns, filters and fields the site's resource pages (banner, page, background, colour) share.

/** The label of a site image (a banner's, a home background's). */
export const IMAGE_LABEL = /*i18n*/ { id: 'pages.site.image', message: 'Image' };

/** The name of a site record (page, background, colour scheme). */
const NAME_LABEL = /*i18n*/ { id: 'pages.site.name', message: 'Name' };

/** A form value as text ('' for anything else). */
export const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** The sortable name column. */
export function nameColumn<Row>(): ResourceColumn<Row> {
  return {
    key: 'name',
    title: NAME_LABEL,
    sortable: true,
  };
}

/** The sortable creation time column. */
export function createTimeColumn<Row>(): ResourceColumn<Row> {
  return timeColumn('createTime', /*i18n*/ { id: 'pages.site.createTime', message: 'Created' });
}

/** Yes/No of the row's `inUse` flag ('1' in use). */
export function inUseColumn<Row extends { inUse?: string | null }>(): ResourceColumn<Row> {
  return {
    key: 'inUse',
    title: /*i18n*/ { id: 'pages.site.inUse', message: 'In use' },
    render: (row, page) =>
      row.inUse === '1'
        ? page.t(/*i18n*/ { id: 'pages.site.yes', message: 'Yes' })
        : page.t(/*i18n*/ { id: 'pages.site.no', message: 'No' }),
  };
}

/** The search by name. */
export const nameFilter: ResourceFilter = {
  kind: 'text',
  name: 'name',
  label: NAME_LABEL,
};

/** The required name of the form. */
export function nameField(maxLength: number): ResourceField {
  return {
    kind: 'text',
    name: 'name',
    label: NAME_LABEL,
    required: true,
    maxLength,
  };
}

/** The `inUse` switch ('1' on, '0' off, off for a new row). */
export function inUseField(label: MessageDescriptor): ResourceField {
  return { kind: 'switch', name: 'inUse', label, values: ['1', '0'], default: '0' };
}

/** An image upload into a fixed slot of the site, as a stored link. */
export function slotImageField(
  field: Omit<Extract<ResourceField, { kind: 'custom' }>, 'kind' | 'render'>,
  slot: (values: Record<string, unknown>) => {
    rule?: ImageSlotRule;
    maxSizeMb?: number;
  } = () => ({}),
): ResourceField {
  return {
    ...field,
    kind: 'custom',
    render: (p) => (
      <SlotImage label={p.label} value={str(p.value)} onChange={p.onChange} {...slot(p.values)} />
    ),
  };
}
