import {
  defineResourcePage,
  type ResourceDescriptor,
  type ResourceRow,
} from '../../common/resource';
import { SlotImage } from '../shared/slot-image';

type Background = ResourceRow<'/site/background'>;

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** Home background images (`site/background/index`): one 1920×200 slot in use. */
export const backgroundDescriptor: ResourceDescriptor<Background> = {
  path: '/site/background',
  permission: 'site:background',
  id: 'backgroundId',
  rowName: (row) => row.name,
  title: /*i18n*/ { id: 'pages.site.background.table', message: 'Home backgrounds' },
  noun: /*i18n*/ { id: 'pages.site.background.noun', message: 'background image' },
  addTitle: /*i18n*/ { id: 'pages.site.background.add', message: 'Add background image' },
  editTitle: /*i18n*/ { id: 'pages.site.background.edit', message: 'Edit background image' },
  columns: [
    {
      key: 'imageUrl',
      title: /*i18n*/ { id: 'pages.site.background.preview', message: 'Preview' },
      image: true,
      width: 260,
    },
    { key: 'name', title: /*i18n*/ { id: 'pages.site.name', message: 'Name' }, sortable: true },
    {
      key: 'inUse',
      title: /*i18n*/ { id: 'pages.site.inUse', message: 'In use' },
      render: (row, page) =>
        row.inUse === '1'
          ? page.t(/*i18n*/ { id: 'pages.site.yes', message: 'Yes' })
          : page.t(/*i18n*/ { id: 'pages.site.no', message: 'No' }),
    },
    {
      key: 'createTime',
      title: /*i18n*/ { id: 'pages.site.createTime', message: 'Created' },
      time: 'dateTime',
      sortable: true,
    },
  ],
  filters: [
    { kind: 'text', name: 'name', label: /*i18n*/ { id: 'pages.site.name', message: 'Name' } },
  ],
  dialog: { width: 760 },
  fields: [
    {
      kind: 'text',
      name: 'name',
      label: /*i18n*/ { id: 'pages.site.name', message: 'Name' },
      required: true,
      maxLength: 100,
    },
    {
      kind: 'custom',
      name: 'imageUrl',
      label: /*i18n*/ { id: 'pages.site.image', message: 'Image' },
      required: true,
      hint: /*i18n*/ {
        id: 'pages.site.background.hint',
        message:
          'Exactly 1920×200 pixels; other sizes can be cropped. The preview shows it as the site will.',
      },
      render: (p) => (
        <SlotImage label={p.label} value={str(p.value)} onChange={p.onChange} rule="1920x200" />
      ),
    },
    {
      kind: 'switch',
      name: 'inUse',
      label: /*i18n*/ { id: 'pages.site.background.use', message: 'Use on the home page' },
      values: ['1', '0'],
      default: '0',
    },
  ],
};

export const BackgroundPage = defineResourcePage(backgroundDescriptor);
