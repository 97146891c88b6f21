import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { OwnPasswordChangeInput } from '#shared/accounts/user.ts';
import { fieldErrors, fieldMessages } from '#shared/common/field-messages.ts';
import { PASSWORD_HINT } from '#shared/accounts/password-rules.ts';
import { Button } from '#admin/components/ui/button.tsx';
import { Card, CardHeader, PageHeader } from '#admin/components/ui/card.tsx';
import { Field } from '#admin/components/ui/field.tsx';
import { OFFLINE_MESSAGE, isOffline } from '#admin/components/ui/offline.ts';
import { PasswordInput } from '#admin/components/ui/password-input.tsx';
import { ApiError } from '#admin/lib/api-client.ts';
import { useSession } from '#admin/lib/session.ts';
import { toastApiError, toastError, toastSuccess } from '#admin/lib/toast.ts';
import { useChangeOwnPassword } from '../api.ts';

type PasswordField = keyof OwnPasswordChangeInput;
type Problems = Partial<Record<PasswordField, string>>;

const EMPTY: OwnPasswordChangeInput = { current_password: '', password: '' };
const FIELDS: PasswordField[] = ['current_password', 'password'];

/*
 * Two fields need no form kit: the page keeps them in state. They are checked with the schema the
 * server applies (OwnPasswordChangeSchema), loaded at the first check: with the schema library it
 * is 26 KB gzip the page does not need to show. If it cannot be fetched (offline), the change goes
 * on, and says it is offline.
 */
const checkWithSchema = async (values: OwnPasswordChangeInput): Promise<Problems> => {
  const schema = await import('#shared/accounts/user.ts').then(
    (module) => module.OwnPasswordChangeSchema,
    () => null,
  );
  const checked = schema?.safeParse(values);
  return checked && !checked.success ? fieldMessages(fieldErrors(checked.error)) : {};
};

/** 'Akun Saya': who is signed in, and changing one's own password (every role). */
export function AccountPage() {
  const { user } = useSession();
  const change = useChangeOwnPassword();
  const [values, setValues] = useState(EMPTY);
  // Null until the first submit; from then on each change is checked again (as the server would).
  const [errors, setErrors] = useState<Problems | null>(null);
  const inputs = useRef<Partial<Record<PasswordField, HTMLInputElement | null>>>({});

  const onChange = (field: PasswordField) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (errors) void checkWithSchema(next).then(setErrors);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = await checkWithSchema(values);
    setErrors(problems);
    const invalid = FIELDS.find((field) => problems[field]);
    if (invalid) return inputs.current[invalid]?.focus();
    if (isOffline()) return toastError('Gagal mengubah password', OFFLINE_MESSAGE);
    change.mutate(values, {
      onSuccess: () => {
        setValues(EMPTY);
        setErrors(null);
        toastSuccess('Password berhasil diubah', 'Sesi di perangkat lain telah diakhiri.');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) return;
        if (error instanceof ApiError && error.errors) {
          setErrors(fieldMessages(error.errors));
          return toastError('Gagal mengubah password', error.message);
        }
        toastApiError(error, 'Gagal mengubah password', 'Terjadi kesalahan.');
      },
    });
  };

  return (
    <>
      <PageHeader title="Akun Saya" description={user ? `${user.name} · ${user.email} · ${user.role}` : undefined} />
      <Card className="max-w-xl">
        <CardHeader
          title="Ganti Password"
          description="Setelah diganti, sesi di perangkat lain berakhir dan perlu masuk lagi."
        />
        <form
          className="space-y-4 p-4 sm:p-6"
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label="Ganti password"
        >
          {/* The account's email, for password managers. */}
          <input type="email" name="username" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
          <Field label="Password saat ini" required error={errors?.current_password}>
            {(control) => (
              <PasswordInput
                {...control}
                ref={(input) => void (inputs.current.current_password = input)}
                name="current_password"
                autoComplete="current-password"
                value={values.current_password}
                onChange={onChange('current_password')}
              />
            )}
          </Field>
          <Field label="Password baru" required error={errors?.password} hint={PASSWORD_HINT}>
            {(control) => (
              <PasswordInput
                {...control}
                ref={(input) => void (inputs.current.password = input)}
                name="password"
                autoComplete="new-password"
                value={values.password}
                onChange={onChange('password')}
              />
            )}
          </Field>
          <Button type="submit" busy={change.isPending}>
            Simpan password
          </Button>
        </form>
      </Card>
    </>
  );
}
