import { useLingui } from '@lingui/react';
import { Input, Select } from '@wcm/console-ui';
import type { LinkTargets } from './use-link-targets';

/** Labels of a link's two controls (banners, navigation links). */
export const LINK_TEXTS = {
  type: /*i18n*/ { id: 'pages.site.link.type', message: 'Link' },
  target: /*i18n*/ { id: 'pages.site.link.target', message: 'Link target' },
};

/** Link types of banners and navigation links (dict wcm_site_link_type). */
export type LinkType = 'none' | 'page' | 'product' | 'article' | 'url';

/** Whether a link target is acceptable for its type (the server checks existence too). */
export function linkTargetError(type: string, target: string): 'empty' | 'url' | 'id' | undefined {
  const value = target.trim();
  if (type === 'none') return undefined;
  if (value === '') return 'empty';
  if (type === 'url' && !/^https?:\/\/[^\s/?#]+\.[^\s/?#]+([/?#]\S*)?$/i.test(value)) return 'url';
  if ((type === 'article' || type === 'product') && !/^[1-9]\d{0,9}$/.test(value)) return 'id';
  return undefined;
}

/** The target control for a link type: a page or product picker, an id or a URL box. */
export function LinkTargetInput(props: {
  type: string;
  value: string;
  onChange: (value: string) => void;
  targets: LinkTargets;
  label: string;
}) {
  const { i18n } = useLingui();
  const { type, value, onChange, targets, label } = props;
  if (type === 'page')
    return (
      <Select<string>
        aria-label={label}
        filterable
        options={targets.pages.map((p) => ({ label: `${p.name} (/${p.slug})`, value: p.slug }))}
        value={value === '' ? undefined : value}
        onChange={(next) => onChange(next ?? '')}
      />
    );
  if (type === 'product')
    return (
      <Select<string>
        aria-label={label}
        filterable
        options={targets.products.map((p) => ({ label: p.name, value: String(p.productId) }))}
        value={value === '' ? undefined : value}
        onChange={(next) => onChange(next ?? '')}
      />
    );
  if (type === 'none') return null;
  return (
    <Input
      aria-label={label}
      value={value}
      onChange={onChange}
      maxLength={500}
      placeholder={
        type === 'url'
          ? 'https://'
          : i18n._({ id: 'pages.site.link.articleId', message: 'Article ID' })
      }
    />
  );
}

/** The message of a {@link linkTargetError}. */
export function linkTargetMessage(
  error: 'empty' | 'url' | 'id',
  i18n: { _: (d: { id: string; message: string }) => string },
): string {
  if (error === 'empty')
    return i18n._({ id: 'pages.site.link.empty', message: 'Please choose where the link leads' });
  if (error === 'url')
    return i18n._({
      id: 'pages.site.link.url',
      message: 'The link must be a full address starting with http:// or https://',
    });
  return i18n._({ id: 'pages.site.link.id', message: 'Enter a positive whole number' });
}
