import type { ResourceColumn, ResourceText } from './resource';

// List columns that read the same in every area; each area gives the title in its own words.

/** The number column of a row's id (`key`), `width` wide (sortable when asked). */
export function idColumn<Row>(
  key: string,
  title: ResourceText,
  options: { width: number; sortable?: boolean },
): ResourceColumn<Row> {
  return { key, title, width: options.width, ...(options.sortable ? { sortable: true } : {}) };
}

/** A server time shown in the reader's zone and language; sortable unless told otherwise. */
export function timeColumn<Row>(
  key: string,
  title: ResourceText,
  { sortable = true }: { sortable?: boolean } = {},
): ResourceColumn<Row> {
  return { key, title, time: 'dateTime', ...(sortable ? { sortable } : {}) };
}
