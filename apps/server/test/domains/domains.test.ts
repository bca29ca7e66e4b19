import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysOperLog, wcmDeployApply, wcmDomain } from '../../src/db/schema';
import { flushOperLogs } from '../../src/plugins/oper-log';
import { decryptPrivateKey } from '../../src/services/domains/key-crypto';
import { expectContract } from '../contract';
import { getApp, getShared, testDomains } from '../helper';
import { adminToken, call, expectAnswer, expectOk, json, operatorWith, uid } from '../org/fixtures';
import { startDnsServer, type TestDnsServer } from './dns-server';
import { file, makeCertificate } from './x509';

const SERVER_IP = '198.51.100.7';
let dns: TestDnsServer;
let token: string;

type DomainRow = {
  domainId: number;
  domainName: string;
  dnsStatus: string;
  auditStatus: string;
  usageStatus: string;
  auditReason: string;
  message?: string;
  certificate: null | { names: string[]; expiryTime: string; certPath: string; keyPath: string };
};

beforeAll(async () => {
  dns = await startDnsServer();
  // The shared app's domain settings (test/helper.ts): ask the DNS server started here.
  testDomains.dnsServers = [dns.address];
  expect(testDomains.serverIp).toBe(SERVER_IP);
  await getApp();
  token = await adminToken();
});
afterAll(async () => {
  await dns.close();
});

const domainOf = (data: unknown) => data as DomainRow;

/** Runs the wizard up to a submitted application for a new domain; returns its id. */
async function submitted(name: string): Promise<number> {
  dns.records.set(name, [SERVER_IP]);
  const verified = await json<{ data: DomainRow }>('POST', '/domain/custom/verify', {
    token,
    payload: { domainName: name },
  });
  expectOk(verified);
  const sent = await json<{ data: DomainRow }>('POST', '/domain/custom/submit', {
    token,
    payload: { domainId: verified.data.domainId },
  });
  expectOk(sent);
  return verified.data.domainId;
}

describe('domain settings', () => {
  it('reads and changes the platform sub-domain', async () => {
    const res = await call('GET', '/domain/setting', { token });
    expectContract(res, 'GET', '/domain/setting');
    const body = res.json<{ data: { subdomain: string; serverIp: string; ttl: number } }>();
    expect(body.data).toMatchObject({ subdomain: 'lantai-flow', serverIp: SERVER_IP, ttl: 600 });
    expect(
      (await json('PUT', '/domain/setting', { token, payload: { subdomain: '-bad-' } })).msg,
    ).toContain('子域名');
    expectOk(
      await json('PUT', '/domain/setting', {
        token,
        payload: { subdomain: 'Lantai-Pumps', brandName: '澜泰流体' },
      }),
    );
    const after = await json<{ data: { siteAddress: string; brandName: string } }>(
      'GET',
      '/domain/setting',
      { token },
    );
    expect(after.data.siteAddress).toBe('lantai-pumps.wcm-sites.com');
    expect(after.data.brandName).toBe('澜泰流体');
    const op = await operatorWith(['domain:setting:list']);
    await expectAnswer({ code: 403 }, 'PUT', '/domain/setting', {
      token: op.token,
      payload: { subdomain: 'x' },
    });
  });
});

