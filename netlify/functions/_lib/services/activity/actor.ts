import { AsyncLocalStorage } from 'node:async_hooks';
import type { ActivityUser } from '#shared/activity/entry.ts';

/*
 * Who is acting in the current request. The functions' handler opens a scope per request and the
 * admin check fills it with the signed-in user, so every write path records its author without each
 * service taking one more argument. Work outside a request (scheduled functions, the store check,
 * imports from the command line) is recorded as the system.
 */

export const SYSTEM_USER: ActivityUser = Object.freeze({ id: 0, name: 'Sistem' });

const scope = new AsyncLocalStorage<{ user?: ActivityUser }>();

/** Runs `task` with a scope of its own for the acting user. */
export const withActorScope = <T>(task: () => Promise<T>): Promise<T> => scope.run({}, task);

/** Names the acting user for the rest of the current request. */
export function setActor(user: { id: number; name: string }): void {
  const current = scope.getStore();
  if (current) current.user = { id: user.id, name: user.name };
}

export const currentActor = (): ActivityUser => scope.getStore()?.user ?? SYSTEM_USER;

/** Runs `task` as `user` (tests, scripts). */
export const actingAs = <T>(user: ActivityUser, task: () => Promise<T>): Promise<T> => scope.run({ user }, task);
