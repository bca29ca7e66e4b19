import { useLingui } from '@lingui/react';
import * as css from './chart.css';
import { ChartFrame } from './chart-frame';
import { colorAt } from './palette';
import { niceTicks, project } from './scale';

/** One bar of a {@link BarChart}. */
export interface BarDatum {
  label: string;
  value: number;
}

/** Props of {@link BarChart}. */
export interface BarChartProps {
  title: string;
  /** Heading of the category column in the data table. @default 'Category' */
  categoryLabel?: string;
  data: readonly BarDatum[];
  /** Name of the value column in the data table. @default the title */
  valueLabel?: string;
}

const WIDTH = 640;
const ROW = 26;
const LABEL = 150;

/** Horizontal bars, largest first as given (breakdowns by country, page, source...). */
export function BarChart({ title, categoryLabel, data, valueLabel }: BarChartProps) {
  const { i18n } = useLingui();
  const format = new Intl.NumberFormat(i18n.locale);
  const ticks = niceTicks(0, Math.max(0, ...data.map((d) => d.value)));
  const height = data.length * ROW + 8;
  const x = (v: number) => project(v, 0, ticks.max, LABEL, WIDTH - 56);
  return (
    <ChartFrame
      title={title}
      empty={data.length === 0}
      table={{
        category: categoryLabel,
        columns: [valueLabel ?? title],
        rows: data.map((d) => [d.label, d.value]),
      }}
    >
      <svg className={css.svg} viewBox={`0 0 ${WIDTH} ${height}`} role="presentation">
        {data.map((d, i) => {
          const top = i * ROW + 4;
          return (
            <g key={d.label}>
              <text className={css.axisText} x={LABEL - 8} y={top + ROW / 2 + 2} textAnchor="end">
                {d.label.length > 22 ? `${d.label.slice(0, 21)}…` : d.label}
              </text>
              <rect
                x={LABEL}
                y={top + 3}
                width={Math.max(0, x(d.value) - LABEL)}
                height={ROW - 8}
                rx={2}
                style={{ fill: colorAt(0) }}
              >
                <title>{`${d.label}: ${format.format(d.value)}`}</title>
              </rect>
              <text className={css.axisText} x={x(d.value) + 6} y={top + ROW / 2 + 2}>
                {format.format(d.value)}
              </text>
            </g>
          );
        })}
      </svg>
    </ChartFrame>
  );
}
