export { changeAccess, type AccessFailure } from './access';
export { listAdminUsers } from './list';
