import { useEffect } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { whenIdle } from './idle.ts';

/*
 * A form's validation (its shared zod schema with the resolver, about 26 KB gzip) is not needed to
 * show the form, only to judge what is typed: it is a chunk of its own, loaded when the browser is
 * first idle or when a field takes the focus, whichever comes first; a check asked for before it has
 * arrived waits for it. The messages and rules are the schema's, as before.
 */

export interface LazyResolver<Input extends FieldValues, Output> {
  resolver: Resolver<Input, unknown, Output>;
  /** Starts loading the validation (once; again after a failed attempt). */
  preload: () => void;
}

export function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
): LazyResolver<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | null = null;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null; // offline: the next check asks again
      throw error;
    }));
  return {
    preload: () => void get().catch(() => {}),
    resolver: async (values, context, options) => {
      let resolve: Resolver<Input, unknown, Output>;
      try {
        resolve = await get();
      } catch {
        // The code cannot be fetched (offline): the values go on as typed, so the save says it is
        // offline; online, the server checks them with the same schema and answers with each field's message.
        return { values: values as unknown as Output, errors: {} };
      }
      return resolve(values, context, options);
    },
  };
}

/** Loads the form's validation when the browser is first idle (a focused field asks for it sooner). */
export function usePreloadWhenIdle(validation: { preload: () => void }): void {
  useEffect(() => whenIdle(validation.preload), [validation]);
}
