import type { DragEvent } from 'react';
import { FIELD_KINDS, type FieldKind } from './form-model';

/** Drag data type of a palette entry (a new field of a kind). */
export const KIND_TYPE = 'application/x-wcm-form-kind';
/** Drag data type of a field being moved. */
export const FIELD_TYPE = 'application/x-wcm-form-field';

/** What a drop carries: a new field of a kind, or an existing field to move. */
export type DropData = { kind: FieldKind } | { fieldId: string } | undefined;

/** True while dragging something the designer accepts (types are readable during dragover). */
export function acceptsDrag(event: DragEvent): boolean {
  const types = Array.from(event.dataTransfer.types);
  return types.includes(KIND_TYPE) || types.includes(FIELD_TYPE);
}

/** Reads the drop data. */
export function readDrop(event: DragEvent): DropData {
  const kind = event.dataTransfer.getData(KIND_TYPE);
  if ((FIELD_KINDS as readonly string[]).includes(kind)) return { kind: kind as FieldKind };
  const fieldId = event.dataTransfer.getData(FIELD_TYPE);
  return fieldId ? { fieldId } : undefined;
}

/**
 * Index to pass to `moveFieldTo` when a field at `from` is dropped before the item at `before`
 * (the field is taken out first, so later positions shift by one).
 */
export function dropIndex(from: number, before: number): number {
  return from >= 0 && from < before ? before - 1 : before;
}
