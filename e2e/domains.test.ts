// Domains and deployment in a real browser against the real server (issue 17, "Done when"): the
// custom-domain wizard against a DNS server this file starts on 127.0.0.1 (not resolving, then
// resolving), mismatched key, wrong-domain and expired certificates refused with clear messages,
// a good one accepted, the private key never in any answer, review with a reason, and the
// deployment states of the standard plan (submitted, rejected with a reason, resubmitted,
// deployed). Names match both the zh-CN default and the English texts.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { startDnsServer, type TestDnsServer } from '../apps/server/test/domains/dns-server.ts';
import { makeCertificate } from '../apps/server/test/domains/x509.ts';
import type { DomainConfig } from '../apps/server/src/services/domains/config.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { sideMenu } from './support/shell.ts';
import { signInAsAdmin, until } from './support/sign-in.ts';
import { useBrowserSuite } from './support/suite.ts';

const SERVER_IP = '198.51.100.7';
// The DNS server starts in `before`; the app reads this object's list at each check.
const domains: DomainConfig = {
  serverIp: SERVER_IP,
  dnsServers: [],
  dnsTimeoutMs: 2000,
  platformHost: 'wcm-sites.com',
  sslDir: '/etc/nginx/ssl/wcm',
  upstream: 'http://127.0.0.1:8080',
};
let dns: TestDnsServer;
before(async () => {
  dns = await startDnsServer();
  domains.dnsServers.push(dns.address);
});
after(async () => {
  await dns?.close();
});
const suite = useBrowserSuite({ domains });
const page = (): Page => suite.browser.page;
const domainName = `www.e2e-${Date.now()}.com`;
const apex = domainName.slice(4);

const t = {
  next: /^(下一步|Next)$/,
  start: /^(开始验证|Start Verification)$/,
  mismatch:
    /DNS解析未指向当前服务器IP，请重新配置A记录|DNS resolution does not point to the current server IP, reconfigure the A record/,
  resolved: /已解析|Resolved/,
  upload: /^(上传证书|Upload certificate)$/,
  keyMismatch: /私钥与证书不匹配|The private key does not match the certificate/,
  wrongDomain: /证书不包含域名|The certificate does not cover the domain/,
  expired: /证书已过期|The certificate has expired/,
  submit: /^(提交审核|Submit for review)$/,
  success: /域名配置成功|Domain configuration successful/,
  underReview: /审核中|Under review/,
  review: /^(审核|Review)$/,
  reject: /^(拒绝|Reject)$/,
  rejected: /已拒绝|Rejected/,
  empty: /^(不能为空|Cannot Be Empty)$/,
  confirm: /^(确定|确 定|确认|Confirm|OK)$/i,
  format: /域名格式错误|Domain name format error/,
};

/** Every /prod-api/domain answer the page received, to check no key ever comes back. */
const answers: string[] = [];

const fileInput = (id: string): Locator => page().getByTestId(id);
const setFiles = async (
  cert: { name: string; text: string },
  key: { name: string; text: string },
) => {
  await fileInput('certificate-file').setInputFiles({
    name: cert.name,
    mimeType: 'application/x-x509-ca-cert',
    buffer: Buffer.from(cert.text),
  });
  await fileInput('private-key-file').setInputFiles({
    name: key.name,
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(key.text),
  });
};
/** The refusal shown under the certificate fields (it stays until the next upload). */
const refusal = (text: RegExp) => page().getByTestId('certificate-refusal').getByText(text);

