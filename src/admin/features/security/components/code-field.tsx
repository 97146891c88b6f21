import { Field, Input } from '#admin/components/ui/field.tsx';
import { ApiError, errorText } from '#admin/lib/api-client.ts';

/** A six-digit code field that keeps what was typed and shows the server's reason under it. */
export function CodeField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <Field label={label} error={error} required>
      {(control) => (
        <Input
          {...control}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          placeholder="123456"
          className="max-w-[12rem] font-mono tracking-widest"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** The server's reason for refusing a code, as the field shows it. */
export function codeError(error: unknown): string {
  if (error instanceof ApiError) return error.errors?.code?.[0] ?? error.message;
  return errorText(error, 'Terjadi kesalahan. Coba lagi.');
}
