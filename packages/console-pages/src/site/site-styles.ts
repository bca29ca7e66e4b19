import type { CSSProperties } from 'react';

// Inline styles: the host ships one global stylesheet (cssCodeSplit off), so the site pages keep
// theirs in their own lazy chunk instead of growing the sign-in page's CSS.

/** The bordered box the site pages draw their previews, figures, charts and groups in. */
const framed: CSSProperties = {
  border: '1px solid var(--wcm-border-color, #dcdfe6)',
  borderRadius: 6,
  background: 'var(--wcm-bg-color, #fff)',
};

/** A grid of as many columns at least `min` wide as fit the row (`auto-fill` keeps empty ones). */
const autoGrid = (
  min: string,
  gap: number,
  repeat: 'auto-fit' | 'auto-fill' = 'auto-fit',
): CSSProperties => ({
  display: 'grid',
  gridTemplateColumns: `repeat(${repeat}, minmax(${min}, 1fr))`,
  gap,
});

export const preview: CSSProperties = {
  ...framed,
  padding: 12,
  display: 'grid',
  gap: 8,
};
export const serpTitle: CSSProperties = {
  color: '#1a0dab',
  fontSize: 18,
  lineHeight: 1.3,
  margin: 0,
};
export const serpUrl: CSSProperties = { color: '#006621', fontSize: 13 };
export const serpText: CSSProperties = { color: '#545454', fontSize: 13, margin: 0 };
export const counter: CSSProperties = { fontSize: 12, color: 'var(--wcm-text-secondary, #606266)' };
export const over: CSSProperties = { color: 'var(--wcm-danger, #c0392b)', fontWeight: 600 };
export const swatches: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 8 };
export const swatch: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  border: '1px solid var(--wcm-border-color, #dcdfe6)',
  borderRadius: 4,
  padding: '4px 8px',
  background: 'transparent',
  cursor: 'pointer',
  font: 'inherit',
};
export const chip: CSSProperties = {
  width: 14,
  height: 14,
  borderRadius: 3,
  display: 'inline-block',
};
export const cards: CSSProperties = { ...autoGrid('160px', 12), marginBottom: 16 };
export const card: CSSProperties = {
  ...framed,
  padding: '12px 16px',
};
export const cardLabel: CSSProperties = {
  fontSize: 13,
  color: 'var(--wcm-text-secondary, #606266)',
  margin: 0,
};
export const cardValue: CSSProperties = { fontSize: 26, fontWeight: 600, margin: '4px 0 0' };
export const charts: CSSProperties = { ...autoGrid('min(100%, 420px)', 16), marginBottom: 16 };
export const panel: CSSProperties = {
  ...framed,
  padding: 12,
  minWidth: 0,
};
export const panelTitle: CSSProperties = { fontSize: 15, fontWeight: 600, margin: '0 0 8px' };
export const toolbar: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  alignItems: 'end',
  marginBottom: 16,
};
export const groups: CSSProperties = autoGrid('300px', 12, 'auto-fill');
export const group: CSSProperties = {
  ...framed,
  padding: 12,
  display: 'grid',
  gap: 8,
  alignContent: 'start',
};
export const row: CSSProperties = {
  display: 'flex',
  gap: 6,
  alignItems: 'center',
  flexWrap: 'wrap',
};
export const dragging: CSSProperties = { opacity: 0.5 };
export const handle: CSSProperties = { cursor: 'grab', userSelect: 'none', padding: '0 4px' };
export const link: CSSProperties = {
  display: 'grid',
  gap: 6,
  padding: 8,
  border: '1px dashed var(--wcm-border-color, #dcdfe6)',
  borderRadius: 4,
};
export const warning: CSSProperties = { color: 'var(--wcm-danger, #c0392b)', margin: 0 };
export const sitePreview: CSSProperties = {
  borderRadius: 6,
  overflow: 'hidden',
  border: '1px solid #dcdfe6',
};
export const cardLink: CSSProperties = { color: 'inherit', textDecoration: 'none' };
export const cardHint: CSSProperties = {
  fontSize: 12,
  color: 'var(--wcm-text-secondary, #606266)',
  margin: '4px 0 0',
};
export const figureList: CSSProperties = { margin: 0, paddingLeft: 18, display: 'grid', gap: 4 };
