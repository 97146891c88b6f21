import { useState, type ReactNode } from 'react';
import type { AdminUser } from '#shared/accounts/user.ts';
import { formatIdDateTime } from '#shared/common/format.ts';
import { RoleBadge } from '#admin/components/layout/admin-layout.tsx';
import { Badge } from '#admin/components/ui/badge.tsx';
import { Button, type ButtonSize } from '#admin/components/ui/button.tsx';
import { Card, CardHeader } from '#admin/components/ui/card.tsx';
import { DataList, type CardLayout, type ListColumn } from '#admin/components/list/data-list.tsx';
import { ConfirmDialog } from '#admin/components/ui/dialog.tsx';
import { PlusIcon, TrashIcon } from '#admin/components/ui/icons.tsx';
import { EditIcon } from '#admin/components/ui/more-icons.tsx';
import { idleCode, useIdleCode } from '#admin/components/ui/idle-code.ts';
import { EmptyState, LoadingState, QueryErrorState } from '#admin/components/ui/states.tsx';
import { toastApiError, toastSuccess } from '#admin/lib/toast.ts';
import { useDeleteUser, useResetTwoFactor, useUsers } from '../api.ts';
import type { UserDialog as UserDialogComponent } from './user-dialog.tsx';

/* The add/edit dialog (its form kit and the shared schemas) loads when the browser is idle, or when it opens. */
const userDialogCode = idleCode(() => import('./user-dialog.tsx'));

function UserDialog(props: Parameters<typeof UserDialogComponent>[0]) {
  const code = useIdleCode(userDialogCode, props.open);
  return code ? <code.UserDialog {...props} /> : null;
}

/** Admin users (Super Admin only): table with add, edit and delete. */
export function UsersSection({ currentUserId }: { currentUserId?: number }) {
  const users = useUsers(true);
  const deletion = useDeleteUser();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);
  const reset = useResetTwoFactor();
  const [toReset, setToReset] = useState<AdminUser | null>(null);

  const confirmReset = () => {
    if (!toReset) return;
    reset.mutate(toReset.id, {
      onSuccess: () => toastSuccess('2FA direset', `${toReset.name} dapat masuk dengan password saja.`),
      onError: (error) => toastApiError(error, 'Gagal mereset 2FA', 'Terjadi kesalahan'),
      onSettled: () => setToReset(null),
    });
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    deletion.mutate(toDelete.id, {
      onSuccess: () => toastSuccess('User dihapus', `${toDelete.name} telah dihapus.`),
      onError: (error) => toastApiError(error, 'Gagal menghapus user', 'Terjadi kesalahan'),
      onSettled: () => setToDelete(null),
    });
  };

  /** Edit and delete: 36 px in the table, 44 px on a phone. */
  const userActions = (user: AdminUser, size: ButtonSize) => (
    <>
      <Button
        variant="ghost"
        size={size}
        onClick={() => {
          setEditing(user);
          setDialogOpen(true);
        }}
        aria-label={`Edit ${user.name}`}
        title="Edit"
      >
        <EditIcon className="h-4 w-4" />
      </Button>
      <Button
        variant="ghost"
        size={size}
        className="hover:bg-red-50 hover:text-red-700"
        onClick={() => setToDelete(user)}
        disabled={user.id === currentUserId}
        aria-label={`Hapus ${user.name}`}
        title={user.id === currentUserId ? 'Anda tidak dapat menghapus akun Anda sendiri' : 'Hapus'}
      >
        <TrashIcon className="h-4 w-4" />
      </Button>
    </>
  );

  return (
    <Card className="mt-6">
      <CardHeader
        id="users-heading"
        title="Pengguna Admin"
        description="Staff: produk, kategori, kontak. Manager: ditambah pengaturan. Super Admin: ditambah pengguna."
        actions={
          <Button
            onClick={() => {
              setEditing(null);
              setDialogOpen(true);
            }}
          >
            <PlusIcon className="h-4 w-4" />
            Tambah Admin
          </Button>
        }
      />
      {users.isPending ? (
        <LoadingState label="Memuat pengguna..." />
      ) : users.isError ? (
        <QueryErrorState title="Gagal memuat pengguna" query={users} />
      ) : users.data.length === 0 ? (
        <EmptyState title="Belum ada pengguna admin" />
      ) : (
        <DataList
          items={users.data}
          itemKey={(user) => user.id}
          columns={userColumns(currentUserId, userActions, setToReset)}
          card={userCard(currentUserId)}
          label="Pengguna admin"
          labelledBy="users-heading"
          tableClassName="min-w-[720px]"
        />
      )}

      <UserDialog open={dialogOpen} onOpenChange={setDialogOpen} user={editing} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Hapus admin?"
        description={
          <>
            Akun <strong className="text-slate-900">{toDelete?.name}</strong> ({toDelete?.email}) akan dihapus dan tidak
            bisa masuk lagi.
          </>
        }
        onConfirm={confirmDelete}
        busy={deletion.isPending}
      />
      <ConfirmDialog
        open={toReset !== null}
        onOpenChange={(open) => !open && setToReset(null)}
        title="Reset verifikasi dua langkah?"
        description={
          <>
            <strong className="text-slate-900">{toReset?.name}</strong> ({toReset?.email}) akan masuk dengan password
            saja sampai mengaktifkannya lagi. Lakukan ini hanya jika ponsel dan kode pemulihannya hilang.
          </>
        }
        confirmLabel="Reset 2FA"
        onConfirm={confirmReset}
        busy={reset.isPending}
      />
    </Card>
  );
}

