import { useLingui } from '@lingui/react';
import { useSession } from '@wcm/console-ui';
import * as css from './home-page.css';

/** Landing page after sign-in (`/index`): a greeting and what the console covers. */
export function HomePage() {
  const { i18n } = useLingui();
  const { user } = useSession();
  const name = user?.name || user?.userName || '';
  const areas = [
    {
      key: 'content',
      title: i18n._({ id: 'pages.home.content.title', message: 'Website content' }),
      text: i18n._({
        id: 'pages.home.content.text',
        message: 'Banners, pages, navigation, news, articles and solutions of the brand website.',
      }),
    },
    {
      key: 'products',
      title: i18n._({ id: 'pages.home.products.title', message: 'Products and enquiries' }),
      text: i18n._({
        id: 'pages.home.products.text',
        message: 'Product catalogue, drafts, quotations and customer requests.',
      }),
    },
    {
      key: 'system',
      title: i18n._({ id: 'pages.home.system.title', message: 'System' }),
      text: i18n._({
        id: 'pages.home.system.text',
        message: 'Users, roles, menus, dictionaries, parameters and monitoring.',
      }),
    },
  ];
  return (
    <section className={css.root} aria-labelledby="pages-home-title">
      <h1 id="pages-home-title" className={css.heading}>
        {name
          ? i18n._({ id: 'pages.home.greeting', message: 'Welcome back, {name}', values: { name } })
          : i18n._({ id: 'pages.home.greetingAnonymous', message: 'Welcome back' })}
      </h1>
      <p className={css.lead}>
        {i18n._({
          id: 'pages.home.lead',
          message:
            'Use the menu on the left to manage the website. Here is what the console covers.',
        })}
      </p>
      <ul className={css.cards}>
        {areas.map((area) => (
          <li key={area.key} className={css.card}>
            <h2 className={css.cardTitle}>{area.title}</h2>
            <p className={css.cardText}>{area.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
