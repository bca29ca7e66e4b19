// Labels the organisation pages share (columns, search fields, form rows, facts), one
// catalogue entry each; translate with `i18n._(userNameLabel)`.

export const userNameLabel = /*i18n*/ { id: 'pages.org.user.userName', message: 'User name' };
export const nickNameLabel = /*i18n*/ { id: 'pages.org.user.nickName', message: 'Nick name' };
export const phoneLabel = /*i18n*/ { id: 'pages.org.user.phone', message: 'Phone number' };
export const emailLabel = /*i18n*/ { id: 'pages.org.user.email', message: 'Email' };
export const deptLabel = /*i18n*/ { id: 'pages.org.user.dept', message: 'Department' };
export const rolesLabel = /*i18n*/ { id: 'pages.org.user.roles', message: 'Roles' };
export const statusLabel = /*i18n*/ { id: 'pages.org.user.status', message: 'Status' };
export const remarkLabel = /*i18n*/ { id: 'pages.org.user.remark', message: 'Remark' };
export const createdLabel = /*i18n*/ { id: 'pages.org.createTime', message: 'Created' };
export const actionsLabel = /*i18n*/ { id: 'pages.org.actions', message: 'Actions' };
export const roleNameLabel = /*i18n*/ { id: 'pages.org.role.roleName', message: 'Role name' };
export const roleKeyLabel = /*i18n*/ { id: 'pages.org.role.roleKey', message: 'Permission key' };
export const roleSortLabel = /*i18n*/ { id: 'pages.org.role.roleSort', message: 'Order' };
export const deptNameLabel = /*i18n*/ { id: 'pages.org.dept.deptName', message: 'Department name' };
export const deptOrderLabel = /*i18n*/ { id: 'pages.org.dept.orderNum', message: 'Order' };
