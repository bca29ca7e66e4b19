import { and, asc, count, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { sysPost, sysUserPost } from '../../db/schema';
import { tr } from '../../i18n/messages';
import { orderOf, pageOf, type PageParams, tableData } from '../../lib/paging';
import { requestSchema } from '../../plugins/contract';
import { sendXlsx } from '../../services/excel/index';
import { operatorName } from '../../services/org/context';
import { refuse } from '../../services/org/errors';
import { contains, idList, type RawFilters, statusOf, text } from '../../services/org/filters';
import { STATUS_DICT } from '../../services/org/user-import';
import { postView } from '../../services/org/views';

const TITLE = '岗位管理';
const ok = (request: FastifyRequest) => ({ code: 200, msg: tr(request, 'success') });

/** Columns the position list may be sorted by. */
export const POST_SORT = {
  postId: sysPost.postId,
  postCode: sysPost.postCode,
  postName: sysPost.postName,
  postSort: sysPost.postSort,
  status: sysPost.status,
  createTime: sysPost.createTime,
};

interface PostBody {
  postId?: number;
  postCode: string;
  postName: string;
  postSort: number;
  status?: '0' | '1' | null;
  remark?: string | null;
}

const postFields = (body: PostBody) => ({
  postCode: body.postCode.trim(),
  postName: body.postName.trim(),
  postSort: body.postSort,
  ...(body.status ? { status: body.status } : {}),
  ...(body.remark !== undefined ? { remark: body.remark } : {}),
});

function postWhere(filters: RawFilters): SQL | undefined {
  const status = statusOf(filters.status);
  return and(
    contains(sysPost.postCode, text(filters, 'postCode')),
    contains(sysPost.postName, text(filters, 'postName')),
    status ? eq(sysPost.status, status) : undefined,
  );
}

/** Refuses a name or code used by another position, with RuoYi's messages. */
async function assertPostUnique(db: Db, fields: ReturnType<typeof postFields>, selfId?: number) {
  const mode = selfId === undefined ? 'add' : 'edit';
  const taken = async (where: SQL) =>
    ((
      await db
        .select({ n: count() })
        .from(sysPost)
        .where(and(where, selfId !== undefined ? ne(sysPost.postId, selfId) : undefined))
    )[0]?.n ?? 0) > 0;
  if (await taken(eq(sysPost.postName, fields.postName)))
    refuse(`org.post.nameExists.${mode}`, fields.postName);
  if (await taken(eq(sysPost.postCode, fields.postCode)))
    refuse(`org.post.codeExists.${mode}`, fields.postName);
}

/** Position administration (not data-scoped, as RuoYi). */
export async function postRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get<{ Querystring: RawFilters & PageParams }>(
    '/system/post/list',
    {
      schema: requestSchema(app.openapi, 'get', '/system/post/list'),
      config: { auth: { permission: 'system:post:list' } },
    },
    async (request) => {
      const where = postWhere(request.query);
      const page = pageOf(request.query);
      const [total] = await db.select({ n: count() }).from(sysPost).where(where);
      const rows = await db
        .select()
        .from(sysPost)
        .where(where)
        .orderBy(...orderOf(request.query, POST_SORT, asc(sysPost.postSort)), asc(sysPost.postId))
        .limit(page.pageSize)
        .offset(page.offset);
      return tableData(
        rows.map((p) => postView(p)),
        total?.n ?? 0,
        tr(request, 'success'),
      );
    },
  );

  app.post<{ Body: RawFilters | undefined }>(
    '/system/post/export',
    {
      schema: requestSchema(app.openapi, 'post', '/system/post/export'),
      config: {
        auth: { permission: 'system:post:export' },
        operLog: { title: TITLE, businessType: 'EXPORT' },
      },
    },
    async function exportPosts(request, reply) {
      const rows = await db
        .select()
        .from(sysPost)
        .where(postWhere(request.body ?? {}))
        .orderBy(asc(sysPost.postSort), asc(sysPost.postId));
      return sendXlsx(reply, {
        fileName: `post_${Date.now()}.xlsx`,
        sheetName: '岗位数据',
        columns: [
          { header: '岗位序号', key: 'postId' },
          { header: '岗位编码', key: 'postCode' },
          { header: '岗位名称', key: 'postName' },
          { header: '岗位排序', key: 'postSort' },
          { header: '状态', key: 'status', dict: STATUS_DICT },
        ],
        rows,
      });
    },
  );

  app.get(
    '/system/post/optionselect',
    {
      schema: requestSchema(app.openapi, 'get', '/system/post/optionselect'),
      config: { auth: 'authenticated' },
    },
    async (request) => {
      const rows = await db.select().from(sysPost).orderBy(asc(sysPost.postSort));
      return { ...ok(request), data: rows.map((p) => postView(p)) };
    },
  );

  app.get<{ Params: { postId: number } }>(
    '/system/post/:postId',
    {
      schema: requestSchema(app.openapi, 'get', '/system/post/{postId}'),
      config: { auth: { permission: 'system:post:query' } },
    },
    async (request) => {
      const [post] = await db
        .select()
        .from(sysPost)
        .where(eq(sysPost.postId, request.params.postId));
      if (!post) refuse('org.post.notFound');
      return { ...ok(request), data: postView(post) };
    },
  );

  app.post<{ Body: PostBody }>(
    '/system/post',
    {
      schema: requestSchema(app.openapi, 'post', '/system/post'),
      config: {
        auth: { permission: 'system:post:add' },
        operLog: { title: TITLE, businessType: 'INSERT' },
      },
    },
    async function addPost(request) {
      const fields = postFields(request.body);
      await assertPostUnique(db, fields);
      await db
        .insert(sysPost)
        .values({ ...fields, status: fields.status ?? '0', createBy: operatorName(request) });
      return ok(request);
    },
  );

  app.put<{ Body: PostBody & { postId: number } }>(
    '/system/post',
    {
      schema: requestSchema(app.openapi, 'put', '/system/post'),
      config: {
        auth: { permission: 'system:post:edit' },
        operLog: { title: TITLE, businessType: 'UPDATE' },
      },
    },
    async function editPost(request) {
      const { postId } = request.body;
      const fields = postFields(request.body);
      await assertPostUnique(db, fields, postId);
      const updated = await db
        .update(sysPost)
        .set({ ...fields, updateBy: operatorName(request), updateTime: new Date() })
        .where(eq(sysPost.postId, postId))
        .returning({ postId: sysPost.postId });
      if (updated.length === 0) refuse('org.post.notFound');
      return ok(request);
    },
  );

  app.delete<{ Params: { postId: string } }>(
    '/system/post/:postId',
    {
      schema: requestSchema(app.openapi, 'delete', '/system/post/{postId}'),
      config: {
        auth: { permission: 'system:post:remove' },
        operLog: { title: TITLE, businessType: 'DELETE' },
      },
    },
    async function deletePosts(request) {
      const postIds = idList(request.params.postId);
      const posts = await db.select().from(sysPost).where(inArray(sysPost.postId, postIds));
      for (const post of posts) {
        const [held] = await db
          .select({ n: count() })
          .from(sysUserPost)
          .where(eq(sysUserPost.postId, post.postId));
        if ((held?.n ?? 0) > 0) refuse('org.post.assigned', post.postName);
      }
      await db.delete(sysPost).where(inArray(sysPost.postId, postIds));
      return ok(request);
    },
  );
}
