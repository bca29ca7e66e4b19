/** Bytes as RuoYi's server page shows them: `1.50 GB`, `512 B`. */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '-';
  const units = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(2)} ${units[unit]}`;
}

/** A percentage with two decimals, clamped to 0-100 for bars; `-` when unknown. */
export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  return `${value.toFixed(2)}%`;
}

/** Clamps a percentage to 0-100 (bar widths). */
export function clampPercent(value: number | null | undefined): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/** Seconds as `3 d 4 h 5 min 6 s` (largest units first, zero units left out). */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '-';
  let rest = Math.floor(seconds);
  const parts: string[] = [];
  for (const [size, unit] of [
    [86400, 'd'],
    [3600, 'h'],
    [60, 'min'],
  ] as const) {
    const n = Math.floor(rest / size);
    rest -= n * size;
    if (n > 0) parts.push(`${n} ${unit}`);
  }
  if (rest > 0 || parts.length === 0) parts.push(`${rest} s`);
  return parts.join(' ');
}
