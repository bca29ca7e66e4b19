import {
  defineResourcePage,
  type ResourceDescriptor,
  type ResourceRow,
} from '../../common/resource';
import { createTimeColumn, IMAGE_LABEL, slotImageField, str } from '../shared/descriptor-parts';
import { DateTimeField, LinkTargetField, LinkTypeField } from '../shared/fields';
import { LINK_TEXTS, linkTargetError, linkTargetMessage } from '../shared/link-target-input';

type Banner = ResourceRow<'/site/banner'>;

const t = {
  image: IMAGE_LABEL,
  title: /*i18n*/ { id: 'pages.site.banner.title', message: 'Title' },
  type: /*i18n*/ { id: 'pages.site.banner.type', message: 'Type' },
  linkType: LINK_TEXTS.type,
  linkTarget: LINK_TEXTS.target,
  sort: /*i18n*/ { id: 'pages.site.sort', message: 'Order' },
  visible: /*i18n*/ { id: 'pages.site.visible', message: 'Visible' },
};

/** Banners of the home page (`site/banner/index`). */
export const bannerDescriptor: ResourceDescriptor<Banner> = {
  path: '/site/banner',
  id: 'bannerId',
  rowName: (row) => row.title,
  title: /*i18n*/ { id: 'pages.site.banner.table', message: 'Banners' },
  noun: /*i18n*/ { id: 'pages.site.banner.noun', message: 'banner' },
  addTitle: /*i18n*/ { id: 'pages.site.banner.add', message: 'Add banner' },
  editTitle: /*i18n*/ { id: 'pages.site.banner.edit', message: 'Edit banner' },
  columns: [
    { key: 'imageUrl', title: t.image, image: true },
    { key: 'title', title: t.title, sortable: true },
    { key: 'bannerType', title: t.type, dict: 'wcm_banner_type' },
    { key: 'linkType', title: t.linkType, dict: 'wcm_site_link_type' },
    { key: 'linkTarget', title: t.linkTarget },
    { key: 'sort', title: t.sort, sortable: true },
    { key: 'visible', title: t.visible, dict: 'sys_show_hide' },
    createTimeColumn(),
  ],
  filters: [
    { kind: 'text', name: 'title', label: t.title },
    { kind: 'select', name: 'bannerType', label: t.type, dict: 'wcm_banner_type' },
    { kind: 'select', name: 'visible', label: t.visible, dict: 'sys_show_hide' },
  ],
  dialog: { columns: 2, width: 820 },
  fields: [
    { kind: 'text', name: 'title', label: t.title, required: true, maxLength: 100 },
    { kind: 'radio', name: 'bannerType', label: t.type, dict: 'wcm_banner_type', default: 'pc' },
    slotImageField(
      {
        name: 'imageUrl',
        label: t.image,
        required: true,
        full: true,
        hint: /*i18n*/ {
          id: 'pages.site.banner.imageHint',
          message:
            'PC banners are exactly 1920×800 pixels, mobile banners 16:9; other sizes can be cropped.',
        },
      },
      (values) => ({ rule: values.bannerType === 'app' ? '16:9' : '1920x800', maxSizeMb: 5 }),
    ),
    {
      kind: 'custom',
      name: 'linkType',
      label: t.linkType,
      default: 'none',
      render: (p) => <LinkTypeField {...p} />,
    },
    {
      kind: 'custom',
      name: 'linkTarget',
      label: t.linkTarget,
      hidden: ({ values }) => (values.linkType ?? 'none') === 'none',
      rules: [
        (value, { values, i18n }) => {
          const error = linkTargetError(str(values.linkType), str(value));
          return error ? linkTargetMessage(error, i18n) : undefined;
        },
      ],
      render: (p) => <LinkTargetField {...p} />,
    },
    {
      kind: 'number',
      name: 'sort',
      label: t.sort,
      min: 0,
      max: 9999,
      hint: /*i18n*/ { id: 'pages.site.sortHint', message: 'Larger values are shown first.' },
    },
    { kind: 'radio', name: 'visible', label: t.visible, dict: 'sys_show_hide', default: '0' },
    {
      kind: 'custom',
      name: 'startTime',
      label: /*i18n*/ { id: 'pages.site.banner.start', message: 'Show from' },
      render: (p) => <DateTimeField {...p} />,
    },
    {
      kind: 'custom',
      name: 'endTime',
      label: /*i18n*/ { id: 'pages.site.banner.end', message: 'Show until' },
      rules: [
        (value, { values, i18n }) => {
          const start = str(values.startTime);
          const end = str(value);
          return start && end && end < start
            ? i18n._({
                id: 'pages.site.banner.window',
                message: 'The end time cannot be earlier than the start time',
              })
            : undefined;
        },
      ],
      render: (p) => <DateTimeField {...p} />,
    },
  ],
  toBody: (values) => ({
    title: str(values.title).trim(),
    bannerType: str(values.bannerType) || 'pc',
    imageUrl: str(values.imageUrl),
    linkType: str(values.linkType) || 'none',
    linkTarget: (values.linkType ?? 'none') === 'none' ? '' : str(values.linkTarget).trim(),
    sort: typeof values.sort === 'number' ? values.sort : 0,
    visible: str(values.visible) || '0',
    startTime: str(values.startTime) || null,
    endTime: str(values.endTime) || null,
  }),
};

export const BannerPage = defineResourcePage(bannerDescriptor);
