import { Descriptions, type DescriptionsProps } from '@wcm/console-ui';
import type { ReactNode } from 'react';
import * as css from './monitor.css';

/** Props of {@link Card}. */
export interface CardProps {
  title: string;
  /** Label/value facts listed first, one a row. */
  facts?: DescriptionsProps['items'];
  children?: ReactNode;
}

/** A titled card of the monitor pages: its facts, then anything else (a usage bar). */
export function Card({ title, facts, children }: CardProps) {
  return (
    <section className={css.card} aria-label={title}>
      <h2 className={css.cardTitle}>{title}</h2>
      {facts ? <Descriptions columns={1} items={facts} /> : null}
      {children}
    </section>
  );
}
