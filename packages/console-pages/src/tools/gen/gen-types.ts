import type { components } from '@wcm/console-core';

type Schemas = components['schemas'];

/** An imported table of the code generator. */
export type GenTable = Schemas['MonitorGenTable'];
/** A column of an imported table. */
export type GenColumn = Schemas['MonitorGenColumn'];
/** The save body of `PUT /tool/gen`. */
export type GenBody = Schemas['MonitorGenBody'];
/** A physical table not imported yet. */
export interface DbTable {
  tableName: string;
  tableComment: string;
}

/** Path of a table's edit page (permission route `tool/gen/editTable`). */
export function genEditPath(tableId: number): string {
  return `/tool/gen-edit/index/${tableId}`;
}

/** Zip file name of generated code: the table name, or `wcm` for several tables. */
export function zipName(tables: readonly string[]): string {
  return tables.length === 1 ? `${tables[0]}.zip` : 'wcm.zip';
}

/** URL of the batch zip of several tables (`tables=a,b`). */
export function batchZipUrl(tables: readonly string[]): string {
  return `/tool/gen/batchGenCode?tables=${encodeURIComponent(tables.join(','))}`;
}

/**
 * Preview tabs in the server's order: the server keys files by RuoYi template name
 * (`vm/java/domain.java.vm`...) and gives each one's real path in `paths`; the tab shows the
 * path's file name.
 */
export function previewTabs(
  files: Readonly<Record<string, string>>,
  paths: Readonly<Record<string, string>> = {},
): { key: string; path: string; label: string; code: string }[] {
  return Object.keys(files).map((key) => {
    const path = paths[key] ?? key;
    return { key, path, label: path.split('/').pop() ?? path, code: files[key] ?? '' };
  });
}
