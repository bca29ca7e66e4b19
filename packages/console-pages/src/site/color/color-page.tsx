import { useLingui } from '@lingui/react';
import { ColorInput } from '@wcm/console-ui';
import {
  defineResourcePage,
  type CustomFieldProps,
  type ResourceDescriptor,
  type ResourceField,
  type ResourceRow,
} from '../../common/resource';
import { AA_NORMAL, contrastRatio, readableOn } from '../shared/contrast';
import * as site from '../shared/descriptor-parts';
import * as css from '../site-styles';

type Scheme = ResourceRow<'/site/color'>;

const HEX = /^#[0-9a-f]{6}$/i;

const PREVIEW_LABEL = /*i18n*/ { id: 'pages.site.color.preview', message: 'Live preview' };

/** Ready-made schemes the form can start from. */
export const PRESETS = [
  {
    name: /*i18n*/ { id: 'pages.site.color.preset.blue', message: 'Industrial blue' },
    colors: ['#1f5fbf', '#0e2f5a', '#f0a020', '#1f2933', '#ffffff'],
  },
  {
    name: /*i18n*/ { id: 'pages.site.color.preset.green', message: 'Fresh green' },
    colors: ['#07c160', '#0b6b3a', '#ffb400', '#1b2a22', '#ffffff'],
  },
  {
    name: /*i18n*/ { id: 'pages.site.color.preset.graphite', message: 'Graphite' },
    colors: ['#3d4852', '#606f7b', '#e3342f', '#22292f', '#f8fafc'],
  },
  {
    name: /*i18n*/ { id: 'pages.site.color.preset.orange', message: 'Sunset orange' },
    colors: ['#e8603c', '#8a2c12', '#138a7e', '#2d1a12', '#fffaf5'],
  },
  {
    name: /*i18n*/ { id: 'pages.site.color.preset.purple', message: 'Royal purple' },
    colors: ['#6b3fa0', '#3c1f66', '#f2b134', '#231a2e', '#ffffff'],
  },
  {
    name: /*i18n*/ { id: 'pages.site.color.preset.teal', message: 'Ocean teal' },
    colors: ['#138a7e', '#0b4f48', '#e8603c', '#15302d', '#f5fbfa'],
  },
  {
    name: /*i18n*/ { id: 'pages.site.color.preset.crimson', message: 'Crimson' },
    colors: ['#c0392b', '#6e1d15', '#2f6fd6', '#2b1412', '#ffffff'],
  },
  {
    name: /*i18n*/ { id: 'pages.site.color.preset.midnight', message: 'Midnight' },
    colors: ['#2f6fd6', '#0b1526', '#f0a020', '#e6edf7', '#101826'],
  },
] as const;
const KEYS = [
  'primaryColor',
  'secondaryColor',
  'accentColor',
  'textColor',
  'backgroundColor',
] as const;

/** Contrast pairs checked against WCAG AA (normal text, 4.5:1). */
export function contrastIssues(values: Record<string, unknown>) {
  const v = (key: string) => site.str(values[key]);
  const pairs: Array<[string, string, 'text' | 'primary']> = [
    [v('textColor'), v('backgroundColor') || '#ffffff', 'text'],
    [readableOn(v('primaryColor') || '#ffffff'), v('primaryColor'), 'primary'],
  ];
  return pairs
    .filter(([a, b]) => HEX.test(a) && HEX.test(b))
    .map(([a, b, what]) => ({ what, ratio: contrastRatio(a, b) }))
    .filter((p) => p.ratio < AA_NORMAL);
}

function Presets(props: CustomFieldProps) {
  const { i18n } = useLingui();
  return (
    <div style={css.swatches} role="group" aria-label={props.label}>
      {PRESETS.map((preset) => (
        <button
          key={preset.name.id}
          type="button"
          style={css.swatch}
          onClick={() => {
            KEYS.forEach((key, i) => props.setField(key, preset.colors[i]));
            if (site.str(props.values.name).trim() === '')
              props.setField('name', i18n._(preset.name));
          }}
        >
          {preset.colors.slice(0, 3).map((c) => (
            <span key={c} style={{ ...css.chip, background: c }} aria-hidden />
          ))}
          {i18n._(preset.name)}
        </button>
      ))}
    </div>
  );
}

