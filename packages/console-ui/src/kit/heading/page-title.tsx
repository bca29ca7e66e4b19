import { createContext, useContext, type ReactNode } from 'react';

import * as styles from './page-heading.css';

const PageTitleContext = createContext<string | undefined>(undefined);

/** Props of {@link PageTitleProvider}. */
export interface PageTitleProviderProps {
  /** Title of the page below, usually its menu or route title. */
  title: string | undefined;
  children?: ReactNode;
}

/** Tells the page below its title (the host sets it from the route), for {@link PageHeading}. */
export function PageTitleProvider({ title, children }: PageTitleProviderProps) {
  return <PageTitleContext.Provider value={title}>{children}</PageTitleContext.Provider>;
}

/** The title given by the nearest {@link PageTitleProvider}, if any. */
export function usePageTitle(): string | undefined {
  return useContext(PageTitleContext);
}

/** Props of {@link PageHeading}. */
export interface PageHeadingProps {
  /** Text of the heading. @default the page title from {@link PageTitleProvider} */
  children?: ReactNode;
  /** Fallback when neither children nor a provided title exist (e.g. a portal without one). */
  fallback?: string;
  id?: string;
  /** Controls shown on the heading's line, right-aligned (e.g. a back button). */
  actions?: ReactNode;
}

/**
 * The page's level-one heading, compact so it does not push the content down: every console page
 * has exactly one, named like its tab and breadcrumb entry.
 */
export function PageHeading({ children, fallback, id, actions }: PageHeadingProps) {
  const title = usePageTitle();
  const text = children ?? title ?? fallback;
  if (text === undefined || text === '') return null;
  return (
    <div className={styles.row} data-slot="page-heading">
      <h1 id={id} className={styles.heading}>
        {text}
      </h1>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
