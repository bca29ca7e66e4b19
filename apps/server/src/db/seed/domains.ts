import type { Db } from '../database';
import { ensureDictionaries, ensureJobs, ensureMenus, isEmpty } from '../../resources/seed';
import { wcmDeployApply, wcmDomain, wcmDomainRecord, wcmDomainSetting } from '../schema';
import { areaDictionaries } from './dictionaries/load';

// Domains and deployment (issue 17): dictionaries, the review buttons, and a brand that has its
// platform sub-domain, one live custom domain with its history, and the basic plan deployed.

export const DOMAIN_DICTIONARIES = areaDictionaries('domains');

/** Review buttons: ids far from the allocators of the other areas. */
export const DOMAIN_AUDIT_MENUS = [
  {
    id: 2092,
    parentId: 2090,
    order: 2,
    name: '自定义域名',
    type: 'C' as const,
    path: 'custom',
    component: 'domain/custom/index',
    perms: 'domain:custom:list',
    icon: 'link',
    buttons: [[3900, 'domain:custom:audit', '自定义域名审核']] as const,
  },
  {
    id: 2095,
    parentId: 2090,
    order: 5,
    name: '部署申请',
    type: 'M' as const,
    path: 'deploy',
    icon: 'server',
    routeName: 'DomainDeploy',
    buttons: [[3901, 'domain:deploy:audit', '部署申请审核']] as const,
  },
];

const day = 86_400_000;

/** The daily job warning 30 and 7 days before a custom domain's certificate expires. */
const EXPIRY_JOB = {
  jobName: '域名证书到期提醒',
  invokeTarget: 'domains.certificateExpiry',
  cronExpression: '0 10 9 * * ?',
  remark: 'Notice 30 and 7 days before a custom domain SSL certificate expires',
};

export async function seedDomains(db: Db): Promise<void> {
  await ensureDictionaries(db, DOMAIN_DICTIONARIES);
  await ensureMenus(db, DOMAIN_AUDIT_MENUS);
  await ensureJobs(db, [EXPIRY_JOB]);
  if (!(await isEmpty(db, wcmDomainSetting))) return;
  const brandName = '澜泰流体 Lantai Flow';
  await db
    .insert(wcmDomainSetting)
    .values({ subdomain: 'lantai-flow', brandName, createBy: 'admin' });
  if (!(await isEmpty(db, wcmDomain))) return;
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day);
  const [old] = await db
    .insert(wcmDomain)
    .values({
      domainName: 'lantaiflow.cn',
      serverIp: '203.0.113.10',
      dnsStatus: '2',
      dnsCheckTime: at(220),
      dnsAddresses: '203.0.113.10',
      auditStatus: '2',
      auditBy: 'admin',
      auditTime: at(218),
      submitTime: at(220),
      usageStatus: '1',
      brandName,
      createBy: 'admin',
      createTime: at(220),
    })
    .returning();
  const [live] = await db
    .insert(wcmDomain)
    .values({
      domainName: 'www.lantaiflow.com',
      serverIp: '203.0.113.10',
      dnsStatus: '2',
      dnsCheckTime: at(40),
      dnsAddresses: '203.0.113.10',
      auditStatus: '2',
      auditBy: 'admin',
      auditTime: at(37),
      submitTime: at(40),
      usageStatus: '0',
      brandName,
      createBy: 'admin',
      createTime: at(40),
    })
    .returning();
  if (!old || !live) return;
  const content = (key: string, args: string[]) => JSON.stringify({ key, args });
  await db.insert(wcmDomainRecord).values([
    {
      domainId: old.domainId,
      domainName: old.domainName,
      changeType: '0',
      content: content('domain.record.first', [old.domainName]),
      result: '1',
      changeTime: at(220),
      createBy: 'admin',
    },
    {
      domainId: live.domainId,
      domainName: live.domainName,
      changeType: '1',
      content: content('domain.record.change', [live.domainName, old.domainName]),
      result: '1',
      changeTime: at(40),
      createBy: 'admin',
    },
    {
      domainId: old.domainId,
      domainName: old.domainName,
      changeType: '1',
      content: content('domain.record.disable', [old.domainName]),
      result: '1',
      changeTime: at(36),
      createBy: 'admin',
    },
  ]);
  if (!(await isEmpty(db, wcmDeployApply))) return;
  await db.insert(wcmDeployApply).values({
    plan: 'basic',
    contactName: '周明远',
    contactPhone: '13816620458',
    contactEmail: 'mingyuan.zhou@lantaiflow.com',
    domainName: 'lantai-flow.wcm-sites.com',
    remark: '先用平台子域名上线英文站，后续再切换到自有域名。',
    status: '2',
    auditBy: 'admin',
    auditTime: at(200),
    createBy: 'admin',
    createTime: at(201),
  });
}
