import { desc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { wcmFaq } from '../../db/schema';
import { sanitizeRichText } from '../../files/sanitize-html';
import { refuse } from '../../lib/business-error';
import { auditView } from '../../lib/date-format';
import { contains, defineResource, equals } from '../../resources';
import { assertRestricted, textOf } from '../../services/knowledge/rules';
import type { RequestBody } from '../../plugins/contract';

/** FAQ (konwledge/faq): restricted rich-text answers; products link entries by id. */
export const faqResource = defineResource({
  path: '/konwledge/faq',
  permission: 'konwledge:faq',
  title: '常见问题',
  table: wcmFaq,
  id: wcmFaq.faqId,
  view: (row) => ({
    faqId: row.faqId,
    question: row.question,
    answer: row.answer,
    category: row.category,
    sort: row.sort,
    visible: row.visible === '1' ? '1' : '0',
    ...auditView(row),
  }),
  pick: (body: RequestBody<'KnowledgeFaqBody'>) => {
    assertRestricted(body.answer);
    const answer = sanitizeRichText(body.answer, 'restricted');
    if (textOf(answer) === '') refuse('knowledge.faq.answerEmpty');
    return {
      question: body.question.trim(),
      answer,
      category: body.category?.trim() ?? '',
      sort: body.sort ?? null,
      visible: body.visible ?? '0',
    };
  },
  filters: {
    question: contains(wcmFaq.question),
    category: equals(wcmFaq.category),
    visible: equals(wcmFaq.visible),
  },
  timeRange: wcmFaq.createTime,
  orderBy: [sql`${wcmFaq.sort} desc nulls last`, desc(wcmFaq.createTime)],
  unique: [
    { column: wcmFaq.question, add: 'knowledge.faq.exists.add', edit: 'knowledge.faq.exists.edit' },
  ],
  notFound: 'knowledge.faq.notFound',
  softDelete: wcmFaq.delFlag,
  export: {
    columns: [
      { header: '问题编号', key: 'faqId' },
      { header: '问题', key: 'question', width: 40 },
      { header: '答案', key: 'answer', width: 60 },
      { header: '分类', key: 'category' },
      { header: '排序', key: 'sort' },
      { header: '是否显示', key: 'visible', dict: 'sys_show_hide' },
    ],
  },
});

export async function faqRoutes(app: FastifyInstance) {
  faqResource.register(app);
}
