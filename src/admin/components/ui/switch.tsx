import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface SwitchFieldProps {
  label: string;
  description?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}

/**
 * A labelled on/off switch: a button with role="switch" and aria-checked, which Space and Enter toggle
 * as any button. Written here rather than taken from Radix (3.2 KB gzip with its shared parts) because
 * both form screens show switches in their first frame; `data-state` keeps the styling Radix's had.
 */
export function SwitchField({ label, description, checked, onCheckedChange, disabled }: SwitchFieldProps) {
  const id = useId();
  const state = checked ? 'checked' : 'unchecked';
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        {description && (
          <p id={`${id}-d`} className="text-xs text-slate-500">
            {description}
          </p>
        )}
      </div>
      <button
        type="button"
        role="switch"
        id={id}
        aria-checked={checked}
        data-state={state}
        disabled={disabled}
        onClick={() => onCheckedChange(!checked)}
        aria-describedby={description ? `${id}-d` : undefined}
        className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
      >
        <span
          data-state={state}
          className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]"
        />
      </button>
    </div>
  );
}

interface FormSwitchProps<T extends FieldValues, TOutput> extends Omit<
  SwitchFieldProps,
  'checked' | 'onCheckedChange'
> {
  control: Control<T, unknown, TOutput>;
  name: FieldPath<T>;
}

/** A SwitchField bound to a boolean field of a react-hook-form form. */
export function FormSwitch<T extends FieldValues, TOutput>({ control, name, ...props }: FormSwitchProps<T, TOutput>) {
  const { field } = useController({ control, name });
  return <SwitchField {...props} checked={Boolean(field.value)} onCheckedChange={field.onChange} />;
}
