import * as css from '../site-styles';

/** One figure with its label. */
export function StatCard({ label, value }: { label: string; value: string | number }) {
  return (
    <section style={css.card} aria-label={label}>
      <p style={css.cardLabel}>{label}</p>
      <p style={css.cardValue}>{value}</p>
    </section>
  );
}
