import { clampPercent, formatPercent } from './format';
import * as css from './monitor.css';

/** Props of {@link UsageBar}. */
export interface UsageBarProps {
  label: string;
  /** Percent (0-100). */
  value: number | null | undefined;
  /** Shown with the danger colour from this percent on. @default 80 */
  warnAt?: number;
}

/** A labelled horizontal percentage bar (a `meter`), no chart library. */
export function UsageBar({ label, value, warnAt = 80 }: UsageBarProps) {
  const pct = clampPercent(value);
  return (
    <div className={css.barRow}>
      <span>{label}</span>
      <div
        className={css.barTrack}
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(pct * 100) / 100}
        aria-valuetext={formatPercent(value)}
      >
        <div
          className={pct >= warnAt ? css.barFillDanger : css.barFill}
          style={{ width: `${pct}%` }}
        />
      </div>
      <span className={css.number}>{formatPercent(value)}</span>
    </div>
  );
}
