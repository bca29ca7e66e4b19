import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { wcmFollower } from '../../db/schema';
import { formatDateTime } from '../../lib/date-format';
import { contains, custom, defineResource, equals } from '../../resources';
import type { RequestBody } from '../../plugins/contract';

/** People following the brand; unsubscribing (status 1) records the time. */
export const followerResource = defineResource({
  path: '/business/follower',
  permission: 'business:follower',
  title: '关注者',
  table: wcmFollower,
  id: wcmFollower.followerId,
  view: (row) => ({
    followerId: row.followerId,
    name: row.name,
    email: row.email,
    country: row.country,
    source: row.source,
    followTime: formatDateTime(row.followTime),
    status: row.status as '0' | '1',
    unsubscribeTime: formatDateTime(row.unsubscribeTime),
    remark: row.remark,
    createTime: formatDateTime(row.createTime),
  }),
  pick: (body: RequestBody<'BizFollowerBody'>) => ({
    name: body.name.trim(),
    email: body.email.trim().toLowerCase(),
    country: body.country ?? '',
    source: body.source || 'website',
    status: body.status ?? '0',
    remark: body.remark?.trim() ?? '',
  }),
  filters: {
    name: contains(wcmFollower.name),
    email: contains(wcmFollower.email),
    // Codes are stored in capitals; a search for 'fr' finds them too.
    country: custom((value) => eq(wcmFollower.country, String(value).toUpperCase())),
    source: equals(wcmFollower.source),
    status: equals(wcmFollower.status),
  },
  timeRange: wcmFollower.followTime,
  orderBy: [desc(wcmFollower.followTime), desc(wcmFollower.followerId)],
  unique: [
    {
      column: wcmFollower.email,
      add: 'business.follower.emailExists.add',
      edit: 'business.follower.emailExists.edit',
      label: (values) => values.name ?? '',
    },
  ],
  notFound: 'business.follower.notFound',
  hooks: {
    beforeSave: (values, { existing }) => {
      if (values.status === '1')
        return { unsubscribeTime: existing?.unsubscribeTime ?? new Date() };
      return { unsubscribeTime: null };
    },
  },
  export: {
    columns: [
      { header: '编号', key: 'followerId' },
      { header: '姓名', key: 'name', width: 20 },
      { header: '邮箱', key: 'email', width: 30 },
      { header: '国家', key: 'country' },
      { header: '来源', key: 'source', dict: 'wcm_follower_source' },
      { header: '关注时间', key: 'followTime', width: 20 },
      { header: '状态', key: 'status', dict: 'wcm_follower_status' },
      { header: '退订时间', key: 'unsubscribeTime', width: 20 },
    ],
  },
});

export async function followerRoutes(app: FastifyInstance) {
  followerResource.register(app);
}
