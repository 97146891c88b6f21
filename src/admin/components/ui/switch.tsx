import { Switch as RadixSwitch } from 'radix-ui';
import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface SwitchFieldProps {
  label: string;
  description?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** A labelled on/off switch (Radix: role="switch", Space toggles). */
export function SwitchField({ label, description, checked, onCheckedChange, disabled }: SwitchFieldProps) {
  const id = useId();
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
      <RadixSwitch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={description ? `${id}-d` : undefined}
        className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
      >
        <RadixSwitch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </RadixSwitch.Root>
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
