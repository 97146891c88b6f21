import { useState } from 'react';
import { formatIdr } from '#shared/common/format.ts';
import { formatRupiahInput, parseRupiah } from '#shared/common/rupiah.ts';
import { InputField } from '#admin/components/ui/field.tsx';

interface RupiahFieldProps {
  label: string;
  value: number | undefined;
  /** A whole number, `undefined` when empty, NaN while the text cannot be read (the schema refuses it). */
  onChange: (value: number | undefined) => void;
  onBlur: () => void;
  /** The form field's name, so form-level handlers know which field the input is. */
  name?: string;
  error?: string;
  required?: boolean;
}

/**
 * A price typed the Indonesian way: "12.500.000" or "12500000", shown with a dot
 * every three digits once the field is left; a comma (decimals) is refused with its reason. A text
 * field, so there are no spinner arrows stepping by Rp 1.
 */
export function RupiahField({ label, value, onChange, onBlur, error, required, name }: RupiahFieldProps) {
  const [text, setText] = useState(() => formatRupiahInput(value));
  const [problem, setProblem] = useState<string>();

  // A value set from outside (a reset, a reloaded product) replaces the text; the value the user typed
  // already matches it and leaves the text alone. Checked while rendering, when `value` changes, so the old
  // text never shows for a frame (https://react.dev/learn/you-might-not-need-an-effect).
  const [seenValue, setSeenValue] = useState(value);
  if (!Object.is(value, seenValue)) {
    setSeenValue(value);
    const typed = parseRupiah(text);
    const same = typed.ok ? (typed.value ?? undefined) === value : Number.isNaN(value);
    if (!same) {
      setText(formatRupiahInput(value));
      setProblem(undefined);
    }
  }

  const hint = typeof value === 'number' && Number.isFinite(value) ? formatIdr(value) : 'Contoh: 12.500.000';
  return (
    <InputField
      label={label}
      name={name}
      required={required}
      error={problem ?? error}
      hint={hint}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const typed = parseRupiah(event.target.value);
        setProblem(typed.ok ? undefined : typed.message);
        onChange(typed.ok ? (typed.value ?? undefined) : Number.NaN);
      }}
      onBlur={() => {
        const typed = parseRupiah(text);
        if (typed.ok) setText(formatRupiahInput(typed.value));
        onBlur();
      }}
    />
  );
}