describe('domains: wizard with live DNS and certificate checks, review, deployment', () => {
  it('signs in as admin', async () => {
    page().on('response', (response) => {
      if (!response.url().includes('/prod-api/domain')) return;
      void response.text().then(
        (body) => answers.push(body),
        () => undefined,
      );
    });
    await signInAsAdmin(page(), suite.server);
    await sideMenu(page()).waitFor();
  });

  it('assigns the IP and keeps Next disabled until the A record resolves', async () => {
    await page().goto('/wcm/domain/custom');
    await page().getByTestId('server-ip').getByText(SERVER_IP).waitFor();
    const name = page().getByRole('textbox', { name: /^(域名|Domain name)/ });
    await name.fill('not a domain');
    await page().getByRole('button', { name: t.next }).click();
    await page().getByText(t.format).waitFor();
    await name.fill(domainName);
    await page().getByRole('button', { name: t.next }).click();
    const next = page().getByRole('button', { name: t.next });
    await page().getByRole('button', { name: t.start }).waitFor();
    assert.equal(await next.isDisabled(), true, 'Next is disabled before verification');
    // Not resolving: the spec's failure message, Next still disabled.
    await page().getByRole('button', { name: t.start }).click();
    await page().getByRole('alert').filter({ hasText: t.mismatch }).waitFor();
    assert.equal(await next.isDisabled(), true);
    // Pointing elsewhere: still refused.
    dns.records.set(domainName, ['192.0.2.9']);
    await resubmitWindow();
    await page().getByRole('button', { name: t.start }).click();
    await page().getByText('192.0.2.9').waitFor();
    assert.equal(await next.isDisabled(), true);
    // Resolving to the server IP: resolved, Next enabled.
    dns.records.set(domainName, [SERVER_IP]);
    await resubmitWindow();
    await page().getByRole('button', { name: t.start }).click();
    await page().getByTestId('dns-status').getByText(t.resolved).waitFor();
    await until(async () => !(await next.isDisabled()), 'Next enabled');
    assert.deepEqual(await seriousA11yViolations(page()), []);
    await next.click();
    await page().getByRole('button', { name: t.upload }).waitFor();
  });

  it('refuses a mismatched key, a wrong-domain and an expired certificate, accepts a good one', async () => {
    const good = makeCertificate({ cn: apex, sans: [apex, `*.${apex}`] });
    const other = makeCertificate({ cn: apex, sans: [apex] });
    await setFiles(
      { name: 'site.crt', text: good.certPem },
      { name: 'site.key', text: other.keyPem },
    );
    await page().getByRole('button', { name: t.upload }).click();
    await refusal(t.keyMismatch).waitFor();
    const wrong = makeCertificate({ cn: 'shop.example.org', sans: ['shop.example.org'] });
    await setFiles(
      { name: 'wrong.pem', text: wrong.certPem },
      { name: 'wrong.key', text: wrong.keyPem },
    );
    await page().getByRole('button', { name: t.upload }).click();
    await refusal(t.wrongDomain).waitFor();
    const expired = makeCertificate({
      cn: domainName,
      sans: [domainName],
      notBefore: new Date('2020-01-01T00:00:00Z'),
      notAfter: new Date('2021-01-01T00:00:00Z'),
    });
    await setFiles(
      { name: 'old.cer', text: expired.certPem },
      { name: 'old.pem', text: expired.keyPem },
    );
    await page().getByRole('button', { name: t.upload }).click();
    await refusal(t.expired).waitFor();
    await setFiles(
      { name: 'brand.crt', text: good.certPem },
      { name: 'brand.key', text: good.keyPem },
    );
    await page().getByRole('button', { name: t.upload }).click();
    await page().getByText(`${apex}, *.${apex}`).waitFor();
    assert.equal(await page().getByTestId('certificate-refusal').count(), 0, 'refusal cleared');
    const keyLine = good.keyPem.split('\n')[1] ?? 'x';
    for (const body of answers) {
      assert.ok(!body.includes('PRIVATE KEY'), 'no answer carries a private key');
      assert.ok(!body.includes(keyLine), 'no answer carries the key bytes');
    }
  });

  it('submits, shows the outcome and the review, and refuses with a reason', async () => {
    await page().getByRole('button', { name: t.submit }).click();
    await page().getByTestId('outcome').getByText(t.success).waitFor();
    await page().getByRole('button', { name: t.next }).click();
    await page().getByTestId('audit-status').getByText(t.underReview).waitFor();
    await page().getByRole('button', { name: t.review }).click();
    const dialog = page().getByRole('dialog');
    await dialog.getByRole('radio', { name: t.reject }).check();
    await dialog.getByRole('button', { name: t.confirm }).click();
    await dialog.getByText(t.empty).waitFor();
    await dialog.getByRole('textbox').fill('ICP 备案信息与域名主体不一致');
    await dialog.getByRole('button', { name: t.confirm }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page().getByTestId('audit-status').getByText(t.rejected).waitFor();
    await page()
      .getByText(/ICP 备案信息与域名主体不一致/)
      .waitFor();
    // The change record says so.
    await page().goto('/wcm/domain/record');
    await page().getByRole('row').filter({ hasText: domainName }).first().waitFor();
    for (const body of answers) assert.ok(!body.includes('PRIVATE KEY'));
  });

  it('applies for the standard plan, is rejected with a reason, resubmits and is deployed', async () => {
    await page().goto('/wcm/domain/deploy/standard');
    const status = page().getByTestId('deploy-status');
    await status.getByText(/未部署|Not deployed/).waitFor();
    const box = (name: RegExp) => page().getByRole('textbox', { name });
    const fillContact = async () => {
      await box(/^(联系人姓名|Contact name)/).fill('周明远');
      await box(/^(联系电话|Contact phone)/).fill('13816620458');
    };
    const submit = () =>
      page()
        .getByRole('button', { name: /^(提交申请|Submit application)$/ })
        .click();
    /** Submits with filing number `filing` and waits for the application to await the audit. */
    const submitFiling = async (filing: string) => {
      await box(/^(备案号|Filing number)/).fill(filing);
      await submit();
      await status.getByText(/已提交待审核|Submitted, awaiting audit/).waitFor();
    };
    const audit = (name: RegExp) => page().getByRole('button', { name }).click();
    await fillContact();
    await submit();
    await page().getByText(t.empty).first().waitFor();
    await submitFiling('沪ICP备2024031877号-1');
    await audit(/^(拒绝|Reject)$/);
    const dialog = page().getByRole('dialog');
    await dialog.getByRole('textbox').fill('备案号与域名主体不一致');
    await dialog.getByRole('button', { name: t.confirm }).click();
    await status.getByText(/已驳回|Rejected/).waitFor();
    await page().getByText('备案号与域名主体不一致').waitFor();
    await fillContact();
    await submitFiling('沪ICP备2024031877号-2');
    await audit(/^(通过|Approve)$/);
    await page().getByRole('dialog').getByRole('button', { name: t.confirm }).click();
    await status.getByText(/已通过\/已部署|Approved \/ deployed/).waitFor();
    assert.deepEqual(await seriousA11yViolations(page()), []);
  });
});

/** The client refuses the same POST within 1000 ms (spec §5 double-submit guard). */
const resubmitWindow = () => new Promise((resolve) => setTimeout(resolve, 1100));
