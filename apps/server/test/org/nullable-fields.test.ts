import { describe, expect, it } from 'vitest';
import { adminToken, json, uid } from './fixtures';

// Fastify coerces types while validating: with `oneOf [pattern string, null]` an empty string
// and a null both matched both branches and were refused. Forms send either for "no value".
describe('optional contact fields', () => {
  it.each([
    ['an empty string', ''],
    ['null', null],
  ])('accept %s for a user phone and email and a department phone and email', async (_, empty) => {
    const token = await adminToken();
    const name = `t_nullable_${uid()}`;
    const user = await json('POST', '/system/user', {
      token,
      payload: {
        userName: name,
        nickName: 'Nullable',
        password: 'abc12345',
        deptId: 105,
        phonenumber: empty,
        email: empty,
      },
      contract: '/system/user',
    });
    expect(user, user.msg).toMatchObject({ code: 200 });
    const dept = await json('POST', '/system/dept', {
      token,
      payload: { parentId: 100, deptName: `d_${uid()}`, orderNum: 1, phone: empty, email: empty },
      contract: '/system/dept',
    });
    expect(dept, dept.msg).toMatchObject({ code: 200 });
  });
});
