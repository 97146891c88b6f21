import { useEffect, useRef } from 'react';
import { useLeaveGuard, type LeaveGuardState } from './router-provider.tsx';
import { getToken } from './session.ts';

/**
 * Asks before a screen with unsaved edits is left: for another admin screen through the returned
 * state (the screen shows 'Tinggalkan halaman?'), and for closing or reloading the tab with the
 * browser's own prompt. `stillUnsaved` is asked at the moment of leaving (a save that just succeeded
 * and moves on at once has nothing left to lose). A session that has ended leaves without asking:
 * the sign-in page follows, and the screen's local copy keeps the edits.
 */
export function useUnsavedGuard(dirty: boolean, stillUnsaved: () => boolean = () => true): LeaveGuardState {
  const unsaved = useRef(stillUnsaved);
  useEffect(() => {
    unsaved.current = stillUnsaved;
  });
  const blocker = useLeaveGuard(
    ({ currentLocation, nextLocation }) =>
      dirty && unsaved.current() && Boolean(getToken()) && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (unsaved.current()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return blocker;
}
