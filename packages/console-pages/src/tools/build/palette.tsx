import { useLingui } from '@lingui/react';
import { Button } from '@wcm/console-ui';
import * as css from './build.css';
import { KIND_TYPE } from './dnd';
import { FIELD_KINDS, type FieldKind } from './form-model';
import { kindLabel } from './kind-label';

/** The kit fields to add: drag one onto the form, or press it to add it at the end. */
export function Palette({ onAdd }: { onAdd: (kind: FieldKind) => void }) {
  const { i18n } = useLingui();
  const title = i18n._({ id: 'pages.tools.build.palette', message: 'Fields' });
  return (
    <section className={css.panel} aria-label={title}>
      <h2 className={css.panelTitle}>{title}</h2>
      <p className={css.muted}>
        {i18n._({
          id: 'pages.tools.build.paletteHint',
          message: 'Drag a field onto the form, or press it to add it at the end.',
        })}
      </p>
      <div className={css.palette}>
        {FIELD_KINDS.map((kind) => (
          <Button
            key={kind}
            size="small"
            className={css.paletteItem}
            draggable
            onDragStart={(event) => {
              event.dataTransfer.setData(KIND_TYPE, kind);
              event.dataTransfer.effectAllowed = 'copy';
            }}
            onClick={() => onAdd(kind)}
          >
            <span aria-hidden="true">+</span> {kindLabel(i18n, kind)}
          </Button>
        ))}
      </div>
    </section>
  );
}
