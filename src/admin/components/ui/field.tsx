import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cx } from '../../lib/cx.ts';

export const controlClass = (invalid?: boolean, extra?: string) =>
  cx(
    'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400',
    'focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 disabled:bg-slate-100 disabled:text-slate-500',
    invalid ? 'border-red-400' : 'border-slate-300',
    extra,
  );

/** What a control inside a Field spreads onto itself to be tied to the label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  invalid: boolean;
}

interface FieldFrameProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Shows the red asterisk; the control itself gets no `required` attribute from it. */
  required?: boolean;
  /** Text shown at the right of the label, e.g. a character counter. */
  aside?: ReactNode;
}

interface FieldProps extends FieldFrameProps {
  /** Renders the control; spread `control` onto it, e.g. `{(control) => <Input {...control} />}`. */
  children: (control: FieldControlProps) => ReactNode;
}

/** Label + control + hint + error, wired with htmlFor and aria-describedby. */
export function Field({ label, children, hint, error, required, aside }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-sm font-medium text-slate-700">
          <label htmlFor={id}>{label}</label>
          {/* Outside the label so the control's name stays exactly the label text. */}
          {required && (
            <span className="text-red-600" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </span>
        {aside}
      </div>
      {children({ id, 'aria-describedby': describedBy, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-600" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** Splits a *Field component's props into the Field's and the control's. */
function splitFieldProps<T extends FieldFrameProps>({ label, hint, error, required, aside, ...control }: T) {
  return { frame: { label, hint, error, required, aside }, control };
}

export type InputProps = InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean };
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input({ invalid, className, ...props }, ref) {
  return (
    <input ref={ref} className={controlClass(invalid, className)} aria-invalid={invalid || undefined} {...props} />
  );
});

/** A Field with an Input: `<InputField label="SKU" error={…} {...register('sku')} />`. */
export const InputField = forwardRef<HTMLInputElement, FieldFrameProps & InputHTMLAttributes<HTMLInputElement>>(
  function InputField(props, ref) {
    const { frame, control } = splitFieldProps(props);
    return <Field {...frame}>{(wiring) => <Input ref={ref} {...control} {...wiring} />}</Field>;
  },
);

type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { invalid?: boolean };
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { invalid, className, ...props },
  ref,
) {
  return (
    <textarea
      ref={ref}
      className={controlClass(invalid, cx('min-h-24', className))}
      aria-invalid={invalid || undefined}
      {...props}
    />
  );
});

/** A Field with a Textarea. */
export const TextareaField = forwardRef<
  HTMLTextAreaElement,
  FieldFrameProps & TextareaHTMLAttributes<HTMLTextAreaElement>
>(function TextareaField(props, ref) {
  const { frame, control } = splitFieldProps(props);
  return <Field {...frame}>{(wiring) => <Textarea ref={ref} {...control} {...wiring} />}</Field>;
});

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & { invalid?: boolean };
/** A native select: the most dependable picker on phones and for keyboards and screen readers. */
export const NativeSelect = forwardRef<HTMLSelectElement, SelectProps>(function NativeSelect(
  { invalid, className, ...props },
  ref,
) {
  return (
    <select
      ref={ref}
      className={controlClass(invalid, cx('pr-8', className))}
      aria-invalid={invalid || undefined}
      {...props}
    />
  );
});

/** A Field with a NativeSelect; the options are its children. */
export const SelectField = forwardRef<HTMLSelectElement, FieldFrameProps & SelectHTMLAttributes<HTMLSelectElement>>(
  function SelectField(props, ref) {
    const { frame, control } = splitFieldProps(props);
    return <Field {...frame}>{(wiring) => <NativeSelect ref={ref} {...control} {...wiring} />}</Field>;
  },
);

export function CharCount({ value, max }: { value: number; max: number }) {
  return (
    <span
      className={cx(
        'text-xs tabular-nums',
        value > max ? 'text-red-600' : value > max * 0.9 ? 'text-amber-600' : 'text-slate-500',
      )}
      aria-live="polite"
    >
      {value}/{max}
    </span>
  );
}
