import { useLingui } from '@lingui/react';
import * as css from '../site-styles';

/** Guidance lengths (characters) search engines show of a title and a description. */
export const SEO_TITLE_GUIDE = 60;
export const SEO_DESCRIPTION_GUIDE = 160;

const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/** Character count against a guidance length, flagged when over. */
export function LengthCounter({ length, guide }: { length: number; guide: number }) {
  const { i18n } = useLingui();
  return (
    <span style={length > guide ? { ...css.counter, ...css.over } : css.counter}>
      {i18n._({
        id: 'pages.site.page.counter',
        message: '{length} / {guide} characters recommended',
        values: { length, guide },
      })}
    </span>
  );
}

/** How the page may look in a search result. */
export function SerpPreview(props: { title: string; slug: string; description: string }) {
  const { i18n } = useLingui();
  const origin = typeof window === 'undefined' ? 'https://www.example.com' : window.location.origin;
  return (
    <div
      style={css.preview}
      role="group"
      aria-label={i18n._({ id: 'pages.site.page.serp', message: 'Search result preview' })}
    >
      <span style={css.serpUrl}>
        {origin}/{props.slug}
      </span>
      <p style={css.serpTitle}>
        {cut(
          props.title || i18n._({ id: 'pages.site.page.serpNoTitle', message: 'Add an SEO title' }),
          SEO_TITLE_GUIDE,
        )}
      </p>
      <p style={css.serpText}>
        {cut(
          props.description ||
            i18n._({
              id: 'pages.site.page.serpNoDescription',
              message: 'Add a description: search engines show it under the title.',
            }),
          SEO_DESCRIPTION_GUIDE,
        )}
      </p>
    </div>
  );
}
