import { useLingui } from '@lingui/react';
import { useId, useState, type ReactNode } from 'react';
import * as css from './chart.css';
import { colorAt } from './palette';

/** The data behind a chart, as the table offered instead of the picture. */
export interface ChartTable {
  /** Heading of the first column (the category of each row). @default 'Category' */
  category?: string | undefined;
  /** Headings of the value columns. */
  columns: readonly string[];
  rows: ReadonlyArray<ReadonlyArray<string | number>>;
}

/** Props of {@link ChartFrame}. */
export interface ChartFrameProps {
  /** Caption of the chart; also names the picture for assistive technology. */
  title: string;
  table: ChartTable;
  /** Legend entries (series or slice names, in colour order); none for one series. */
  legend?: readonly string[];
  /** True when there is nothing to draw: an empty-state line replaces the picture. */
  empty?: boolean;
  children: ReactNode;
}

/**
 * A chart with its caption, legend and data table: the table is always there for screen readers
 * and the toggle shows it on screen for anyone who prefers numbers to a picture.
 */
export function ChartFrame({ title, table, legend, empty, children }: ChartFrameProps) {
  const { i18n } = useLingui();
  const [showTable, setShowTable] = useState(false);
  const captionId = useId();
  const format = new Intl.NumberFormat(i18n.locale);
  return (
    <figure className={css.figure} aria-labelledby={captionId} data-slot="chart">
      <div className={css.header}>
        <figcaption id={captionId} className={css.caption}>
          {title}
        </figcaption>
        {empty ? null : (
          <button
            type="button"
            className={css.toggle}
            aria-pressed={showTable}
            onClick={() => setShowTable((v) => !v)}
          >
            {showTable
              ? i18n._({ id: 'ui.chart.showChart', message: 'Show chart' })
              : i18n._({ id: 'ui.chart.showTable', message: 'Show data table' })}
          </button>
        )}
      </div>
      {empty ? (
        <p className={css.empty}>{i18n._({ id: 'ui.chart.empty', message: 'No data' })}</p>
      ) : (
        <>
          <div aria-hidden="true" hidden={showTable}>
            {children}
          </div>
          {legend && legend.length > 1 && !showTable ? (
            <ul className={css.legend} aria-hidden="true">
              {legend.map((name, i) => (
                <li key={name} className={css.legendItem}>
                  <span className={css.swatch} style={{ background: colorAt(i) }} />
                  {name}
                </li>
              ))}
            </ul>
          ) : null}
          <table className={showTable ? css.table : css.visuallyHidden}>
            <caption className={css.visuallyHidden}>{title}</caption>
            <thead>
              <tr>
                {[
                  table.category ?? i18n._({ id: 'ui.chart.category', message: 'Category' }),
                  ...table.columns,
                ].map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, c) =>
                    c === 0 ? (
                      <th key={c} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={c}>{typeof cell === 'number' ? format.format(cell) : cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
}
