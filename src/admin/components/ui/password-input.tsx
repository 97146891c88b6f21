import { forwardRef, useState } from 'react';
import { cx } from '../../lib/cx.ts';
import { Input, type InputProps } from './field.tsx';
import { EyeIcon } from './icons.tsx';
import { EyeOffIcon } from './more-icons.tsx';

/** A password input with a show/hide toggle; hidden again each time it mounts. */
export const PasswordInput = forwardRef<HTMLInputElement, Omit<InputProps, 'type'>>(function PasswordInput(
  { className, ...props },
  ref,
) {
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <Input ref={ref} type={shown ? 'text' : 'password'} className={cx('pr-11', className)} {...props} />
      <button
        type="button"
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800"
        onClick={() => setShown((current) => !current)}
        aria-label={shown ? 'Sembunyikan password' : 'Tampilkan password'}
        aria-pressed={shown}
      >
        {shown ? <EyeOffIcon className="h-5 w-5" /> : <EyeIcon className="h-5 w-5" />}
      </button>
    </div>
  );
});
