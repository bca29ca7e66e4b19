import { useLingui } from '@lingui/react';
import { vars } from '../theme/contract.css';
import * as css from './chart.css';
import { ChartFrame } from './chart-frame';
import { colorAt } from './palette';
import { arcPath, slicesOf } from './scale';

/** One slice of a {@link PieChart}. */
export interface PieDatum {
  label: string;
  value: number;
}

/** Props of {@link PieChart}. */
export interface PieChartProps {
  title: string;
  /** Heading of the category column in the data table. @default 'Category' */
  categoryLabel?: string;
  data: readonly PieDatum[];
  /** Draw a ring instead of a full pie. @default true */
  donut?: boolean;
  /** Name of the value column in the data table. @default the title */
  valueLabel?: string;
}

const SIZE = 220;

/** Shares of a whole (equity split, traffic sources...), with each share in the data table. */
export function PieChart({ title, categoryLabel, data, donut = true, valueLabel }: PieChartProps) {
  const { i18n } = useLingui();
  const percent = new Intl.NumberFormat(i18n.locale, {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const slices = slicesOf(data.map((d) => d.value));
  const shareColumn = i18n._({ id: 'ui.chart.share', message: 'Share' });
  return (
    <ChartFrame
      title={title}
      empty={slices.length === 0}
      legend={data.map((d) => d.label)}
      table={{
        category: categoryLabel,
        columns: [valueLabel ?? title, shareColumn],
        rows: data.map((d, i) => [d.label, d.value, percent.format(slices[i]?.share ?? 0)]),
      }}
    >
      <svg
        className={css.svg}
        style={{ maxWidth: SIZE }}
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        role="presentation"
      >
        {slices.map((slice, i) =>
          slice.share > 0 ? (
            <path
              key={i}
              d={arcPath(SIZE / 2, SIZE / 2, SIZE / 2 - 4, donut ? SIZE / 4 : 0, slice)}
              style={{ fill: colorAt(i), stroke: vars.color.surface, strokeWidth: 1 }}
            >
              <title>{`${data[i]?.label ?? ''}: ${percent.format(slice.share)}`}</title>
            </path>
          ) : null,
        )}
      </svg>
    </ChartFrame>
  );
}
