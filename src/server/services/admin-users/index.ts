export { changeAccess, type AccessFailure, type AccessResult } from './access';
export { ADMIN_USER_SORTS, listAdminUsers, type AdminUser, type AdminUserQuery, type AdminUserSort } from './list';
