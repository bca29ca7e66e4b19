import { useLingui } from '@lingui/react';
import { PieChart } from '@wcm/console-ui/charts';
import { useFetched } from '../../common/list/use-fetched';
import type { ResourcePageApi, ResourceRow } from '../../common/resource';
import * as css from '../shared/company.css';

type Equity = ResourceRow<'/factory/equity'>;

/**
 * The split of every shareholding (not only the page shown) as a ring, with the total and what
 * is left unallocated; fetched again whenever the list is (after a save or delete).
 */
export function EquityChart({ page }: { page: ResourcePageApi<Equity> }) {
  const { i18n } = useLingui();
  const all = useFetched<Equity[]>(
    async (wcm) =>
      (await wcm.call(wcm.api.GET('/factory/equity/optionselect'), { silent: true })).data ?? [],
    [],
    page.list.rows,
  );
  const total = all.reduce((sum, row) => sum + Math.round(row.percentage * 100), 0) / 100;
  const free = Math.max(0, Math.round((100 - total) * 100) / 100);
  const number = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2 });
  const unallocated = i18n._({ id: 'pages.company.equity.unallocated', message: 'Unallocated' });
  const split = i18n._({ id: 'pages.company.equity.split', message: 'Shareholding split' });
  const data = [
    ...all.map((row) => ({ label: row.shareholderName, value: row.percentage })),
    ...(free > 0 ? [{ label: unallocated, value: free }] : []),
  ];
  return (
    <section className={css.summary} aria-label={split}>
      <div className={css.chart}>
        <PieChart
          title={split}
          categoryLabel={i18n._({ id: 'pages.company.equity.shareholder', message: 'Shareholder' })}
          valueLabel={i18n._({
            id: 'pages.company.equity.percentage',
            message: 'Shareholding (%)',
          })}
          data={data}
        />
      </div>
      <dl className={css.totals}>
        <dt>{i18n._({ id: 'pages.company.equity.total', message: 'Allocated' })}</dt>
        <dd data-testid="equity-total">{number.format(total)}%</dd>
        <dt>{unallocated}</dt>
        <dd>{number.format(free)}%</dd>
      </dl>
    </section>
  );
}
