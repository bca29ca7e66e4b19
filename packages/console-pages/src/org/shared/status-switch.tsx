import { Switch } from '@wcm/console-ui';
import { useState } from 'react';
import { useBusy } from '../../common/edit/use-busy';

/** Props of {@link StatusSwitch}. */
export interface StatusSwitchProps {
  /** Status from the row: '0' enabled. */
  status: string;
  /** Accessible name, e.g. 'Status of ry'. */
  label: string;
  /** Asks and saves; resolves false when cancelled or refused, so the switch flips back. */
  onToggle: (enable: boolean) => Promise<boolean>;
  disabled?: boolean;
}

/** Row status switch: flips at once, then back again when the change is cancelled or fails. */
export function StatusSwitch({ status, label, onToggle, disabled }: StatusSwitchProps) {
  const [on, setOn] = useState(status === '0');
  const [busy, whileBusy] = useBusy();
  // A reloaded row brings its own status (React's 'adjust state on prop change' pattern).
  const [shown, setShown] = useState(status);
  if (shown !== status) {
    setShown(status);
    setOn(status === '0');
  }
  return (
    <Switch
      aria-label={label}
      value={on}
      disabled={disabled || busy}
      onChange={(next) => {
        setOn(next);
        void whileBusy(() => onToggle(next))
          .then((ok) => {
            if (!ok) setOn(!next);
          })
          .catch(() => setOn(!next));
      }}
    />
  );
}
