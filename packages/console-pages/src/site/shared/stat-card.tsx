import { Link } from 'react-router-dom';
import * as css from '../site-styles';

/**
 * One figure with its label; with `to`, the figure links to that page (the list behind it), and
 * `hint` adds a line under the figure.
 */
export function StatCard({
  label,
  value,
  hint,
  to,
}: {
  label: string;
  value: string | number;
  hint?: string;
  to?: string;
}) {
  return (
    <section style={css.card} aria-label={label}>
      <p style={css.cardLabel}>{label}</p>
      <p style={css.cardValue}>
        {to ? (
          <Link to={to} style={css.cardLink} aria-label={`${label}: ${value}`}>
            {value}
          </Link>
        ) : (
          value
        )}
      </p>
      {hint ? <p style={css.cardHint}>{hint}</p> : null}
    </section>
  );
}
