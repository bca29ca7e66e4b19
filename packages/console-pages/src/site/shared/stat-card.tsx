import * as css from '../site.css';

/** One figure with its label. */
export function StatCard({ label, value }: { label: string; value: string | number }) {
  return (
    <section className={css.card} aria-label={label}>
      <p className={css.cardLabel}>{label}</p>
      <p className={css.cardValue}>{value}</p>
    </section>
  );
}
