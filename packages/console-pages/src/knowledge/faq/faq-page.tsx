import {
  defineResourcePage,
  type ResourceDescriptor,
  type ResourceRow,
} from '../../common/resource';
import { createTimeColumn, KNOWLEDGE_TEXTS, noColumn } from '../shared/descriptor-parts';

type Faq = ResourceRow<'/konwledge/faq'>;

const question = /*i18n*/ { id: 'pages.knowledge.faq.question', message: 'Question' };
const answer = /*i18n*/ { id: 'pages.knowledge.faq.answer', message: 'Answer' };
const { category, sort, created } = KNOWLEDGE_TEXTS;
const visible = /*i18n*/ { id: 'pages.knowledge.faq.visible', message: 'Shown' };

/** Knowledge centre > FAQ (`konwledge/faq/index`): restricted editor answers. */
export const faqDescriptor: ResourceDescriptor<Faq> = {
  path: '/konwledge/faq',
  id: 'faqId',
  rowName: (row) => row.question,
  title: /*i18n*/ { id: 'pages.knowledge.faq.table', message: 'Questions' },
  noun: /*i18n*/ { id: 'pages.knowledge.faq.noun', message: 'question' },
  addTitle: /*i18n*/ { id: 'pages.knowledge.faq.add', message: 'Add question' },
  editTitle: /*i18n*/ { id: 'pages.knowledge.faq.edit', message: 'Edit question' },
  exportName: 'faq',
  filters: [
    { kind: 'text', name: 'question', label: question },
    { kind: 'select', name: 'category', label: category, dict: 'wcm_faq_category' },
    { kind: 'select', name: 'visible', label: visible, dict: 'sys_show_hide' },
    { kind: 'dateRange', label: created },
  ],
  columns: [
    noColumn('faqId'),
    { key: 'question', title: question, sortable: true },
    { key: 'category', title: category, dict: 'wcm_faq_category' },
    { key: 'sort', title: sort, sortable: true, width: 110 },
    { key: 'visible', title: visible, dict: 'sys_show_hide', width: 100 },
    createTimeColumn(),
  ],
  dialog: { width: 780, labelWidth: 110 },
  fields: [
    { kind: 'text', name: 'question', label: question, required: true, maxLength: 200 },
    {
      kind: 'richText',
      name: 'answer',
      label: answer,
      variant: 'restricted',
      height: 240,
      required: true,
      hint: /*i18n*/ {
        id: 'pages.knowledge.faq.answerHint',
        message: 'Text and links only: no images, tables, video, audio or frames',
      },
    },
    { kind: 'select', name: 'category', label: category, dict: 'wcm_faq_category' },
    {
      kind: 'number',
      name: 'sort',
      label: sort,
      min: 1,
      max: 999999,
      default: null,
      hint: /*i18n*/ {
        id: 'pages.knowledge.sortHint',
        message: 'Positive integer; larger values come first',
      },
    },
    { kind: 'radio', name: 'visible', label: visible, dict: 'sys_show_hide', default: '0' },
  ],
};

/** Knowledge centre > FAQ (`konwledge/faq/index`). */
export const FaqPage = defineResourcePage(faqDescriptor);
