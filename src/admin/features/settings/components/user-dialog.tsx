import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm, type FieldPath, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { AdminUser } from '#shared/accounts/user.ts';
import { PASSWORD_HINT } from '#shared/accounts/password-rules.ts';
import { ROLES, UserCreateSchema, UserUpdateSchema } from '#shared/accounts/user.ts';
import { Modal, ModalFormActions } from '#admin/components/ui/dialog.tsx';
import { Field, InputField, SelectField } from '#admin/components/ui/field.tsx';
import { PasswordInput } from '#admin/components/ui/password-input.tsx';
import { ApiError } from '#admin/lib/api-client.ts';
import { toastApiError, toastError, toastSuccess } from '#admin/lib/toast.ts';
import { fieldMessages } from '#shared/common/field-messages.ts';
import { useSaveUser } from '../api.ts';

type FormInput = z.input<typeof UserUpdateSchema>;
type FormOutput = z.output<typeof UserUpdateSchema>;

const createResolver = zodResolver(UserCreateSchema) as unknown as Resolver<FormInput, unknown, FormOutput>;
const updateResolver = zodResolver(UserUpdateSchema);

/** Add (password required) or edit (empty password keeps the current one). */
export function UserDialog({
  open,
  onOpenChange,
  user,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: AdminUser | null;
}) {
  const save = useSaveUser();
  // One form for both modes: the schema follows the mode the dialog is in right now.
  const editing = useRef(false);
  editing.current = user !== null;
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: (values, context, options) =>
      (editing.current ? updateResolver : createResolver)(values, context, options),
  });
  const { register, formState, reset, setError } = form;
  const { errors } = formState;

  useEffect(() => {
    if (!open) return;
    reset(
      user
        ? { name: user.name, email: user.email, role: user.role, status: user.status, password: '' }
        : { name: '', email: '', role: 'Staff', status: 'active', password: '' },
    );
  }, [open, user, reset]);

  const failureTitle = user ? 'Gagal memperbarui user' : 'Gagal menambahkan user';

  const onSubmit = form.handleSubmit((input) => {
    const payload = user && !input.password ? { ...input, password: undefined } : input;
    save.mutate(
      { id: user?.id, input: payload as never },
      {
        onSuccess: () => {
          toastSuccess(user ? 'User diperbarui' : 'User ditambahkan', input.name);
          onOpenChange(false);
        },
        onError: (error) => {
          // The joined validation messages, or the message, or 'Terjadi kesalahan'.
          if (error instanceof ApiError && error.errors) {
            for (const [field, message] of Object.entries(fieldMessages(error.errors)))
              setError(field as FieldPath<FormInput>, { message });
            toastError(failureTitle, error.fieldMessages.join(', ') || error.message);
            return;
          }
          toastApiError(error, failureTitle, 'Terjadi kesalahan');
        },
      },
    );
  });

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      locked={save.isPending}
      title={user ? 'Edit Admin' : 'Tambah Admin'}
      description={user ? `Ubah data ${user.name}.` : 'Buat akun untuk anggota tim.'}
      footer={<ModalFormActions form="user-form" busy={save.isPending} onCancel={() => onOpenChange(false)} />}
    >
      <form id="user-form" className="space-y-4" onSubmit={onSubmit} noValidate>
        <InputField label="Nama" required error={errors.name?.message} autoComplete="off" {...register('name')} />
        <InputField
          label="Email"
          required
          error={errors.email?.message}
          type="email"
          autoComplete="off"
          {...register('email')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Role" error={errors.role?.message} {...register('role')}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {role}
              </option>
            ))}
          </SelectField>
          <SelectField label="Status" error={errors.status?.message} {...register('status')}>
            <option value="active">Aktif</option>
            <option value="inactive">Nonaktif</option>
          </SelectField>
        </div>
        <Field
          label="Password"
          required={!user}
          error={errors.password?.message}
          hint={user ? `Kosongkan jika tidak diubah. ${PASSWORD_HINT}` : PASSWORD_HINT}
        >
          {(control) => <PasswordInput {...control} autoComplete="new-password" {...register('password')} />}
        </Field>
      </form>
    </Modal>
  );
}
