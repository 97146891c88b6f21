import { useEffect, useRef } from 'react';

/**
 * Ctrl+S / Cmd+S saves the open form instead of the browser's "Save page as":
 * the form is submitted as its save button would, with the same validation. Put the returned ref on
 * the `<form>`; while it is not on the page (a closed dialog), the shortcut does nothing.
 */
export function useSaveShortcut<T extends HTMLFormElement>() {
  const form = useRef<T>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 's') return;
      const target = form.current;
      if (!target?.isConnected) return;
      event.preventDefault();
      if (event.repeat) return;
      const submit = target.querySelector<HTMLButtonElement>('button[type="submit"]');
      // A save already under way (its button disabled) is not started twice.
      if (submit?.disabled) return;
      target.requestSubmit(submit ?? undefined);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return form;
}
