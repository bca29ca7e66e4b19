import {
  defineResourcePage,
  type ResourceDescriptor,
  type ResourceRow,
} from '../../common/resource';
import * as site from '../shared/descriptor-parts';

type Background = ResourceRow<'/site/background'>;

/** Home background images (`site/background/index`): one 1920×200 slot in use. */
export const backgroundDescriptor: ResourceDescriptor<Background> = {
  path: '/site/background',
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
    site.nameColumn(),
    site.inUseColumn(),
    site.createTimeColumn(),
  ],
  filters: [site.nameFilter],
  dialog: { width: 760 },
  fields: [
    site.nameField(100),
    site.slotImageField(
      {
        name: 'imageUrl',
        label: site.IMAGE_LABEL,
        required: true,
        hint: /*i18n*/ {
          id: 'pages.site.background.hint',
          message:
            'Exactly 1920×200 pixels; other sizes can be cropped. The preview shows it as the site will.',
        },
      },
      () => ({ rule: '1920x200' }),
    ),
    site.inUseField(/*i18n*/ { id: 'pages.site.background.use', message: 'Use on the home page' }),
  ],
};

export const BackgroundPage = defineResourcePage(backgroundDescriptor);
