import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
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

/** One figure of {@link FigureCards}: its label, the number, and optionally a hint and a link. */
export interface Figure {
  label: string;
  value: number;
  hint?: string;
  to?: string;
}

/** Numbers as the reader writes them (the figures, and the counts in their hints). */
export function useNumberFormat(): Intl.NumberFormat {
  const { i18n } = useLingui();
  return useMemo(() => new Intl.NumberFormat(i18n.locale), [i18n.locale]);
}

/** A row of {@link StatCard}s in the reader's number format; with `label`, a named group. */
export function FigureCards({ figures, label }: { figures: Figure[]; label?: string }) {
  const number = useNumberFormat();
  return (
    <div style={css.cards} role={label === undefined ? undefined : 'group'} aria-label={label}>
      {figures.map((figure) => (
        <StatCard
          key={figure.label}
          label={figure.label}
          value={number.format(figure.value)}
          hint={figure.hint}
          to={figure.to}
        />
      ))}
    </div>
  );
}
