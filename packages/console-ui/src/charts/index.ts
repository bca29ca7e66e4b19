// Entry @wcm/console-ui/charts: small SVG charts, kept out of the main entry so only the pages
// that draw charts (dashboard, statistics, equity) download them.

/** Caption, legend and data-table wrapper shared by the charts. */
export { ChartFrame } from './chart-frame';
export type { ChartFrameProps, ChartTable } from './chart-frame';
/** Time series with one line per series. */
export { LineChart } from './line-chart';
export type { LineChartProps, LineSeries } from './line-chart';
/** Horizontal bars for breakdowns. */
export { BarChart } from './bar-chart';
export type { BarChartProps, BarDatum } from './bar-chart';
/** Shares of a whole, as a pie or ring. */
export { PieChart } from './pie-chart';
export type { PieChartProps, PieDatum } from './pie-chart';
/** Scale helpers (pure). */
export { arcPath, niceTicks, project, slicesOf } from './scale';
export type { Slice, Ticks } from './scale';
/** Series colours. */
export { CHART_COLORS, colorAt } from './palette';
