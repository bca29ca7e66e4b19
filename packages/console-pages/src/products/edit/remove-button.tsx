import { useLingui } from '@lingui/react';
import { Button } from '@wcm/console-ui';

/** The small 'Remove' button of a row or column; `label` names what it removes. */
export function RemoveButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  const { i18n } = useLingui();
  return (
    <Button size="small" aria-label={label} onClick={onRemove}>
      {i18n._({ id: 'pages.products.edit.remove', message: 'Remove' })}
    </Button>
  );
}
