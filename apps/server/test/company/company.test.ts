import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sysUser, wcmEmployee, wcmMailOutbox } from '../../src/db/schema';
import { getApp, getShared, login, loginAs, useSharedApp } from '../helper';
import {
  adminToken,
  expectAnswer,
  expectOk,
  json,
  operatorWith,
  sendOk,
  uid,
} from '../org/fixtures';

useSharedApp();

type Info = Record<string, unknown> & { fullName: string; creditCode: string };
type Failure = { code: number; msg: string; errors?: Array<{ field: string; code: string }> };

describe('/factory/info', () => {
  it('reads the seeded profile and saves it whole', async () => {
    const token = await adminToken();
    const got = await json<{ data: Info }>('GET', '/factory/info', {
      token,
      contract: '/factory/info',
    });
    expect(got.data).toMatchObject({ creditCode: '91330212MA2GW8KX4C', nature: '1' });
    expect(got.data.businessLicense).toMatch(/^\/profile\/upload\/[0-9a-f]{64}\.png$/);
    const body = { ...got.data };
    delete body.updateBy;
    delete body.updateTime;
    const saved = await json('PUT', '/factory/info', {
      token,
      payload: {
        ...body,
        shortName: '海拓',
        about: '<p>Pumps<script>alert(1)</script></p>',
        creditCode: '91440300708461136t',
      },
      contract: '/factory/info',
    });
    expectOk(saved);
    const again = await json<{ data: Info }>('GET', '/factory/info', { token });
    expect(again.data).toMatchObject({ shortName: '海拓', creditCode: '91440300708461136T' });
    expect(again.data.about).toBe('<p>Pumps</p>');
    expect(again.data.updateBy).toBe('admin');
    // Put the seed back for the other tests and the demo.
    expectOk(await json('PUT', '/factory/info', { token, payload: body }));
  });

  it('refuses a wrong check digit and other rules with field errors, changing nothing', async () => {
    const token = await adminToken();
    const before = (await json<{ data: Info }>('GET', '/factory/info', { token })).data;
    const res = await json<Failure>('PUT', '/factory/info', {
      token,
      payload: {
        fullName: '',
        creditCode: '91440300708461136U',
        establishDate: '2020-01-10',
        registrationDate: '2019-12-31',
        salesRegions: ['moon'],
      },
      contract: '/factory/info',
      headers: { 'accept-language': 'en' },
    });
    expect(res.code).toBe(500);
    expect(res.msg).toBe('Please check the fields marked in the form');
    expect(res.errors?.map((e) => `${e.field}:${e.code}`).sort()).toEqual([
      'creditCode:checkDigit',
      'fullName:required',
      'registrationDate:order',
      'salesRegions:dict',
    ]);
    const format = await json<Failure>('PUT', '/factory/info', {
      token,
      payload: { fullName: 'x', creditCode: 'ABC' },
    });
    expect(format.errors).toEqual([
      expect.objectContaining({ field: 'creditCode', code: 'format' }),
    ]);
    expect((await json<{ data: Info }>('GET', '/factory/info', { token })).data).toEqual(before);
  });

  it('needs factory:info permissions', async () => {
    const reader = await operatorWith(['factory:info:list']);
    expectOk(await json('GET', '/factory/info', { token: reader.token }));
    await expectAnswer({ code: 403 }, 'PUT', '/factory/info', {
      token: reader.token,
      payload: { fullName: 'x' },
    });
  });
});

