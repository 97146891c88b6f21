import { useLayoutEffect, useRef } from 'react';
import { formatRupiahInput } from '#shared/common/rupiah.ts';
import { regroup } from './grouped-digits.ts';

/**
 * A price bound in whole rupiah, written as it reads (`10.000.000`) while typing: each keystroke is
 * regrouped, the caret kept after the same digit, the amount read back without the dots; empty for no
 * bound.
 */
export function PriceInput({
  id,
  name,
  label,
  value,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const text = formatRupiahInput(value);
  // After React writes the regrouped text, put the caret back where the visitor was typing.
  useLayoutEffect(() => {
    if (caret.current === null || document.activeElement !== input.current) return;
    input.current?.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [text]);
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        name={name}
        inputMode="numeric"
        autoComplete="off"
        value={text}
        onChange={(event) => {
          const next = regroup(event.target.value, event.target.selectionStart ?? event.target.value.length);
          caret.current = next.caret;
          // The same amount (a dot deleted, a letter typed): React keeps the text, so place the caret now.
          if (next.value === value) {
            event.target.value = next.text;
            event.target.setSelectionRange(next.caret, next.caret);
            caret.current = null;
            return;
          }
          onChange(next.value);
        }}
        className="field-input"
        aria-controls="catalogue-results"
      />
    </div>
  );
}
