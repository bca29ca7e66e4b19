// Labels the organisation pages share (columns, search fields, form rows, facts), one
// catalogue entry each; translate with `i18n._(labels.userName)`.

export const userName = /*i18n*/ { id: 'pages.org.user.userName', message: 'User name' };
export const nickName = /*i18n*/ { id: 'pages.org.user.nickName', message: 'Nick name' };
export const phone = /*i18n*/ { id: 'pages.org.user.phone', message: 'Phone number' };
export const email = /*i18n*/ { id: 'pages.org.user.email', message: 'Email' };
export const dept = /*i18n*/ { id: 'pages.org.user.dept', message: 'Department' };
export const roles = /*i18n*/ { id: 'pages.org.user.roles', message: 'Roles' };
export const status = /*i18n*/ { id: 'pages.org.user.status', message: 'Status' };
export const remark = /*i18n*/ { id: 'pages.org.user.remark', message: 'Remark' };
export const created = /*i18n*/ { id: 'pages.org.createTime', message: 'Created' };
export const actions = /*i18n*/ { id: 'pages.org.actions', message: 'Actions' };
export const roleName = /*i18n*/ { id: 'pages.org.role.roleName', message: 'Role name' };
export const roleKey = /*i18n*/ { id: 'pages.org.role.roleKey', message: 'Permission key' };
export const roleSort = /*i18n*/ { id: 'pages.org.role.roleSort', message: 'Order' };
export const deptName = /*i18n*/ { id: 'pages.org.dept.deptName', message: 'Department name' };
export const deptOrder = /*i18n*/ { id: 'pages.org.dept.orderNum', message: 'Order' };