describe('/factory/equity', () => {
  it('keeps the total at or under 100%', async () => {
    const token = await adminToken();
    const all = await json<{ data: Array<{ equityId: number; percentage: number }> }>(
      'GET',
      '/factory/equity/optionselect',
      { token, contract: '/factory/equity/optionselect' },
    );
    const total = all.data.reduce((sum, row) => sum + row.percentage, 0);
    expect(total).toBeCloseTo(92.5);
    const name = `t_holder_${uid()}`;
    const over = await json('POST', '/factory/equity', {
      token,
      payload: { shareholderName: name, percentage: 7.51 },
      contract: '/factory/equity',
    });
    expect(over).toEqual({
      code: 500,
      msg: '持股比例合计不能超过100%：其他股东已占 92.50%，最多还可分配 7.50%',
    });
    expectOk(
      await json('POST', '/factory/equity', {
        token,
        payload: { shareholderName: name, percentage: 7.5, shareholderType: '2' },
      }),
    );
    const list = await json<{ rows: Array<{ equityId: number; percentage: number }> }>(
      'GET',
      '/factory/equity/list',
      { token, query: { shareholderName: name }, contract: '/factory/equity/list' },
    );
    const added = list.rows[0];
    expect(added?.percentage).toBe(7.5);
    // Editing a row counts the others only; the same name twice is refused.
    const equityId = added?.equityId ?? 0;
    expectOk(
      await json('PUT', '/factory/equity', {
        token,
        payload: { equityId, shareholderName: name, percentage: 7.5 },
      }),
    );
    await expectAnswer({ code: 500 }, 'PUT', '/factory/equity', {
      token,
      payload: { equityId, shareholderName: name, percentage: 8 },
    });
    await expectAnswer({ code: 400 }, 'POST', '/factory/equity', {
      token,
      payload: { shareholderName: name, percentage: 0 },
    });
    await expectAnswer({ msg: "新增股东'陈海涛'失败，股东已存在" }, 'POST', '/factory/equity', {
      token,
      payload: { shareholderName: '陈海涛', percentage: 1 },
    });
    // Two concurrent additions cannot both fit.
    expectOk(await json('DELETE', `/factory/equity/${equityId}`, { token }));
    const [a, b] = await Promise.all([
      json('POST', '/factory/equity', {
        token,
        payload: { shareholderName: `${name}a`, percentage: 5 },
      }),
      json('POST', '/factory/equity', {
        token,
        payload: { shareholderName: `${name}b`, percentage: 5 },
      }),
    ]);
    expect([a.code, b.code].sort()).toEqual([200, 500]);
    const rest = await json<{ rows: Array<{ equityId: number }> }>('GET', '/factory/equity/list', {
      token,
      query: { shareholderName: name },
    });
    expectOk(
      await json('DELETE', `/factory/equity/${rest.rows.map((r) => r.equityId).join(',')}`, {
        token,
      }),
    );
  });
});

describe('/factory/provider', () => {
  it('adds, filters and refuses duplicate names', async () => {
    const token = await adminToken();
    const name = `t_provider_${uid()}`;
    await sendOk('POST', '/factory/provider', {
      token,
      payload: {
        name,
        type: 'logistics',
        contactName: 'Li',
        contactPhone: '+86 574 1234 5678',
        region: 'Ningbo',
      },
    });
    const list = await json<{ rows: Array<{ providerId: number; status: string }>; total: number }>(
      'GET',
      '/factory/provider/list',
      { token, query: { name, type: 'logistics' }, contract: '/factory/provider/list' },
    );
    expect(list.total).toBe(1);
    expect(list.rows[0]?.status).toBe('0');
    await expectAnswer(
      { msg: `新增服务商'${name}'失败，服务商名称已存在` },
      'POST',
      '/factory/provider',
      { token, payload: { name, type: 'customs' } },
    );
    expect(
      await json('POST', '/factory/provider', {
        token,
        payload: { name: `${name}x`, type: 'spaceflight' },
      }),
    ).toEqual({ code: 500, msg: "'spaceflight'不是有效的服务商类型" });
    expectOk(await json('DELETE', `/factory/provider/${list.rows[0]?.providerId}`, { token }));
  });
});