describe('custom domain wizard', () => {
  it('checks the A record with the configured DNS server, and refuses bad names', async () => {
    const current = await call('GET', '/domain/custom/current', { token });
    expectContract(current, 'GET', '/domain/custom/current');
    expect(current.json<{ data: { serverIp: string } }>().data.serverIp).toBe(SERVER_IP);
    expect(
      await json('POST', '/domain/custom/verify', {
        token,
        payload: { domainName: 'not a domain' },
        headers: { 'accept-language': 'en' },
      }),
    ).toEqual({ code: 500, msg: 'Domain name format error' });

    const name = `shop-${uid()}.example.com`;
    // No record at all: failed, with the spec's message.
    const missing = await call('POST', '/domain/custom/verify', {
      token,
      payload: { domainName: name.toUpperCase() },
      headers: { 'accept-language': 'en' },
    });
    expectContract(missing, 'POST', '/domain/custom/verify');
    const failed = domainOf(missing.json<{ data: unknown }>().data);
    expect(failed).toMatchObject({ domainName: name, dnsStatus: '3', auditStatus: '0' });
    expect(failed.message).toBe(
      'DNS resolution does not point to the current server IP, reconfigure the A record',
    );
    // Next stays closed: neither certificate nor submit before the check passes.
    expect(
      await json('POST', '/domain/custom/submit', {
        token,
        payload: { domainId: failed.domainId },
        headers: { 'accept-language': 'en' },
      }),
    ).toEqual({ code: 500, msg: 'Please complete DNS verification, click Start Verification' });
    // A record pointing elsewhere: still failed, the addresses shown.
    dns.records.set(name, ['192.0.2.44']);
    const elsewhere = await json<{ data: DomainRow & { dnsAddresses: string[] } }>(
      'POST',
      '/domain/custom/verify',
      { token, payload: { domainName: name } },
    );
    expect(elsewhere.data).toMatchObject({ dnsStatus: '3', dnsAddresses: ['192.0.2.44'] });
    expect(elsewhere.msg).toBe('DNS解析未指向当前服务器IP，请重新配置A记录');
    dns.records.set(name, ['192.0.2.44', SERVER_IP]);
    const ok = await json<{ data: DomainRow }>('POST', '/domain/custom/verify', {
      token,
      payload: { domainName: name },
    });
    expect(ok.data).toMatchObject({ domainId: failed.domainId, dnsStatus: '2' });
  });

  it('refuses mismatched keys, wrong domains, expired and unreadable certificates; never returns the key', async () => {
    const name = `www.brand-${uid()}.com`;
    dns.records.set(name, [SERVER_IP]);
    const verified = await json<{ data: DomainRow }>('POST', '/domain/custom/verify', {
      token,
      payload: { domainName: name },
    });
    const domainId = verified.data.domainId;
    const en = { 'accept-language': 'en' };
    const upload = (certificate: unknown, privateKey: unknown) =>
      call('POST', '/domain/custom/certificate', {
        token,
        headers: en,
        payload: { domainId, certificate, privateKey },
      });
    const good = makeCertificate({ cn: name, sans: [name] });
    const other = makeCertificate({ cn: name, sans: [name] });
    const mismatch = await upload(file('site.crt', good.certPem), file('site.key', other.keyPem));
    expectContract(mismatch, 'POST', '/domain/custom/certificate');
    expect(mismatch.json()).toEqual({
      code: 500,
      msg: 'The private key does not match the certificate',
    });
    const wrong = makeCertificate({ cn: 'other.example.org', sans: ['other.example.org'] });
    expect(
      (await upload(file('a.pem', wrong.certPem), file('a.key', wrong.keyPem))).json(),
    ).toEqual({
      code: 500,
      msg: `The certificate does not cover the domain ${name} (certificate names: other.example.org)`,
    });
    const expired = makeCertificate({
      cn: name,
      sans: [name],
      notBefore: new Date('2020-01-01T00:00:00Z'),
      notAfter: new Date('2021-01-01T00:00:00Z'),
    });
    expect(
      (await upload(file('a.cer', expired.certPem), file('a.pem', expired.keyPem))).json<{
        msg: string;
      }>().msg,
    ).toBe('The certificate has expired (expiry Jan  1 00:00:00 2021 GMT)');
    expect(
      (await upload(file('a.txt', good.certPem), file('a.key', good.keyPem))).json<{
        msg: string;
      }>().msg,
    ).toBe('Wrong certificate file type; please upload a crt/pem/cer file');
    expect(
      (await upload(file('a.crt', 'not a certificate'), file('a.key', good.keyPem))).json<{
        msg: string;
      }>().msg,
    ).toContain('cannot be read');
    expect(
      (await upload(file('a.crt', good.certPem), file('a.key', 'garbage'))).json<{ msg: string }>()
        .msg,
    ).toContain('private key file cannot be read');

    // A wildcard one level up covers www.<brand>.com; the answer has no key.
    const apex = name.slice(4);
    const wildcard = makeCertificate({ cn: apex, sans: [apex, `*.${apex}`] });
    const accepted = await upload(
      file('brand.crt', wildcard.certPem),
      file('brand.key', wildcard.keyPem),
    );
    expectContract(accepted, 'POST', '/domain/custom/certificate');
    expect(accepted.body).not.toContain('PRIVATE KEY');
    expect(accepted.body).not.toContain(wildcard.keyPem.split('\n')[1]);
    const data = domainOf(accepted.json<{ data: unknown }>().data);
    expect(data.certificate?.names).toEqual([apex, `*.${apex}`]);
    expect(data.certificate?.certPath).toBe(`/etc/nginx/ssl/wcm/${name}.crt`);

    // Encrypted at rest with the app's domain-keys key, bound to the row.
    const { database } = await getShared();
    const app = await getApp();
    const [row] = await database.db
      .select()
      .from(wcmDomain)
      .where(eq(wcmDomain.domainId, domainId));
    expect(row?.privateKeyEnc).toMatch(/^v1\./);
    expect(row?.privateKeyEnc).not.toContain('PRIVATE KEY');
    const pem = decryptPrivateKey(
      app.secrets.key('domain-keys'),
      row?.privateKeyEnc ?? '',
      domainId,
    );
    expect(pem).toBe(wildcard.key.export({ type: 'pkcs8', format: 'pem' }).toString());
    expect(() =>
      decryptPrivateKey(app.secrets.key('domain-keys'), row?.privateKeyEnc ?? '', domainId + 1),
    ).toThrow();
    // The operation log does not keep the key either.
    await flushOperLogs();
    const logs = await database.db
      .select({ operParam: sysOperLog.operParam })
      .from(sysOperLog)
      .where(like(sysOperLog.operUrl, '%/domain/custom/certificate%'))
      .orderBy(desc(sysOperLog.operId))
      .limit(10);
    expect(logs.length).toBeGreaterThan(0);
    for (const log of logs)
      expect(log.operParam).not.toContain(
        Buffer.from(wildcard.keyPem).toString('base64').slice(0, 40),
      );

    // Nothing else returns it: the wizard, the list and the row.
    const sent = await call('POST', '/domain/custom/submit', { token, payload: { domainId } });
    expectContract(sent, 'POST', '/domain/custom/submit');
    expect(sent.json<{ data: DomainRow }>().data.auditStatus).toBe('1');
    for (const url of [
      '/domain/custom/current',
      '/domain/manage/list',
      `/domain/manage/${domainId}`,
    ]) {
      const res = await call('GET', url, { token });
      expect(res.body).not.toContain('PRIVATE KEY');
      expect(res.body).not.toContain('privateKey');
      expect(res.body).not.toContain(row?.privateKeyEnc ?? 'x');
    }
    await json('PUT', '/domain/custom/audit', {
      token,
      payload: { domainId, action: 'reject', reason: 'test cleanup' },
    });
  });

  it('re-checks DNS at submission and keeps one application under review', async () => {
    const name = `go-${uid()}.example.net`;
    dns.records.set(name, [SERVER_IP]);
    const verified = await json<{ data: DomainRow }>('POST', '/domain/custom/verify', {
      token,
      payload: { domainName: name },
    });
    const submit = () =>
      json('POST', '/domain/custom/submit', {
        token,
        payload: { domainId: verified.data.domainId },
      });
    dns.records.delete(name);
    expect((await submit()).msg).toBe('DNS解析未指向当前服务器IP，请重新配置A记录');
    const current = await json<{ data: { application: DomainRow } }>(
      'GET',
      '/domain/custom/current',
      {
        token,
      },
    );
    expect(current.data.application).toMatchObject({ domainName: name, dnsStatus: '3' });
    dns.records.set(name, [SERVER_IP]);
    await json('POST', '/domain/custom/verify', { token, payload: { domainName: name } });
    expectOk(await submit());
    await expectAnswer(
      { msg: '已有域名申请正在审核中，请等待审核结果' },
      'POST',
      '/domain/custom/verify',
      { token, payload: { domainName: `x-${name}` } },
    );
    expect((await submit()).msg).toBe('该域名申请已提交，不能再修改');
    await json('PUT', '/domain/custom/audit', {
      token,
      payload: { domainId: verified.data.domainId, action: 'fail', reason: 'test cleanup' },
    });
  });
});

