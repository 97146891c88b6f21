import { useEffect, useState } from 'react';
import { whenIdle } from '#admin/lib/idle.ts';

/*
 * Code a screen needs soon but not for its first paint (a dialog's code, a closed form's code): a
 * chunk of its own, asked for when the browser is next idle after the screen renders, or at once
 * when it is wanted before that (a dialog opening).
 */

export interface IdleCode<T> {
  /** The module once it has arrived. */
  readonly current: T | null;
  load: () => Promise<T>;
}

export function idleCode<T>(load: () => Promise<T>): IdleCode<T> {
  let current: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    get current() {
      return current;
    },
    load: () =>
      (loading ??= load().then(
        (module) => (current = module),
        (error: unknown) => {
          // Offline before it arrived: the next use asks again.
          loading = null;
          throw error;
        },
      )),
  };
}

/** The module of `code`: null until it is in; asked for at once when `now`, else when the browser is idle. */
export function useIdleCode<T>(code: IdleCode<T>, now: boolean): T | null {
  const [module, setModule] = useState(() => code.current);
  useEffect(() => {
    if (module) return;
    let mounted = true;
    const load = () =>
      void code.load().then(
        (loaded) => mounted && setModule(() => loaded),
        () => {},
      );
    if (now) {
      load();
      return () => {
        mounted = false;
      };
    }
    const cancel = whenIdle(load);
    return () => {
      mounted = false;
      cancel();
    };
  }, [code, module, now]);
  return module;
}