describe('/factory/service', () => {
  const base = {
    fullName: 'Sophie Test',
    country: 'FR',
    phone: '06 12 34 56 78',
    workDays: [5, 1, 2, 3, 4],
    startTime: '09:00',
    endTime: '18:00',
    timeZone: 'Europe/Paris',
  };

  it('validates the phone per country and the hours; computes availableNow', async () => {
    const token = await adminToken();
    const en = { 'accept-language': 'en' };
    expect(
      await json('POST', '/factory/service', {
        token,
        payload: { ...base, phone: '+33 6 12 34 56 78', country: 'DE' },
        headers: en,
      }),
    ).toEqual({ code: 500, msg: "'+33 6 12 34 56 78' is not a valid phone number for DE" });
    await expectAnswer(
      { msg: 'The end time must be after the start time' },
      'POST',
      '/factory/service',
      {
        token,
        payload: { ...base, endTime: '09:00' },
        headers: en,
      },
    );
    await expectAnswer({ msg: '请至少选择一个工作日' }, 'POST', '/factory/service', {
      token,
      payload: { ...base, workDays: [] },
    });
    await expectAnswer({ code: 500 }, 'POST', '/factory/service', {
      token,
      payload: { ...base, timeZone: 'Mars/Base' },
    });
    await expectAnswer({ code: 500 }, 'POST', '/factory/service', {
      token,
      payload: { ...base, country: 'XX' },
    });
    const name = `t_cs_${uid()}`;
    await sendOk('POST', '/factory/service', {
      token,
      payload: {
        ...base,
        fullName: name,
        workDays: [1, 2, 3, 4, 5, 6, 7],
        startTime: '00:00',
        endTime: '24:00',
      },
    });
    const list = await json<{ rows: Array<Record<string, unknown>> }>(
      'GET',
      '/factory/service/list',
      {
        token,
        query: { fullName: name },
        contract: '/factory/service/list',
      },
    );
    expect(list.rows[0]).toMatchObject({
      phone: '+33612345678',
      workDays: [1, 2, 3, 4, 5, 6, 7],
      availableNow: true,
    });
    const seeded = await json<{ rows: Array<{ availableNow: unknown }> }>(
      'GET',
      '/factory/service/list',
      { token },
    );
    expect(seeded.rows.every((r) => typeof r.availableNow === 'boolean')).toBe(true);
    expectOk(
      await json('DELETE', `/factory/service/${String(list.rows[0]?.contactId)}`, { token }),
    );
  });
});

