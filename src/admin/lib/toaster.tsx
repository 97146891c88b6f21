import { useEffect, useState } from 'react';
import { loadSonner, sonnerLoaded } from './toast.ts';

type ToasterComponent = typeof import('sonner').Toaster;

/**
 * The panel's Toaster (one visible, 5000 ms), mounted once its code is in: asked for when the browser
 * is next idle after the first render, or sooner by the first toast (src/admin/lib/toast.ts).
 */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ToasterComponent | null>(null);
  useEffect(() => {
    let mounted = true;
    void sonnerLoaded.then(({ Toaster: loaded }) => mounted && setToaster(() => loaded));
    const load = () => void loadSonner().catch(() => {});
    const idle = window.requestIdleCallback?.(load, { timeout: 1000 });
    const timer = idle === undefined ? window.setTimeout(load, 200) : undefined;
    return () => {
      mounted = false;
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
    };
  }, []);
  if (!Toaster) return null;
  return <Toaster position="top-right" visibleToasts={1} duration={5000} closeButton richColors theme="light" />;
}
