import { useState } from 'react';
import type { AdminUser } from '#shared/api-types.ts';
import { formatIdDateTime } from '#shared/format.ts';
import { RoleBadge } from '#admin/components/layout/admin-layout.tsx';
import { Badge } from '#admin/components/ui/badge.tsx';
import { Button, type ButtonSize } from '#admin/components/ui/button.tsx';
import { Card, CardHeader } from '#admin/components/ui/card.tsx';
import { DataTable, type TableColumn } from '#admin/components/ui/data-table.tsx';
import { ConfirmDialog } from '#admin/components/ui/dialog.tsx';
import { EditIcon, PlusIcon, TrashIcon } from '#admin/components/ui/icons.tsx';
import { CardFields, CardList, ListCard, useWideScreen } from '#admin/components/ui/responsive-list.tsx';
import { EmptyState, LoadingState, QueryErrorState } from '#admin/components/ui/states.tsx';
import { toastApiError, toastSuccess } from '#admin/lib/toast.ts';
import { useDeleteUser, useUsers } from '../api.ts';
import { UserDialog } from './user-dialog.tsx';

const COLUMNS: TableColumn[] = [
  { label: 'Admin', className: 'px-4 py-3 sm:pl-6' },
  { label: 'Email', className: 'px-3 py-3' },
  { label: 'Role', className: 'px-3 py-3' },
  { label: 'Status', className: 'px-3 py-3' },
  { label: 'Login Terakhir', className: 'px-3 py-3' },
  { label: 'Aksi', className: 'px-4 py-3 text-right sm:pr-6' },
];

/** Admin users (Super Admin only): table with add, edit and delete. */
export function UsersSection({ currentUserId }: { currentUserId?: number }) {
  const users = useUsers(true);
  const deletion = useDeleteUser();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);
  const wide = useWideScreen();

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
      ) : wide ? (
        <DataTable columns={COLUMNS} labelledBy="users-heading" className="min-w-[720px]">
          {users.data.map((user) => (
            <tr key={user.id}>
              <td className="px-4 py-3 sm:pl-6">
                <div className="flex items-center gap-3">
                  <span
                    className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-700"
                    aria-hidden="true"
                  >
                    {initials(user.name)}
                  </span>
                  <span className="font-medium text-slate-900">
                    {user.name}
                    {user.id === currentUserId && (
                      <span className="ml-1 text-xs font-normal text-slate-500">(Anda)</span>
                    )}
                  </span>
                </div>
              </td>
              <td className="px-3 py-3 text-slate-600">{user.email}</td>
              <td className="px-3 py-3">
                <RoleBadge role={user.role} />
              </td>
              <td className="px-3 py-3">
                {user.status === 'active' ? <Badge tone="green">Aktif</Badge> : <Badge tone="slate">Nonaktif</Badge>}
              </td>
              <td className="whitespace-nowrap px-3 py-3 text-slate-600">
                {user.lastLogin ? formatIdDateTime(user.lastLogin) : 'Belum pernah'}
              </td>
              <td className="px-4 py-3 sm:pr-6">
                <div className="flex justify-end gap-1">{userActions(user, 'icon')}</div>
              </td>
            </tr>
          ))}
        </DataTable>
      ) : (
        <CardList label="Pengguna admin">
          {users.data.map((user) => (
            <ListCard
              key={user.id}
              title={
                <>
                  <p className="font-medium break-words text-slate-900">
                    {user.name}
                    {user.id === currentUserId && (
                      <span className="ml-1 text-xs font-normal text-slate-500">(Anda)</span>
                    )}
                  </p>
                  <p className="text-sm break-all text-slate-600">{user.email}</p>
                </>
              }
              aside={<RoleBadge role={user.role} />}
              actions={userActions(user, 'touch')}
            >
              <CardFields
                fields={[
                  [
                    'Status',
                    user.status === 'active' ? <Badge tone="green">Aktif</Badge> : <Badge tone="slate">Nonaktif</Badge>,
                  ],
                  ['Login terakhir', user.lastLogin ? formatIdDateTime(user.lastLogin) : 'Belum pernah'],
                ]}
              />
            </ListCard>
          ))}
        </CardList>
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
    </Card>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}
