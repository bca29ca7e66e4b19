import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sysPost, sysUserPost } from '../../db/schema';
import { anyRow } from '../../lib/any-row';
import { refuse } from '../../lib/business-error';
import { contains, defineResource, equals } from '../../resources';
import { postView } from '../../services/org/views';
import type { RequestBody } from '../../plugins/contract';

/** Positions (RuoYi /system/post; not data-scoped, as RuoYi). */
export const postResource = defineResource({
  path: '/system/post',
  permission: 'system:post',
  title: '岗位管理',
  table: sysPost,
  id: sysPost.postId,
  view: (row) => postView(row),
  pick: (body: RequestBody<'OrgPostBody'>) => ({
    postCode: body.postCode.trim(),
    postName: body.postName.trim(),
    postSort: body.postSort,
    ...(body.status ? { status: body.status } : {}),
    ...(body.remark !== undefined ? { remark: body.remark } : {}),
  }),
  filters: {
    postCode: contains(sysPost.postCode),
    postName: contains(sysPost.postName),
    status: equals(sysPost.status),
  },
  orderBy: asc(sysPost.postSort),
  unique: [
    {
      column: sysPost.postName,
      add: 'org.post.nameExists.add',
      edit: 'org.post.nameExists.edit',
    },
    {
      column: sysPost.postCode,
      add: 'org.post.codeExists.add',
      edit: 'org.post.codeExists.edit',
      label: (values) => values.postName,
    },
  ],
  notFound: 'org.post.notFound',
  hooks: {
    beforeSave: (values, { mode }) => (mode === 'add' ? { status: values.status ?? '0' } : {}),
    beforeDelete: async (posts, { db }) => {
      for (const post of posts) {
        if (await anyRow(db, sysUserPost, eq(sysUserPost.postId, post.postId)))
          refuse('org.post.assigned', post.postName);
      }
    },
  },
  export: {
    sheetName: '岗位数据',
    columns: [
      { header: '岗位序号', key: 'postId' },
      { header: '岗位编码', key: 'postCode' },
      { header: '岗位名称', key: 'postName' },
      { header: '岗位排序', key: 'postSort' },
      { header: '状态', key: 'status', dict: 'sys_normal_disable' },
    ],
  },
});

export async function postRoutes(app: FastifyInstance) {
  postResource.register(app);
}
