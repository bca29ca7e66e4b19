// The org area's pages, loaded together (see registry/pages-of.ts).
export { DeptPage } from './dept/dept-page';
export { PostPage } from './post/post-page';
export { ProfilePage } from './profile/profile-page';
export { AuthUserPage } from './role/auth-user-page';
export { RolePage } from './role/role-page';
export { AuthRolePage } from './user/auth-role-page';
export { UserPage } from './user/user-page';