function UserName({ user, currentUserId }: { user: AdminUser; currentUserId?: number }) {
  return (
    <>
      {user.name}
      {user.id === currentUserId && <span className="ml-1 text-xs font-normal text-slate-500">(Anda)</span>}
    </>
  );
}

function UserStatus({ user }: { user: AdminUser }) {
  return user.status === 'active' ? <Badge tone="green">Aktif</Badge> : <Badge tone="slate">Nonaktif</Badge>;
}

function userColumns(
  currentUserId: number | undefined,
  actions: (user: AdminUser, size: ButtonSize) => ReactNode,
  resetTwoFactor: (user: AdminUser) => void,
): ListColumn<AdminUser>[] {
  return [
    {
      title: 'Admin',
      className: 'px-4 py-3 sm:pl-6',
      cell: (user) => (
        <div className="flex items-center gap-3">
          <span
            className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-700"
            aria-hidden="true"
          >
            {initials(user.name)}
          </span>
          <span className="font-medium text-slate-900">
            <UserName user={user} currentUserId={currentUserId} />
          </span>
        </div>
      ),
    },
    { title: 'Email', className: 'px-3 py-3', cellClassName: 'text-slate-600', cell: (user) => user.email },
    { title: 'Role', className: 'px-3 py-3', cell: (user) => <RoleBadge role={user.role} /> },
    { title: 'Status', className: 'px-3 py-3', cell: (user) => <UserStatus user={user} /> },
    {
      title: '2FA',
      className: 'px-3 py-3',
      cell: (user, { layout }) =>
        user.two_factor ? (
          <span className="inline-flex flex-col items-start gap-1">
            <Badge tone="green">Aktif</Badge>
            {/* Not one's own: that is turned off with a code on the Keamanan screen. */}
            {user.id !== currentUserId && (
              <Button
                variant="secondary"
                size={layout === 'table' ? 'sm' : 'md'}
                // A phone card's actions are at least 44 px tall, like every touch target there.
                className={layout === 'table' ? undefined : 'min-h-11'}
                onClick={() => resetTwoFactor(user)}
                aria-label={`Reset 2FA ${user.name}`}
              >
                Reset
              </Button>
            )}
          </span>
        ) : (
          <Badge tone="slate">Tidak aktif</Badge>
        ),
    },
    {
      title: 'Login Terakhir',
      cardLabel: 'Login terakhir',
      className: 'px-3 py-3',
      cellClassName: 'whitespace-nowrap text-slate-600',
      cell: (user) => (user.lastLogin ? formatIdDateTime(user.lastLogin) : 'Belum pernah'),
    },
    {
      title: 'Aksi',
      className: 'px-4 py-3 text-right sm:pr-6',
      cell: (user, { layout }) =>
        layout === 'table' ? (
          <div className="flex justify-end gap-1">{actions(user, 'icon')}</div>
        ) : (
          actions(user, 'touch')
        ),
    },
  ];
}

function userCard(currentUserId: number | undefined): CardLayout<AdminUser> {
  return {
    title: (user) => (
      <>
        <p className="font-medium break-words text-slate-900">
          <UserName user={user} currentUserId={currentUserId} />
        </p>
        <p className="text-sm break-all text-slate-600">{user.email}</p>
      </>
    ),
    aside: (user) => <RoleBadge role={user.role} />,
    fields: ['Status', '2FA', 'Login Terakhir'],
    actions: 'Aksi',
  };
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}
