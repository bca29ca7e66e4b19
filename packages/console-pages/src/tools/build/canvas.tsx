import type { MessageDescriptor } from '@lingui/core';
import { translate } from '@wcm/console-core';
import { useLingui } from '@lingui/react';
import { Button, EmptyState } from '@wcm/console-ui';
import { useState, type DragEvent } from 'react';
import * as css from './build.css';
import { acceptsDrag, dropIndex, FIELD_TYPE, readDrop } from './dnd';
import type { FormModel } from './form-model';
import { kindLabel } from './kind-label';
import type { Builder } from './use-builder';

/** The designed form: drop targets for new and moved fields, with keyboard buttons per field. */
export function Canvas({ builder }: { builder: Builder }) {
  const { i18n } = useLingui();
  const { model, selectedId } = builder;
  const [over, setOver] = useState<number | undefined>(undefined);
  const title = i18n._({ id: 'pages.tools.build.canvas', message: 'Form' });

  const drop = (event: DragEvent, before: number) => {
    event.preventDefault();
    event.stopPropagation();
    setOver(undefined);
    const data = readDrop(event);
    if (!data) return;
    if ('kind' in data) builder.add(data.kind, before);
    else builder.moveTo(data.fieldId, dropIndex(indexOf(model, data.fieldId), before));
  };
  const allow = (event: DragEvent, index: number) => {
    if (!acceptsDrag(event)) return;
    event.preventDefault();
    setOver(index);
  };

  return (
    <section className={css.panel} aria-label={title}>
      <h2 className={css.panelTitle}>{title}</h2>
      <ul
        className={`${css.canvas} ${over === model.fields.length ? css.canvasOver : ''}`}
        aria-label={i18n._({ id: 'pages.tools.build.fields', message: 'Form fields' })}
        onDragOver={(event) => allow(event, model.fields.length)}
        onDragLeave={() => setOver(undefined)}
        onDrop={(event) => drop(event, model.fields.length)}
      >
        {model.fields.length === 0 ? (
          <li style={{ gridColumn: 'span 24' }}>
            <EmptyState
              title={i18n._({
                id: 'pages.tools.build.empty',
                message: 'Drag fields here or press them on the left',
              })}
            />
          </li>
        ) : null}
        {model.fields.map((field, index) => {
          const selected = field.id === selectedId;
          const name = field.label || field.name;
          const label = (descriptor: MessageDescriptor) => translate(i18n, descriptor, { name });
          return (
            <li
              key={field.id}
              style={{ gridColumn: `span ${field.span}` }}
              className={[
                css.item,
                selected ? css.itemSelected : '',
                over === index ? css.itemOver : '',
              ].join(' ')}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.setData(FIELD_TYPE, field.id);
                event.dataTransfer.effectAllowed = 'move';
              }}
              onDragOver={(event) => {
                event.stopPropagation();
                allow(event, index);
              }}
              onDrop={(event) => drop(event, index)}
              data-testid={`field-${field.name}`}
            >
              <div className={css.itemHead}>
                <button
                  type="button"
                  className={css.select}
                  aria-pressed={selected}
                  onClick={() => builder.select(field.id)}
                >
                  {field.label}
                  {field.required ? ' *' : ''}{' '}
                  <span className={css.muted}>
                    {kindLabel(i18n, field.kind)} · {field.name}
                  </span>
                </button>
                <Button
                  size="small"
                  disabled={index === 0}
                  aria-label={label(
                    /*i18n*/ { id: 'pages.tools.build.moveUp', message: 'Move {name} up' },
                  )}
                  onClick={() => builder.move(field.id, -1)}
                >
                  ↑
                </Button>
                <Button
                  size="small"
                  disabled={index === model.fields.length - 1}
                  aria-label={label(
                    /*i18n*/ { id: 'pages.tools.build.moveDown', message: 'Move {name} down' },
                  )}
                  onClick={() => builder.move(field.id, 1)}
                >
                  ↓
                </Button>
                <Button
                  size="small"
                  aria-label={label(
                    /*i18n*/ { id: 'pages.tools.build.copy', message: 'Copy {name}' },
                  )}
                  onClick={() => builder.duplicate(field.id)}
                >
                  {i18n._({ id: 'pages.tools.copy', message: 'Copy' })}
                </Button>
                <Button
                  size="small"
                  aria-label={label(
                    /*i18n*/ { id: 'pages.tools.build.remove', message: 'Remove {name}' },
                  )}
                  onClick={() => builder.remove(field.id)}
                >
                  ✕
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function indexOf(model: FormModel, id: string): number {
  return model.fields.findIndex((f) => f.id === id);
}