describe('review, management and change records', () => {
  it('reviews with the permission, refuses with a reason, and approves a reapplication', async () => {
    const name = `review-${uid()}.example.com`;
    const first = await submitted(name);
    const staff = await operatorWith(['domain:custom:list', 'domain:custom:add']);
    await expectAnswer({ code: 403 }, 'PUT', '/domain/custom/audit', {
      token: staff.token,
      payload: { domainId: first, action: 'approve' },
    });
    await expectAnswer({ msg: '请填写拒绝原因' }, 'PUT', '/domain/custom/audit', {
      token,
      payload: { domainId: first, action: 'reject' },
    });
    const refused = await call('PUT', '/domain/custom/audit', {
      token,
      payload: { domainId: first, action: 'reject', reason: '域名未完成ICP备案' },
    });
    expectContract(refused, 'PUT', '/domain/custom/audit');
    expect(refused.json<{ data: DomainRow }>().data).toMatchObject({
      auditStatus: '3',
      auditReason: '域名未完成ICP备案',
    });
    const records = await call('GET', '/domain/record/list', {
      token,
      query: { domainName: name },
      headers: { 'accept-language': 'en' },
    });
    expectContract(records, 'GET', '/domain/record/list');
    const refusedRecord = records.json<{ rows: Array<Record<string, string>> }>().rows[0];
    expect(refusedRecord).toMatchObject({
      domainName: name,
      changeType: '1',
      result: '2',
      reason: '域名未完成ICP备案',
    });
    expect(refusedRecord?.content).toMatch(
      new RegExp(`^Domain changed to ${name.replace(/\./g, '\\.')}`),
    );

    // Reapply: a new application for the same name, approved this time.
    const second = await submitted(name);
    expect(second).not.toBe(first);
    const auditor = await operatorWith(['domain:custom:audit']);
    expectOk(
      await json('PUT', '/domain/custom/audit', {
        token: auditor.token,
        payload: { domainId: second, action: 'approve' },
      }),
    );
    const list = await call('GET', '/domain/manage/list', {
      token,
      query: { domainName: name, orderByColumn: 'submitTime', isAsc: 'desc' },
    });
    expectContract(list, 'GET', '/domain/manage/list');
    const rows = list.json<{ rows: DomainRow[] }>().rows;
    expect(rows.map((r) => [r.domainId, r.auditStatus])).toEqual([
      [second, '2'],
      [first, '3'],
    ]);
    await expectAnswer({ msg: `域名'${name}'已存在` }, 'POST', '/domain/custom/verify', {
      token,
      payload: { domainName: name },
    });

    // Disable and enable: change records with the result.
    const disabled = await call('PUT', '/domain/manage/changeUsage', {
      token,
      payload: { domainId: second, usageStatus: '1' },
    });
    expectContract(disabled, 'PUT', '/domain/manage/changeUsage');
    expect(disabled.json<{ data: DomainRow }>().data.usageStatus).toBe('1');
    await expectAnswer({ msg: '域名尚未审核通过' }, 'PUT', '/domain/manage/changeUsage', {
      token,
      payload: { domainId: first, usageStatus: '0' },
    });
    const history = await json<{ rows: Array<Record<string, string>> }>(
      'GET',
      '/domain/record/list',
      {
        token,
        query: { domainName: name },
      },
    );
    expect(history.rows.map((r) => [r.changeType, r.result])).toEqual([
      ['1', '1'],
      ['1', '1'],
      ['1', '2'],
    ]);
    expect(history.rows[0]?.content).toBe(`停用域名 ${name}`);
    const readOnly = await operatorWith(['domain:manage:list']);
    await expectAnswer({ code: 403 }, 'PUT', '/domain/manage/changeUsage', {
      token: readOnly.token,
      payload: { domainId: second, usageStatus: '0' },
    });
  });

  it('replaces the SSL material of an approved domain and offers an nginx server block', async () => {
    const name = `ssl-${uid()}.example.com`;
    const domainId = await submitted(name);
    await json('PUT', '/domain/custom/audit', { token, payload: { domainId, action: 'approve' } });
    const plain = await call('GET', `/domain/manage/nginx/${domainId}`, { token });
    expectContract(plain, 'GET', '/domain/manage/nginx/{domainId}');
    expect(plain.json<{ data: { config: string; certPath: null } }>().data).toMatchObject({
      certPath: null,
    });
    const cert = makeCertificate({ cn: name, sans: [name] });
    const uploaded = await call('POST', '/domain/setting/certificate', {
      token,
      payload: {
        domainId,
        certificate: file('ssl.pem', cert.certPem),
        privateKey: file('ssl.key', cert.keyPem),
      },
    });
    expectContract(uploaded, 'POST', '/domain/setting/certificate');
    expect(uploaded.body).not.toContain('PRIVATE KEY');
    const res = await json<{ data: { config: string; certPath: string; keyPath: string } }>(
      'GET',
      `/domain/manage/nginx/${domainId}`,
      { token },
    );
    expect(res.data.config).toContain(`server_name ${name};`);
    expect(res.data.config).toContain(`ssl_certificate ${res.data.certPath};`);
    expect(res.data.config).toContain(`ssl_certificate_key ${res.data.keyPath};`);
    const history = await json<{ rows: Array<Record<string, string>> }>(
      'GET',
      '/domain/record/list',
      {
        token,
        query: { domainName: name },
      },
    );
    expect(history.rows[0]?.content).toMatch(/^更新域名 .* 的SSL证书/);

    // nginx -t, when nginx is installed, with the certificate files where the block says.
    let nginx = '';
    try {
      nginx = execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim();
    } catch {
      nginx = '';
    }
    if (nginx) {
      const dir = mkdtempSync(path.join(tmpdir(), 'nginx-'));
      const conf = res.data.config
        .replaceAll(res.data.certPath, path.join(dir, 'site.crt'))
        .replaceAll(res.data.keyPath, path.join(dir, 'site.key'));
      writeFileSync(path.join(dir, 'site.crt'), cert.certPem);
      writeFileSync(path.join(dir, 'site.key'), cert.keyPem);
      writeFileSync(
        path.join(dir, 'nginx.conf'),
        `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n${conf}\n}\n`,
      );
      execFileSync(nginx, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'pipe' });
    }
  });
});