/** A small mock of the site in the scheme's colours, with the contrast warning. */
export function SchemePreview({ values }: { values: Record<string, unknown> }) {
  const { i18n } = useLingui();
  const v = (key: string, fallback: string) =>
    HEX.test(site.str(values[key])) ? site.str(values[key]) : fallback;
  const primary = v('primaryColor', '#1f5fbf');
  const secondary = v('secondaryColor', '#0e2f5a');
  const accent = v('accentColor', '#f0a020');
  const text = v('textColor', '#1f2933');
  const background = v('backgroundColor', '#ffffff');
  const issues = contrastIssues(values);
  return (
    <div>
      <div style={css.sitePreview} role="img" aria-label={i18n._(PREVIEW_LABEL)}>
        <div style={{ background: secondary, color: readableOn(secondary), padding: '8px 12px' }}>
          Brand · Products · Solutions · Contact
        </div>
        <div style={{ background, color: text, padding: 12 }}>
          <strong>Pumps built for 24/7 duty</strong>
          <p style={{ margin: '6px 0' }}>
            Centrifugal, submersible and diaphragm pumps, tested one by one.
          </p>
          <span
            style={{
              background: primary,
              color: readableOn(primary),
              padding: '4px 10px',
              borderRadius: 4,
              marginRight: 8,
            }}
          >
            Request a quote
          </span>
          <span style={{ color: accent, fontWeight: 600 }}>New · 2026 range</span>
        </div>
      </div>
      {issues.map((issue) => (
        <p key={issue.what} style={css.warning} role="alert">
          {issue.what === 'text'
            ? i18n._({
                id: 'pages.site.color.textContrast',
                message:
                  'Text on the background has a contrast of {ratio}:1, below the WCAG AA minimum of 4.5:1.',
                values: { ratio: issue.ratio.toFixed(2) },
              })
            : i18n._({
                id: 'pages.site.color.primaryContrast',
                message:
                  'Button text on the primary colour has a contrast of {ratio}:1, below the WCAG AA minimum of 4.5:1.',
                values: { ratio: issue.ratio.toFixed(2) },
              })}
        </p>
      ))}
    </div>
  );
}

const colorField = (name: (typeof KEYS)[number], label: ResourceField['label']): ResourceField => ({
  kind: 'custom',
  name,
  label,
  required: name !== 'backgroundColor',
  default: name === 'backgroundColor' ? '#ffffff' : '',
  render: (p) => (
    <ColorInput aria-label={p.label} value={site.str(p.value)} onChange={p.onChange} />
  ),
});

function Swatches({ row }: { row: Scheme }) {
  return (
    <span style={css.row}>
      {[row.primaryColor, row.secondaryColor, row.accentColor, row.textColor].map((c, i) => (
        <span key={`${c}${i}`} style={{ ...css.chip, background: c }} title={c} />
      ))}
    </span>
  );
}

/** Colour schemes of the site (`site/color/index`). */
export const colorDescriptor: ResourceDescriptor<Scheme> = {
  path: '/site/color',
  id: 'schemeId',
  rowName: (row) => row.name,
  title: /*i18n*/ { id: 'pages.site.color.table', message: 'Colour schemes' },
  noun: /*i18n*/ { id: 'pages.site.color.noun', message: 'colour scheme' },
  addTitle: /*i18n*/ { id: 'pages.site.color.add', message: 'Add colour scheme' },
  editTitle: /*i18n*/ { id: 'pages.site.color.edit', message: 'Edit colour scheme' },
  columns: [
    site.nameColumn(),
    {
      key: 'colors',
      title: /*i18n*/ { id: 'pages.site.color.colors', message: 'Colours' },
      render: (row) => <Swatches row={row} />,
    },
    site.inUseColumn(),
    site.createTimeColumn(),
  ],
  filters: [site.nameFilter],
  dialog: { columns: 2, width: 860 },
  fields: [
    site.nameField(50),
    site.inUseField(/*i18n*/ { id: 'pages.site.color.use', message: 'Use on the site' }),
    {
      kind: 'custom',
      name: 'presets',
      label: /*i18n*/ { id: 'pages.site.color.presets', message: 'Presets' },
      full: true,
      render: (p) => <Presets {...p} />,
    },
    colorField('primaryColor', /*i18n*/ { id: 'pages.site.color.primary', message: 'Primary' }),
    colorField(
      'secondaryColor',
      /*i18n*/ { id: 'pages.site.color.secondary', message: 'Secondary' },
    ),
    colorField('accentColor', /*i18n*/ { id: 'pages.site.color.accent', message: 'Accent' }),
    colorField('textColor', /*i18n*/ { id: 'pages.site.color.text', message: 'Text' }),
    colorField(
      'backgroundColor',
      /*i18n*/ { id: 'pages.site.color.background', message: 'Background' },
    ),
    {
      kind: 'custom',
      name: 'preview',
      label: PREVIEW_LABEL,
      full: true,
      render: ({ values }) => <SchemePreview values={values} />,
    },
  ],
  toBody: (values) => ({
    name: site.str(values.name).trim(),
    inUse: site.str(values.inUse) || '0',
    primaryColor: site.str(values.primaryColor),
    secondaryColor: site.str(values.secondaryColor),
    accentColor: site.str(values.accentColor),
    textColor: site.str(values.textColor),
    backgroundColor: site.str(values.backgroundColor) || '#ffffff',
  }),
};

export const ColorPage = defineResourcePage(colorDescriptor);
