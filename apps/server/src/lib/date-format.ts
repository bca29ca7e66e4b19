// RuoYi serialises dates as `yyyy-MM-dd HH:mm:ss` in GMT+8; clients parse that exact shape.
const OFFSET_MS = 8 * 60 * 60 * 1000;

export function formatDateTime(value: Date | null | undefined): string | null {
  if (!value) return null;
  const shifted = new Date(value.getTime() + OFFSET_MS).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 19)}`;
}
