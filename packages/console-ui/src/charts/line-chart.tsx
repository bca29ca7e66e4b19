import { useLingui } from '@lingui/react';
import * as css from './chart.css';
import { ChartFrame } from './chart-frame';
import { colorAt } from './palette';
import { niceTicks, project } from './scale';

/** One line of a {@link LineChart}: a value per category of `labels`. */
export interface LineSeries {
  name: string;
  values: readonly number[];
}

/** Props of {@link LineChart}. */
export interface LineChartProps {
  title: string;
  /** Heading of the category column in the data table. @default 'Category' */
  categoryLabel?: string;
  /** Categories along the x axis (days, months...). */
  labels: readonly string[];
  series: readonly LineSeries[];
  /** Drawing height in SVG units (the width follows the container). @default 240 */
  height?: number;
}

const WIDTH = 640;
const PAD = { top: 12, right: 12, bottom: 28, left: 48 };

/** A time series: one line per series over shared categories, with a data table alternative. */
export function LineChart({ title, categoryLabel, labels, series, height = 240 }: LineChartProps) {
  const { i18n } = useLingui();
  const format = new Intl.NumberFormat(i18n.locale, { notation: 'compact' });
  const all = series.flatMap((s) => s.values);
  const ticks = niceTicks(Math.min(...all, 0), Math.max(...all, 0));
  const x = (i: number) =>
    labels.length <= 1
      ? (PAD.left + WIDTH - PAD.right) / 2
      : project(i, 0, labels.length - 1, PAD.left, WIDTH - PAD.right);
  const y = (v: number) => project(v, ticks.min, ticks.max, height - PAD.bottom, PAD.top);
  // Label at most ~8 categories so the axis stays readable.
  const every = Math.max(1, Math.ceil(labels.length / 8));
  return (
    <ChartFrame
      title={title}
      empty={labels.length === 0 || series.length === 0}
      legend={series.map((s) => s.name)}
      table={{
        category: categoryLabel,
        columns: series.map((s) => s.name),
        rows: labels.map((label, i) => [label, ...series.map((s) => s.values[i] ?? 0)]),
      }}
    >
      <svg className={css.svg} viewBox={`0 0 ${WIDTH} ${height}`} role="presentation">
        {ticks.values.map((t) => (
          <g key={t}>
            <line className={css.grid} x1={PAD.left} x2={WIDTH - PAD.right} y1={y(t)} y2={y(t)} />
            <text className={css.axisText} x={PAD.left - 6} y={y(t) + 4} textAnchor="end">
              {format.format(t)}
            </text>
          </g>
        ))}
        {labels.map((label, i) =>
          i % every === 0 ? (
            <text
              key={label}
              className={css.axisText}
              x={x(i)}
              y={height - PAD.bottom + 16}
              textAnchor="middle"
            >
              {label}
            </text>
          ) : null,
        )}
        {series.map((s, si) => (
          <g key={s.name}>
            <polyline
              style={{ fill: 'none', stroke: colorAt(si), strokeWidth: 2 }}
              points={s.values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ')}
            />
            {s.values.map((v, i) => (
              <circle
                key={i}
                cx={x(i)}
                cy={y(v)}
                r={labels.length > 40 ? 1.5 : 3}
                style={{ fill: colorAt(si) }}
              >
                <title>{`${s.name} · ${labels[i] ?? ''}: ${v}`}</title>
              </circle>
            ))}
          </g>
        ))}
      </svg>
    </ChartFrame>
  );
}
