import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import * as css from './status-page.css';

/** Props of {@link StatusPage}. */
export interface StatusPageProps {
  /** Big status number shown above the title (decorative), e.g. 404 */
  code?: number;
  /** Unique id of the heading, used to label the landmark */
  headingId: string;
  title: ReactNode;
  text: ReactNode;
  /** In-app path of the single way out of the page */
  linkTo: string;
  linkLabel: ReactNode;
}

/** A full-page status message (errors, closed registration) with one link onwards. */
export function StatusPage({ code, headingId, title, text, linkTo, linkLabel }: StatusPageProps) {
  return (
    <main className={css.root} aria-labelledby={headingId}>
      {code !== undefined && (
        <p className={css.code} aria-hidden="true">
          {code}
        </p>
      )}
      <h1 id={headingId} className={css.title}>
        {title}
      </h1>
      <p className={css.text}>{text}</p>
      <Link className={css.link} to={linkTo}>
        {linkLabel}
      </Link>
    </main>
  );
}
