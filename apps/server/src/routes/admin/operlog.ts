import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sysOperLog } from '../../db/schema';
import { contains, defineLogResource, equals } from '../../resources';
import { operLogView } from '../../services/admin/views';

const BUSINESS_LABELS = {
  '0': '其它',
  '1': '新增',
  '2': '修改',
  '3': '删除',
  '4': '授权',
  '5': '导出',
  '6': '导入',
  '7': '强退',
  '8': '生成代码',
  '9': '清空数据',
};

/** The operation log (RuoYi /monitor/operlog), written by the operation-log plugin. */
export const operLogResource = defineLogResource({
  path: '/monitor/operlog',
  permission: 'monitor:operlog',
  title: '操作日志',
  table: sysOperLog,
  id: sysOperLog.operId,
  view: operLogView,
  filters: {
    title: contains(sysOperLog.title),
    operName: contains(sysOperLog.operName),
    operIp: contains(sysOperLog.operIp),
    businessType: equals(sysOperLog.businessType),
    status: equals(sysOperLog.status),
  },
  timeRange: sysOperLog.operTime,
  orderBy: desc(sysOperLog.operId),
  export: {
    columns: [
      { header: '操作序号', key: 'operId' },
      { header: '操作模块', key: 'title', width: 16 },
      { header: '业务类型', key: 'businessType', dict: BUSINESS_LABELS },
      { header: '请求方法', key: 'method', width: 30 },
      { header: '请求方式', key: 'requestMethod' },
      {
        header: '操作类别',
        key: 'operatorType',
        dict: { '0': '其它', '1': '后台用户', '2': '手机端用户' },
      },
      { header: '操作人员', key: 'operName' },
      { header: '部门名称', key: 'deptName' },
      { header: '请求地址', key: 'operUrl', width: 30 },
      { header: '操作地址', key: 'operIp', width: 16 },
      { header: '操作地点', key: 'operLocation' },
      { header: '请求参数', key: 'operParam', width: 40 },
      { header: '返回参数', key: 'jsonResult', width: 40 },
      { header: '状态', key: 'status', dict: { '0': '正常', '1': '异常' } },
      { header: '错误消息', key: 'errorMsg', width: 30 },
      { header: '操作时间', key: 'operTime', width: 20 },
      { header: '消耗时间', key: 'costTime' },
    ],
  },
});

export async function operlogRoutes(app: FastifyInstance) {
  operLogResource.register(app);
}
