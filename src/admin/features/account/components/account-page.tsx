import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { fieldMessages } from '#shared/field-messages.ts';
import { OwnPasswordChangeSchema, PASSWORD_HINT } from '#shared/schemas.ts';
import { Button } from '#admin/components/ui/button.tsx';
import { Card, CardHeader, PageHeader } from '#admin/components/ui/card.tsx';
import { Field } from '#admin/components/ui/field.tsx';
import { OFFLINE_MESSAGE, isOffline } from '#admin/components/ui/offline.ts';
import { PasswordInput } from '#admin/components/ui/password-input.tsx';
import { ApiError } from '#admin/lib/api-client.ts';
import { useSession } from '#admin/lib/session.ts';
import { toastApiError, toastError, toastSuccess } from '#admin/lib/toast.ts';
import { useChangeOwnPassword } from '../api.ts';

type FormInput = z.input<typeof OwnPasswordChangeSchema>;

/** 'Akun Saya': who is signed in, and changing one's own password (every role). */
export function AccountPage() {
  const { user } = useSession();
  const change = useChangeOwnPassword();
  const form = useForm<FormInput>({
    resolver: zodResolver(OwnPasswordChangeSchema),
    defaultValues: { current_password: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((input) => {
    if (isOffline()) return toastError('Gagal mengubah password', OFFLINE_MESSAGE);
    change.mutate(input, {
      onSuccess: () => {
        form.reset({ current_password: '', password: '' });
        toastSuccess('Password berhasil diubah', 'Sesi di perangkat lain telah diakhiri.');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) return;
        if (error instanceof ApiError && error.errors) {
          for (const [field, message] of Object.entries(fieldMessages(error.errors))) {
            form.setError(field as FieldPath<FormInput>, { message });
          }
          return toastError('Gagal mengubah password', error.message);
        }
        toastApiError(error, 'Gagal mengubah password', 'Terjadi kesalahan.');
      },
    });
  });

  return (
    <>
      <PageHeader title="Akun Saya" description={user ? `${user.name} · ${user.email} · ${user.role}` : undefined} />
      <Card className="max-w-xl">
        <CardHeader
          title="Ganti Password"
          description="Setelah diganti, sesi di perangkat lain berakhir dan perlu masuk lagi."
        />
        <form className="space-y-4 p-4 sm:p-6" onSubmit={submit} noValidate aria-label="Ganti password">
          {/* The account's email, for password managers. */}
          <input type="email" name="username" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
          <Field label="Password saat ini" required error={errors.current_password?.message}>
            {(control) => (
              <PasswordInput {...control} autoComplete="current-password" {...form.register('current_password')} />
            )}
          </Field>
          <Field label="Password baru" required error={errors.password?.message} hint={PASSWORD_HINT}>
            {(control) => <PasswordInput {...control} autoComplete="new-password" {...form.register('password')} />}
          </Field>
          <Button type="submit" busy={change.isPending}>
            Simpan password
          </Button>
        </form>
      </Card>
    </>
  );
}
