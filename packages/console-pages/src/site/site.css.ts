import { style } from '@vanilla-extract/css';

export const preview = style({
  border: '1px solid var(--wcm-border-color, #dcdfe6)',
  borderRadius: 6,
  padding: 12,
  display: 'grid',
  gap: 8,
  background: 'var(--wcm-bg-color, #fff)',
});
export const serpTitle = style({ color: '#1a0dab', fontSize: 18, lineHeight: 1.3, margin: 0 });
export const serpUrl = style({ color: '#006621', fontSize: 13 });
export const serpText = style({ color: '#545454', fontSize: 13, margin: 0 });
export const counter = style({ fontSize: 12, color: 'var(--wcm-text-secondary, #606266)' });
export const over = style({ color: 'var(--wcm-danger, #c0392b)', fontWeight: 600 });
export const swatches = style({ display: 'flex', flexWrap: 'wrap', gap: 8 });
export const swatch = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  border: '1px solid var(--wcm-border-color, #dcdfe6)',
  borderRadius: 4,
  padding: '4px 8px',
  background: 'transparent',
  cursor: 'pointer',
  font: 'inherit',
});
export const chip = style({ width: 14, height: 14, borderRadius: 3, display: 'inline-block' });
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: 12,
  marginBottom: 16,
});
export const card = style({
  border: '1px solid var(--wcm-border-color, #dcdfe6)',
  borderRadius: 6,
  padding: '12px 16px',
  background: 'var(--wcm-bg-color, #fff)',
});
export const cardLabel = style({
  fontSize: 13,
  color: 'var(--wcm-text-secondary, #606266)',
  margin: 0,
});
export const cardValue = style({ fontSize: 26, fontWeight: 600, margin: '4px 0 0' });
export const charts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
  gap: 16,
  marginBottom: 16,
});
export const panel = style({
  border: '1px solid var(--wcm-border-color, #dcdfe6)',
  borderRadius: 6,
  padding: 12,
  background: 'var(--wcm-bg-color, #fff)',
  minWidth: 0,
});
export const panelTitle = style({ fontSize: 15, fontWeight: 600, margin: '0 0 8px' });
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  alignItems: 'end',
  marginBottom: 16,
});
export const groups = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
  gap: 12,
});
export const group = style({
  border: '1px solid var(--wcm-border-color, #dcdfe6)',
  borderRadius: 6,
  padding: 12,
  display: 'grid',
  gap: 8,
  alignContent: 'start',
  background: 'var(--wcm-bg-color, #fff)',
});
export const row = style({ display: 'flex', gap: 6, alignItems: 'center', flexWrap: 'wrap' });
export const dragging = style({ opacity: 0.5 });
export const handle = style({ cursor: 'grab', userSelect: 'none', padding: '0 4px' });
export const link = style({
  display: 'grid',
  gap: 6,
  padding: 8,
  border: '1px dashed var(--wcm-border-color, #dcdfe6)',
  borderRadius: 4,
});
export const warning = style({ color: 'var(--wcm-danger, #c0392b)', margin: 0 });
export const sitePreview = style({
  borderRadius: 6,
  overflow: 'hidden',
  border: '1px solid #dcdfe6',
});
