export { changeAccess, type AccessFailure, type AccessResult } from './access';
export { listAdminUsers, type AdminUser, type AdminUserQuery } from './list';