describe('deployment applications', () => {
  it('applies, audits and resubmits per plan; advanced needs the basic plan', async () => {
    const basic = await call('GET', '/domain/deploy/basic', { token });
    expectContract(basic, 'GET', '/domain/deploy/basic');
    expect(basic.json<{ data: { status: string; basicActive: boolean } }>().data).toMatchObject({
      status: '2',
      basicActive: true,
    });
    const standard = await json<{ data: { status: string } }>('GET', '/domain/deploy/standard', {
      token,
    });
    expect(standard.data.status).toBe('0');
    const contact = { contactName: '周明远', contactPhone: '13816620458' };
    await expectAnswer(
      { msg: 'The standard plan requires a filing number' },
      'POST',
      '/domain/deploy/standard',
      {
        token,
        payload: contact,
        headers: { 'accept-language': 'en' },
      },
    );
    const applied = await call('POST', '/domain/deploy/standard', {
      token,
      payload: {
        ...contact,
        domainName: 'www.lantaiflow.com',
        filingNumber: '沪ICP备2024031877号-1',
      },
    });
    expectContract(applied, 'POST', '/domain/deploy/standard');
    const state = applied.json<{ data: { status: string; application: { applyId: number } } }>()
      .data;
    expect(state.status).toBe('1');
    await expectAnswer({ msg: '该版本的部署申请正在审核中' }, 'POST', '/domain/deploy/standard', {
      token,
      payload: { ...contact, filingNumber: 'x' },
    });
    const planOnly = await operatorWith(['domain:deploy:standard']);
    await expectAnswer({ code: 403 }, 'PUT', '/domain/deploy/audit', {
      token: planOnly.token,
      payload: { applyId: state.application.applyId, action: 'approve' },
    });
    await expectAnswer({ code: 403 }, 'GET', '/domain/deploy/basic', { token: planOnly.token });
    const rejected = await call('PUT', '/domain/deploy/audit', {
      token,
      payload: {
        applyId: state.application.applyId,
        action: 'reject',
        reason: '备案号与域名主体不一致',
      },
    });
    expectContract(rejected, 'PUT', '/domain/deploy/audit');
    expect(rejected.json<{ data: unknown }>().data).toMatchObject({
      status: '3',
      application: { rejectReason: '备案号与域名主体不一致' },
    });
    const again = await json<{ data: { application: { applyId: number } } }>(
      'POST',
      '/domain/deploy/standard',
      { token, payload: { ...contact, filingNumber: '沪ICP备2024031877号-2' } },
    );
    expectOk(again);
    expectOk(
      await json('PUT', '/domain/deploy/audit', {
        token,
        payload: { applyId: again.data.application.applyId, action: 'approve' },
      }),
    );
    expect(
      (await json<{ data: { status: string } }>('GET', '/domain/deploy/standard', { token })).data
        .status,
    ).toBe('2');
    await expectAnswer({ msg: '该版本已部署' }, 'POST', '/domain/deploy/standard', {
      token,
      payload: { ...contact, filingNumber: 'x' },
    });

    // Advanced: refused while the latest basic application is not deployed.
    const { database } = await getShared();
    const [blocker] = await database.db
      .insert(wcmDeployApply)
      .values({ plan: 'basic', contactName: 't', status: '3', rejectReason: 'test' })
      .returning();
    await expectAnswer({ msg: '高级版需要先开通基础版' }, 'POST', '/domain/deploy/advanced', {
      token,
      payload: contact,
    });
    await database.db
      .delete(wcmDeployApply)
      .where(eq(wcmDeployApply.applyId, blocker?.applyId ?? 0));
    const advanced = await json<{ data: { status: string } }>('POST', '/domain/deploy/advanced', {
      token,
      payload: contact,
    });
    expect(advanced.data.status).toBe('1');
  });
});
