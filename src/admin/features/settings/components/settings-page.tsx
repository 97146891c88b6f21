import { PageHeader } from '#admin/components/ui/card.tsx';
import { idleCode, useIdleCode } from '#admin/components/ui/idle-code.ts';
import { canManageUsers } from '#admin/lib/roles.ts';
import { useSession } from '#admin/lib/session.ts';
import { useSecuritySettings, useUsers } from '../api.ts';
import { SettingsForm } from './settings-form.tsx';

/*
 * The users table and the sign-in security card (Super Admin only) come after the whole settings form,
 * far below its first screen: their code is a chunk of its own, loaded when the browser is first idle.
 * Their data is asked for at once, so it is there when they are.
 */
const superAdminSections = idleCode(async () => {
  const [users, security] = await Promise.all([import('./users-section.tsx'), import('./security-settings-card.tsx')]);
  return { UsersSection: users.UsersSection, SecuritySettingsCard: security.SecuritySettingsCard };
});

/** The 'Publikasi' card (every Manager) also comes after the form: its own chunk, loaded when idle. */
const publishPolicySection = idleCode(() => import('./publish-policy-card.tsx'));

/** Manager and above (the route guard); the users section only for Super Admin. */
export function SettingsPage() {
  const { user } = useSession();
  const superAdmin = canManageUsers(user);
  useUsers(superAdmin);
  useSecuritySettings(superAdmin);
  const sections = useIdleCode(superAdminSections, false);
  const publishPolicy = useIdleCode(publishPolicySection, false);
  return (
    <>
      <PageHeader title="Pengaturan" description="Nomor WhatsApp, informasi perusahaan dan pengguna admin." />
      <SettingsForm />
      {publishPolicy && <publishPolicy.PublishPolicyCard />}
      {superAdmin && sections && <sections.UsersSection currentUserId={user?.id} />}
      {superAdmin && sections && <sections.SecuritySettingsCard />}
    </>
  );
}
