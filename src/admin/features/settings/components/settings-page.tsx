import { PageHeader } from '#admin/components/ui/card.tsx';
import { canManageUsers } from '#admin/lib/roles.ts';
import { useSession } from '#admin/lib/session.ts';
import { SecuritySettingsCard } from './security-settings-card.tsx';
import { SettingsForm } from './settings-form.tsx';
import { UsersSection } from './users-section.tsx';

/** Manager and above (the route guard); the users section only for Super Admin. */
export function SettingsPage() {
  const { user } = useSession();
  return (
    <>
      <PageHeader title="Pengaturan" description="Nomor WhatsApp, informasi perusahaan dan pengguna admin." />
      <SettingsForm />
      {canManageUsers(user) && <UsersSection currentUserId={user?.id} />}
      {canManageUsers(user) && <SecuritySettingsCard />}
    </>
  );
}
