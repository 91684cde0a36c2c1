import { useState } from 'react';
import { toast } from '../../shared/toast';
import { failureMessage } from '../../../lib/api/messages';
import type { AdminUser } from '../../../contract';
import { apiSignedIn } from '../../../lib/api/signed-in';
import type { ApiResult } from '../../../lib/api/result';
import { ConfirmDialog } from '../forms/confirm-dialog';
import { useStrings } from '../strings';
import { fill, formatDate } from '../../../lib/format';
import { TableFrame } from '../table/table-frame';
import { withWordBreaks } from '../table/word-breaks';
import type { Column } from '../table/types';
import { useServerTable } from '../table/use-server-table';
import { useDashboardUser } from '../user-context';

type Pending = { kind: 'role' | 'deactivate' | 'delete'; user: AdminUser };

const PAGE_SIZE = 20;
const DEFAULT_AVATAR = '/images/default-avatar.svg';

/** Users List: change role, deactivate or reactivate, delete (each but reactivating asked first). An admin cannot act on themself. */
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
            {withWordBreaks(user.username)}
            {user.id === me.id && <span className="font-normal text-steel"> ({t.you})</span>}
          </span>
        </span>
      ),
    },
    { key: 'email', label: f.email, sortable: true, render: (user) => withWordBreaks(user.email) },
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
      render: (user) => formatDate(user.createdAt, strings.locale, 'short'),
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

  const confirmation = (pending: Pending) => {
    const { kind, user } = pending;
    const name = { name: user.username };
    if (kind === 'role') {
      const promote = user.role !== 'ROLE_ADMIN';
      return {
        title: fill(promote ? t.confirmMakeAdmin : t.confirmMakeUser, name),
        text: promote ? t.confirmMakeAdminText : t.confirmMakeUserText,
        confirmLabel: promote ? t.makeAdmin : t.makeUser,
        onConfirm: () => changeRole(user),
      };
    }
    if (kind === 'deactivate') {
      return {
        title: fill(t.confirmDeactivate, name),
        text: t.confirmDeactivateText,
        confirmLabel: t.deactivate,
        onConfirm: () => setActive(user, false),
      };
    }
    return {
      title: fill(strings.confirm.title, name),
      text: t.confirmDeleteText,
      confirmLabel: t.delete,
      onConfirm: () => remove(user),
    };
  };

  return (
    <>
      <TableFrame
        title={strings.nav.users}
        table={table}
        columns={columns}
        rowKey={(user) => user.id}
        actions={{
          rowName: (user) => user.username,
          items: (user) => {
            const self = user.id === me.id;
            return [
              {
                label: user.role === 'ROLE_ADMIN' ? t.makeUser : t.makeAdmin,
                disabled: self,
                onSelect: () => setPending({ kind: 'role', user }),
              },
              user.active
                ? { label: t.deactivate, disabled: self, onSelect: () => setPending({ kind: 'deactivate', user }) }
                : { label: t.reactivate, onSelect: () => void setActive(user, true) },
              { label: t.delete, danger: true, disabled: self, onSelect: () => setPending({ kind: 'delete', user }) },
            ];
          },
        }}
      />
      {pending && <ConfirmDialog {...confirmation(pending)} onClose={() => setPending(null)} />}
    </>
  );
}