describe('/factory/employee and invitations', () => {
  it('invites, accepts, signs in, locks and unlocks', async () => {
    const token = await adminToken();
    const { database } = await getShared();
    const email = `t_${uid()}@example.com`;
    await expectAnswer({ msg: '请填写手机号码或邮箱，用于发送邀请' }, 'POST', '/factory/employee', {
      token,
      payload: { fullName: 'Nobody' },
    });
    await expectAnswer({ code: 500 }, 'POST', '/factory/employee', {
      token,
      payload: { fullName: 'x', phone: '12345' },
    });
    await expectAnswer({ code: 403 }, 'POST', '/factory/employee', {
      token,
      payload: { fullName: 'x', email, roleIds: [1] },
    });
    await sendOk('POST', '/factory/employee', {
      token,
      payload: { fullName: '测试员工', email, position: '外贸业务员', roleIds: [2] },
    });
    await expectAnswer({ code: 500 }, 'POST', '/factory/employee', {
      token,
      payload: { fullName: 'twice', email },
    });
    const list = await json<{
      rows: Array<{ employeeId: number; joinStatus: string; roleIds: number[] }>;
    }>('GET', '/factory/employee/list', {
      token,
      query: { email },
      contract: '/factory/employee/list',
    });
    const employee = list.rows[0];
    expect(employee).toMatchObject({ joinStatus: '0', roleIds: [2] });
    const employeeId = employee?.employeeId ?? 0;
    const [mail] = await database.db
      .select()
      .from(wcmMailOutbox)
      .where(eq(wcmMailOutbox.toAddress, email));
    expect(mail?.kind).toBe('employee.invite');
    const mailedToken =
      /\/wcm\/invitation\/([A-Za-z0-9_-]{43})/.exec(mail?.bodyText ?? '')?.[1] ?? '';
    expect(mailedToken).toHaveLength(43);

    // A new link replaces the mailed one.
    const renewed = await json<{ data: { token: string; mailed: boolean } }>(
      'POST',
      `/factory/employee/${employeeId}/invitation`,
      { token, contract: '/factory/employee/{employeeId}/invitation' },
    );
    expect(renewed.data.mailed).toBe(true);
    const link = renewed.data.token;
    await expectAnswer({ code: 500 }, 'GET', `/factory/invitation/${mailedToken}`);
    const shown = await json<{ data: Record<string, string> }>(
      'GET',
      `/factory/invitation/${link}`,
      {
        contract: '/factory/invitation/{token}',
      },
    );
    expect(shown.data).toMatchObject({ fullName: '测试员工', position: '外贸业务员' });
    expect(shown.data.email).toMatch(/^t_\*+@example\.com$/);

    const userName = `emp_${uid()}`;
    await expectAnswer(
      { msg: "登录账号'admin'已存在，请换一个" },
      'POST',
      `/factory/invitation/${link}/accept`,
      {
        payload: { userName: 'admin', password: 'Abc12345' },
      },
    );
    await expectAnswer({ code: 500 }, 'POST', `/factory/invitation/${link}/accept`, {
      payload: { userName: 'a b', password: 'Abc12345' },
    });
    expectOk(
      await json('POST', `/factory/invitation/${link}/accept`, {
        payload: { userName, password: 'Abc12345' },
        contract: '/factory/invitation/{token}/accept',
      }),
    );
    await expectAnswer({ code: 500 }, 'POST', `/factory/invitation/${link}/accept`, {
      payload: { userName: `${userName}x`, password: 'Abc12345' },
    });
    const app = await getApp();
    const userToken = await loginAs(app, userName, 'Abc12345');
    const info = await json<{ roles: string[]; user: { nickName: string; email: string } }>(
      'GET',
      '/getInfo',
      { token: userToken },
    );
    expect(info.roles).toEqual(['common']);
    expect(info.user).toMatchObject({ nickName: '测试员工', email });
    const joined = await json<{ data: { joinStatus: string; userName: string } }>(
      'GET',
      `/factory/employee/${employeeId}`,
      { token },
    );
    expect(joined.data).toMatchObject({ joinStatus: '1', userName });

    // Lock: sessions end and sign-in fails; unlock restores it.
    await sendOk('PUT', '/factory/employee/changeStatus', {
      token,
      payload: { employeeId, status: '1' },
    });
    await expectAnswer({ code: 401 }, 'GET', '/getInfo', { token: userToken });
    expect((await login(app, userName, 'Abc12345')).json<{ code: number }>().code).toBe(500);
    const [locked] = await database.db.select().from(sysUser).where(eq(sysUser.userName, userName));
    expect(locked?.status).toBe('1');
    expectOk(
      await json('PUT', '/factory/employee/changeStatus', {
        token,
        payload: { employeeId, status: '0' },
      }),
    );
    await loginAs(app, userName, 'Abc12345');
    await expectAnswer({ code: 500 }, 'POST', `/factory/employee/${employeeId}/invitation`, {
      token,
    });

    // Removing the employee disables the account.
    expectOk(await json('DELETE', `/factory/employee/${employeeId}`, { token }));
    expect((await login(app, userName, 'Abc12345')).json<{ code: number }>().code).toBe(500);
  });

  it('records a refusal and cannot lock one who never joined', async () => {
    const token = await adminToken();
    const { database } = await getShared();
    const phone = `1391234${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
    expectOk(
      await json('POST', '/factory/employee', { token, payload: { fullName: '拒绝者', phone } }),
    );
    const [row] = await database.db
      .select()
      .from(wcmEmployee)
      .where(eq(wcmEmployee.phone, `+86${phone}`));
    const employeeId = row?.employeeId ?? 0;
    const { data } = await json<{ data: { token: string; mailed: boolean } }>(
      'POST',
      `/factory/employee/${employeeId}/invitation`,
      { token },
    );
    expect(data.mailed).toBe(false);
    await expectAnswer(
      { msg: "员工'拒绝者'尚未加入，不能锁定或解锁账号" },
      'PUT',
      '/factory/employee/changeStatus',
      {
        token,
        payload: { employeeId, status: '1' },
      },
    );
    expectOk(
      await json('POST', `/factory/invitation/${data.token}/refuse`, {
        contract: '/factory/invitation/{token}/refuse',
      }),
    );
    const after = await json<{ data: { joinStatus: string } }>(
      'GET',
      `/factory/employee/${employeeId}`,
      { token },
    );
    expect(after.data.joinStatus).toBe('2');
    await expectAnswer({ code: 500 }, 'GET', `/factory/invitation/${data.token}`);
    const roles = await json<{ data: Array<{ roleId: number }> }>(
      'GET',
      '/factory/employee/roles',
      {
        token,
        contract: '/factory/employee/roles',
      },
    );
    expect(roles.data.map((r) => r.roleId)).toContain(2);
    expect(roles.data.map((r) => r.roleId)).not.toContain(1);
  });
});
