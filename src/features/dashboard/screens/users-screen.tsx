import { useState } from 'react';
import { toast } from '../../shared/toast';
import { failureMessage } from '../../../lib/api/messages';
import type { AdminUser } from '../../../contract';
import { apiSignedIn } from '../../../lib/api/signed-in';
import type { ApiResult } from '../../../lib/api/result';
import { ConfirmDialog } from '../forms/confirm-dialog';
import { fill, useStrings } from '../strings';
import { TableFrame } from '../table/table-frame';
import type { Column } from '../table/types';
import { useServerTable } from '../table/use-server-table';
import { useDashboardUser } from '../user-context';

type Pending = { kind: 'deactivate' | 'delete'; user: AdminUser };

const PAGE_SIZE = 20;
const DEFAULT_AVATAR = '/images/default-avatar.svg';

/** Users List: change role, deactivate or reactivate, delete. An admin cannot act on themself. */
export default function UsersScreen() {
  const strings = useStrings();
  const me = useDashboardUser();
  const t = strings.users;
  const table = useServerTable(
    'GET /admin/users',
    fill(strings.actions.load, { what: strings.nav.users.toLowerCase() }),
    { key: 'id', order: 'asc' },
    PAGE_SIZE,
  );
  const [pending, setPending] = useState<Pending | null>(null);
  const f = strings.fields;
  const roleName = (role: AdminUser['role']) => (role === 'ROLE_ADMIN' ? t.admin : t.user);

  const columns: Column<AdminUser>[] = [
    {
      key: 'username',
      label: f.username,
      sortable: true,
      render: (user) => (
        <span className="flex items-center gap-1">
          <img
            src={user.fileUrl ?? DEFAULT_AVATAR}
            alt=""
            className="size-[32px] shrink-0 rounded-full object-cover"
            loading="lazy"
          />
          <span className="font-semibold">
            {user.username}
            {user.id === me.id && <span className="font-normal text-steel"> ({t.you})</span>}
          </span>
        </span>
      ),
    },
    { key: 'email', label: f.email, sortable: true, render: (user) => user.email },
    { key: 'role', label: f.role, sortable: true, render: (user) => roleName(user.role) },
    {
      key: 'active',
      label: f.status,
      sortable: true,
      render: (user) => (
        <span className={user.active ? 'text-green-800' : 'font-semibold text-blood'}>
          {user.active ? t.active : t.inactive}
        </span>
      ),
    },
    { key: 'posts', label: f.posts, sortable: true, numeric: true, render: (user) => user.postsCount },
    {
      key: 'createdAt',
      label: f.createdAt,
      sortable: true,
      render: (user) => new Date(user.createdAt).toLocaleDateString(),
    },
  ];

  const report = (result: ApiResult<unknown>, action: string, success: string) => {
    if (!result.ok) {
      void toast.error(failureMessage(action, result, 'detail', strings.toast.networkError));
      return;
    }
    void toast.success(success);
    table.reload();
  };

  const changeRole = async (user: AdminUser) => {
    const role = user.role === 'ROLE_ADMIN' ? 'ROLE_USER' : 'ROLE_ADMIN';
    const result = await apiSignedIn(`PATCH /users/${user.id}/role`, { json: { role } });
    report(result, strings.actions.updateUser, fill(t.roleChanged, { name: user.username, role: roleName(role) }));
  };

  const setActive = async (user: AdminUser, active: boolean) => {
    const result = await apiSignedIn(`PATCH /users/${user.id}/active`, { json: { active } });
    report(result, strings.actions.updateUser, fill(active ? t.reactivated : t.deactivated, { name: user.username }));
  };

  const remove = async (user: AdminUser) => {
    const result = await apiSignedIn(`DELETE /users/${user.id}`);
    report(result, strings.actions.deleteUser, t.deleted);
  };

  const buttonClass =
    'rounded border border-stone-400 px-1 py-0.5 text-sm enabled:hover:bg-stone-100 disabled:opacity-40';
  return (
    <>
      <TableFrame
        title={strings.nav.users}
        table={table}
        columns={columns}
        rowKey={(user) => user.id}
        actions={(user) => {
          const self = user.id === me.id;
          return (
            <span className="inline-flex gap-0.5">
              <button
                type="button"
                className={buttonClass}
                disabled={self}
                onClick={() => void changeRole(user)}
                aria-label={`${user.role === 'ROLE_ADMIN' ? t.makeUser : t.makeAdmin}: ${user.username}`}
              >
                {user.role === 'ROLE_ADMIN' ? t.makeUser : t.makeAdmin}
              </button>
              {user.active ? (
                <button
                  type="button"
                  className={buttonClass}
                  disabled={self}
                  onClick={() => setPending({ kind: 'deactivate', user })}
                  aria-label={`${t.deactivate}: ${user.username}`}
                >
                  {t.deactivate}
                </button>
              ) : (
                <button
                  type="button"
                  className={buttonClass}
                  onClick={() => void setActive(user, true)}
                  aria-label={`${t.reactivate}: ${user.username}`}
                >
                  {t.reactivate}
                </button>
              )}
              <button
                type="button"
                className={`${buttonClass} text-blood`}
                disabled={self}
                onClick={() => setPending({ kind: 'delete', user })}
                aria-label={`${t.delete}: ${user.username}`}
              >
                {t.delete}
              </button>
            </span>
          );
        }}
      />
      {pending && (
        <ConfirmDialog
          title={fill(pending.kind === 'delete' ? strings.confirm.title : t.confirmDeactivate, {
            name: pending.user.username,
          })}
          text={pending.kind === 'delete' ? t.confirmDeleteText : t.confirmDeactivateText}
          confirmLabel={pending.kind === 'delete' ? t.delete : t.deactivate}
          onConfirm={() => (pending.kind === 'delete' ? remove(pending.user) : setActive(pending.user, false))}
          onClose={() => setPending(null)}
        />
      )}
    </>
  );
}
