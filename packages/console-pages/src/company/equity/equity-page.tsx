import {
  defineResourcePage,
  type ResourceDescriptor,
  type ResourceRow,
} from '../../common/resource';
import { remarkField, SORT_LABEL } from '../shared/record-fields';
import { EquityChart } from './equity-chart';

type Equity = ResourceRow<'/factory/equity'>;

const name = /*i18n*/ { id: 'pages.company.equity.shareholder', message: 'Shareholder' };
const type = /*i18n*/ { id: 'pages.company.equity.type', message: 'Shareholder type' };
const percentage = /*i18n*/ { id: 'pages.company.equity.percentage', message: 'Shareholding (%)' };
const contribution = /*i18n*/ {
  id: 'pages.company.equity.contribution',
  message: 'Capital contribution (10,000 CNY)',
};

/** Shareholders and percentages (`factory/equity/index`), with the split as a ring chart. */
export const equityDescriptor: ResourceDescriptor<Equity> = {
  path: '/factory/equity',
  id: 'equityId',
  rowName: (row) => row.shareholderName,
  title: /*i18n*/ { id: 'pages.company.equity.table', message: 'Shareholders' },
  noun: /*i18n*/ { id: 'pages.company.equity.noun', message: 'shareholder' },
  addTitle: /*i18n*/ { id: 'pages.company.equity.add', message: 'Add shareholder' },
  editTitle: /*i18n*/ { id: 'pages.company.equity.edit', message: 'Edit shareholder' },
  header: (page) => <EquityChart page={page} />,
  filters: [
    { kind: 'text', name: 'shareholderName', label: name },
    { kind: 'select', name: 'shareholderType', label: type, dict: 'wcm_shareholder_type' },
  ],
  columns: [
    { key: 'shareholderName', title: name, sortable: true },
    { key: 'shareholderType', title: type, dict: 'wcm_shareholder_type' },
    {
      key: 'percentage',
      title: percentage,
      sortable: true,
      align: 'right',
      render: (row, page) =>
        `${new Intl.NumberFormat(page.i18n.locale, { minimumFractionDigits: 2 }).format(row.percentage)}%`,
    },
    {
      key: 'contribution',
      title: contribution,
      align: 'right',
      render: (row, page) =>
        row.contribution === null
          ? ''
          : new Intl.NumberFormat(page.i18n.locale, { minimumFractionDigits: 2 }).format(
              row.contribution,
            ),
    },
    { key: 'sort', title: SORT_LABEL, sortable: true, width: 80 },
  ],
  dialog: { width: 560, labelWidth: 150 },
  fields: [
    { kind: 'text', name: 'shareholderName', label: name, required: true, maxLength: 100 },
    {
      kind: 'radio',
      name: 'shareholderType',
      label: type,
      dict: 'wcm_shareholder_type',
      default: '1',
    },
    {
      kind: 'number',
      name: 'percentage',
      label: percentage,
      required: true,
      min: 0.01,
      max: 100,
      precision: 2,
      hint: /*i18n*/ {
        id: 'pages.company.equity.percentageHint',
        message: 'All shareholdings together cannot exceed 100%',
      },
    },
    { kind: 'number', name: 'contribution', label: contribution, min: 0, precision: 2 },
    { kind: 'number', name: 'sort', label: SORT_LABEL, min: 0, max: 999999 },
    remarkField(false),
  ],
};

export const EquityPage = defineResourcePage(equityDescriptor);
