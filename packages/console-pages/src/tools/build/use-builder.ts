import { useLingui } from '@lingui/react';
import { useCallback, useRef, useState } from 'react';
import {
  createField,
  duplicateField,
  emptyModel,
  insertField,
  moveField,
  moveFieldTo,
  removeField,
  updateField,
  type FieldKind,
  type FormField,
  type FormModel,
} from './form-model';
import { kindLabel, optionLabel } from './kind-label';

/** State and actions of the form designer (the pure model functions behind a selection). */
export function useBuilder(initial: FormModel = emptyModel()) {
  const { i18n } = useLingui();
  const [model, setModel] = useState<FormModel>(initial);
  const [selectedId, setSelectedId] = useState<string | undefined>(undefined);
  const counter = useRef(0);
  const newId = useCallback(() => {
    counter.current += 1;
    return `f${Date.now().toString(36)}${counter.current}`;
  }, []);

  const add = (kind: FieldKind, index?: number) => {
    const id = newId();
    // New fields are named in the interface language, like the palette buttons that add them.
    const texts = { label: kindLabel(i18n, kind), option: (n: number) => optionLabel(i18n, n) };
    setModel((m) => insertField(m, createField(kind, m.fields, id, texts), index));
    setSelectedId(id);
    return id;
  };

  return {
    model,
    selectedId,
    selected: model.fields.find((f) => f.id === selectedId),
    select: setSelectedId,
    add,
    remove: (id: string) => {
      setModel((m) => removeField(m, id));
      setSelectedId((s) => (s === id ? undefined : s));
    },
    move: (id: string, delta: -1 | 1) => setModel((m) => moveField(m, id, delta)),
    moveTo: (id: string, index: number) => setModel((m) => moveFieldTo(m, id, index)),
    duplicate: (id: string) => {
      const copy = newId();
      setModel((m) => duplicateField(m, id, copy));
      setSelectedId(copy);
    },
    update: (id: string, patch: Partial<Omit<FormField, 'id'>>) =>
      setModel((m) => updateField(m, id, patch)),
    setLabelWidth: (labelWidth: number) => setModel((m) => ({ ...m, labelWidth })),
    clear: () => {
      setModel(emptyModel());
      setSelectedId(undefined);
    },
  };
}

/** What {@link useBuilder} returns. */
export type Builder = ReturnType<typeof useBuilder>;
