import type { I18n, MessageDescriptor } from '@lingui/core';
import type { paths, WcmConsole } from '@wcm/console-core';
import type { ImageSlotRule, SelectOption } from '@wcm/console-ui';
import type { ReactNode } from 'react';
import type { ListController } from '../list';

/**
 * A text of a descriptor: a Lingui descriptor (write `/*i18n*\/ { id, message }` so it is
 * extracted into the area's catalogue; translated when the page renders) or a ready string.
 */
export type ResourceText = MessageDescriptor | string;

type ListPathOf<P> = P extends `${infer Base}/list` ? Base : never;
/** Base paths of the contract that have a `/list` operation (`'/system/post'`...). */
export type ResourcePath = ListPathOf<keyof paths>;

type ListAnswer<P extends string> = `${P}/list` extends keyof paths
  ? paths[`${P}/list`] extends {
      get: { responses: { 200: { content: { 'application/json': infer Body } } } };
    }
    ? Body
    : never
  : never;

/** The row type of a contract resource's list (`ResourceRow<'/system/post'>` = OrgPost). */
export type ResourceRow<P extends ResourcePath> =
  Extract<ListAnswer<P>, { rows: unknown[] }> extends { rows: Array<infer Row> } ? Row : never;

/** Values of a resource form: one entry per field name. */
export type ResourceValues = Record<string, unknown>;

/** One column of the list. Without `render`, `dict`, `time` or `image` it shows `row[key]`. */
export interface ResourceColumn<Row> {
  /** Row property (also the sort column sent as `orderByColumn`), or any key with `render`. */
  key: string;
  title: ResourceText;
  sortable?: boolean;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  /** Shows the value as a coloured tag of this dictionary type (`sys_normal_disable`). */
  dict?: string;
  /** Shows a server time in the user's zone and language (`useDateTimeFormat`). */
  time?: 'dateTime' | 'date';
  /** Shows the value (a stored link, or comma-separated links) as a thumbnail. */
  image?: boolean;
  /** Custom cell. */
  render?: (row: Row, page: ResourcePageApi<Row>) => ReactNode;
}

/** A search field of the list; its value is kept in the URL under `name`. */
export type ResourceFilter =
  | { kind: 'text'; name: string; label: ResourceText }
  | {
      kind: 'select';
      name: string;
      label: ResourceText;
      /** Options from this dictionary type... */
      dict?: string;
      /** ...or fixed options (labels may be descriptors). */
      options?: ReadonlyArray<{ label: ResourceText; value: string }>;
    }
  /** RuoYi's `params[beginTime]`/`params[endTime]` range (one per list). */
  | { kind: 'dateRange'; label: ResourceText };

/** Arguments of a form field's checks and renderers. */
export interface FieldContext {
  values: ResourceValues;
  /** Editing an existing row (false: adding). */
  editing: boolean;
  i18n: I18n;
}

/** A check of one field: the error text, or undefined when the value is fine. */
export type FieldRule = (value: unknown, context: FieldContext) => string | undefined;

interface FieldBase {
  /** Property of the row and of the add/edit body. */
  name: string;
  label: ResourceText;
  /** Refuses empty values with '{label} cannot be empty'. */
  required?: boolean;
  /** Further checks, after `required` (the first failing message wins). */
  rules?: readonly FieldRule[];
  /** A pattern non-empty text must match, with its message. */
  pattern?: { re: RegExp; message: ResourceText };
  hint?: ResourceText;
  /** Value of a new row. Defaults: '' (text), 0 (number), first option (radio), off (switch). */
  default?: unknown;
  /** Takes the whole row of a two-column form. */
  full?: boolean;
  /** Left out of the form (and of the body) when true. */
  hidden?: (context: FieldContext) => boolean;
  disabled?: (context: FieldContext) => boolean;
}

/** A field of the add/edit dialog. */
export type ResourceField =
  | (FieldBase & {
      kind: 'text';
      maxLength?: number;
      /** Blank text is sent as null (optional columns). */
      nullable?: boolean;
    })
  | (FieldBase & { kind: 'textarea'; maxLength?: number; rows?: number; nullable?: boolean })
  | (FieldBase & { kind: 'number'; min?: number; max?: number; precision?: number })
  | (FieldBase & {
      kind: 'select' | 'radio';
      dict?: string;
      options?: ReadonlyArray<{ label: ResourceText; value: string }>;
    })
  | (FieldBase & {
      kind: 'switch';
      /** Values stored for on and off. @default ['0', '1'] (RuoYi: 0 = normal) */
      values?: readonly [on: string, off: string];
    })
  | (FieldBase & {
      kind: 'image';
      /** Largest number of images (stored comma-separated). @default 1 */
      limit?: number;
      maxSizeMb?: number;
      rule?: ImageSlotRule;
    })
  | (FieldBase & { kind: 'richText'; variant?: 'restricted' | 'full'; height?: number })
  | (FieldBase & {
      kind: 'custom';
      render: (props: CustomFieldProps) => ReactNode;
    });

