/** A linear scale's ticks: round values from 0 (or the minimum) up past the maximum. */
export interface Ticks {
  min: number;
  max: number;
  step: number;
  values: number[];
}

/** Ticks at 1, 2, 2.5 or 5 times a power of ten, about `count` of them, always including 0. */
export function niceTicks(minValue: number, maxValue: number, count = 5): Ticks {
  const lo = Math.min(0, Number.isFinite(minValue) ? minValue : 0);
  const hi = Math.max(0, Number.isFinite(maxValue) ? maxValue : 0);
  if (hi - lo < 1e-9) {
    // Nothing (or next to nothing) to show: whole units around the data.
    const min = Math.floor(lo);
    const max = Math.max(1, Math.ceil(hi));
    const values = Array.from({ length: max - min + 1 }, (_, i) => min + i);
    return { min, max, step: 1, values };
  }
  const rough = (hi - lo) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  const min = Math.floor(lo / step) * step;
  const max = Math.ceil(hi / step) * step;
  const values: number[] = [];
  // Whole multiples of the step (0 exactly), rounded so 0.1 + 0.2 drift stays out of labels.
  for (let k = Math.round(min / step); k <= Math.round(max / step); k++)
    values.push(Number((k * step).toPrecision(12)));
  return { min, max, step, values };
}

/** Maps `value` in [min, max] onto [from, to] (an SVG coordinate range). */
export function project(value: number, min: number, max: number, from: number, to: number) {
  if (max === min) return from;
  return from + ((value - min) / (max - min)) * (to - from);
}

/** One slice of a pie: start and end angle in radians, clockwise from 12 o'clock. */
export interface Slice {
  start: number;
  end: number;
  share: number;
}

/** Pie slices of non-negative values (negative ones count as 0); empty when all are 0. */
export function slicesOf(values: readonly number[]): Slice[] {
  const clean = values.map((v) => (Number.isFinite(v) && v > 0 ? v : 0));
  const total = clean.reduce((a, b) => a + b, 0);
  if (total === 0) return [];
  let at = 0;
  return clean.map((v) => {
    const share = v / total;
    const slice = { start: at * 2 * Math.PI, end: (at + share) * 2 * Math.PI, share };
    at += share;
    return slice;
  });
}

/** SVG path of a donut (or pie when `inner` is 0) segment centred on (cx, cy). */
export function arcPath(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  slice: Slice,
): string {
  // A full circle cannot be one arc: split it in two halves.
  if (slice.end - slice.start >= 2 * Math.PI - 1e-9) {
    const half = { ...slice, end: slice.start + Math.PI };
    const rest = { ...slice, start: slice.start + Math.PI };
    return `${arcPath(cx, cy, outer, inner, half)} ${arcPath(cx, cy, outer, inner, rest)}`;
  }
  const point = (r: number, a: number) =>
    `${(cx + r * Math.sin(a)).toFixed(2)} ${(cy - r * Math.cos(a)).toFixed(2)}`;
  const large = slice.end - slice.start > Math.PI ? 1 : 0;
  const outerArc = `M ${point(outer, slice.start)} A ${outer} ${outer} 0 ${large} 1 ${point(outer, slice.end)}`;
  if (inner <= 0) return `${outerArc} L ${cx} ${cy} Z`;
  return `${outerArc} L ${point(inner, slice.end)} A ${inner} ${inner} 0 ${large} 0 ${point(inner, slice.start)} Z`;
}
