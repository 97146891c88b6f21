import { useEffect, useState } from 'react';
import { whenIdle } from './idle.ts';
import { loadSonner, sonnerLoaded } from './toast.ts';

type ToasterComponent = typeof import('sonner').Toaster;

/**
 * The panel's Toaster (one visible, 5000 ms), mounted once its code is in: asked for when the browser
 * is first idle, or sooner by the first toast (src/admin/lib/toast.ts, which also covers a toast whose
 * code cannot be fetched any more).
 */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ToasterComponent | null>(null);
  useEffect(() => {
    let mounted = true;
    void sonnerLoaded.then(({ Toaster: loaded }) => mounted && setToaster(() => loaded));
    const cancel = whenIdle(() => void loadSonner().catch(() => {}));
    return () => {
      mounted = false;
      cancel();
    };
  }, []);
  if (!Toaster) return null;
  // Below the 64 px header, so a toast never covers the signed-in name and role (nor the menu button).
  return (
    <Toaster
      position="top-right"
      offset={{ top: 76, right: 16 }}
      mobileOffset={{ top: 72, left: 12, right: 12 }}
      visibleToasts={1}
      duration={5000}
      closeButton
      richColors
      theme="light"
    />
  );
}