/** What a custom field renders with. */
export interface CustomFieldProps extends FieldContext {
  value: unknown;
  onChange: (value: unknown) => void;
  setField: (name: string, value: unknown) => void;
  /** The field's label, translated (name the control with it). */
  label: string;
}

/** Things the page offers to slots: the list, the dialog, deletion and messages. */
export interface ResourcePageApi<Row> {
  descriptor: ResourceDescriptor<Row>;
  wcm: WcmConsole;
  i18n: I18n;
  list: ListController<Row, Record<string, string>>;
  /** Rows currently selected (on this page). */
  selectedRows: Row[];
  /** Opens the add dialog, or the edit dialog of a row id. */
  add(): void;
  edit(id: string | number): void;
  /** Asks, deletes the ids, says so and reloads; resolves whether they were deleted. */
  remove(ids: ReadonlyArray<string | number>): Promise<boolean>;
  /** Downloads the xlsx of the applied filters. */
  exportList(): Promise<unknown>;
  /** RuoYi's 'System prompt' question; resolves true on OK. */
  confirm(text: string): Promise<boolean>;
  /** A success message. */
  success(text: string): void;
  /** Translates a descriptor text. */
  t(text: ResourceText): string;
}

/**
 * An area described once: list, search, toolbar, row actions, add/edit dialog, delete and export
 * of a resource of the contract (see `apps/server/src/resources/README.md`).
 */
export interface ResourceDescriptor<Row> {
  /** Base path: `GET {path}/list`, `GET {path}/{id}`, `POST`/`PUT {path}`, `DELETE {path}/{ids}`, `POST {path}/export`. */
  path: string;
  /**
   * Permission prefix (`system:post`): buttons need `:add`, `:edit`, `:remove`, `:export`.
   * @default the path's segments joined by ':' (`/system/post` → `system:post`), RuoYi's rule
   */
  permission?: string;
  /** Row property holding the id. */
  id: keyof Row & string;
  /** Names a row in button labels ('Edit Chairman') and check boxes. @default the id */
  rowName?: (row: Row) => string;
  /** Accessible name of the table ('Positions'). */
  title: ResourceText;
  /** What one row is, for the delete question ('position'). */
  noun: ResourceText;
  /** Dialog titles. */
  addTitle?: ResourceText;
  editTitle?: ResourceText;
  columns: ReadonlyArray<ResourceColumn<Row>>;
  filters?: readonly ResourceFilter[];
  fields?: readonly ResourceField[];
  /**
   * Which default operations the page offers; `rowRemove: false` keeps delete in the toolbar only.
   * @default all, export only with `exportName`
   */
  operations?: { add?: boolean; edit?: boolean; remove?: boolean; rowRemove?: boolean };
  /** Called after a row was added, saved or deleted (clear a cache...). */
  onChange?: (page: ResourcePageApi<Row>) => void;
  /** Prefix of the export file (`post` → `post_1700000000000.xlsx`); shows the export button. */
  exportName?: string;
  /** Dialog layout. @default one column, 500 px wide, 100 px labels */
  dialog?: { width?: number; labelWidth?: number; columns?: 1 | 2 };
  /** Rows per page. @default 20 */
  pageSize?: number;
  /** Body of add/edit from the form values. @default the fields' values (text trimmed) */
  toBody?: (values: ResourceValues, editing: boolean) => Record<string, unknown>;
  /** Form values from the row `GET {path}/{id}` answered. @default the fields' properties */
  toValues?: (row: Row) => ResourceValues;
  /** More toolbar buttons after add/edit/delete/export (wrap them in `Can`). */
  toolbar?: (page: ResourcePageApi<Row>) => ReactNode;
  /** More buttons of a row after edit and delete. */
  rowActions?: (row: Row, page: ResourcePageApi<Row>) => ReactNode;
  /** Anything else the page renders (a custom dialog, a drawer...). */
  extra?: (page: ResourcePageApi<Row>) => ReactNode;
  /** Renders above the list (a summary, a note). */
  header?: (page: ResourcePageApi<Row>) => ReactNode;
  /** The page's level-one heading (`PageHeading`). @default true */
  heading?: boolean;
}

/** Select/radio options of a descriptor, translated. */
export type TranslatedOptions = SelectOption<string>[];

/** The descriptor's permission prefix: its own, or its path's segments joined by ':'. */
export const permissionOf = (descriptor: { path: string; permission?: string | undefined }) =>
  descriptor.permission ?? descriptor.path.replace(/^\//, '').replaceAll('/', ':');
