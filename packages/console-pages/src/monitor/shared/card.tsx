import type { ReactNode } from 'react';
import * as css from './monitor.css';

/** A titled card of the monitor pages. */
export function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={css.card} aria-label={title}>
      <h2 className={css.cardTitle}>{title}</h2>
      {children}
    </section>
  );
}
