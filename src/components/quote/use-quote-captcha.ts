import { useEffect, useRef, useState } from 'react';
import { mountCaptcha, type CaptchaHandle } from '#lib/browser/captcha-widget.ts';
import type { Lang } from '#shared/i18n/lang.ts';

/**
 * The quote form's human check. Its code (about 34 KB gzip) loads when the visitor first touches the
 * form (`want`), not with the page: until then the slot shows the check as it first looks, its box
 * unticked (CaptchaFacade). A press on that box (`press`) starts the check as soon as the code is in,
 * so the visitor presses once. `token` is the solved payload, '' until solved or after `reset`.
 */
export function useQuoteCaptcha({
  enabled,
  turnstileSiteKey,
  lang,
}: {
  /** The form is on screen (the list has items). */
  enabled: boolean;
  turnstileSiteKey?: string;
  lang: Lang;
}) {
  const [token, setToken] = useState('');
  const [wanted, setWanted] = useState(false);
  const slot = useRef<HTMLDivElement>(null);
  const handle = useRef<CaptchaHandle | null>(null);
  const startOnMount = useRef(false);

  useEffect(() => {
    const element = slot.current;
    if (!enabled || !wanted || !element || handle.current) return;
    mountCaptcha(element, { turnstileSiteKey, onToken: setToken, lang })
      .then((mounted) => {
        handle.current = mounted;
        if (startOnMount.current) {
          startOnMount.current = false;
          mounted.start();
        }
      })
      .catch((error: unknown) => console.error('Captcha widget failed to load:', error));
  }, [enabled, wanted, turnstileSiteKey, lang]);

  return {
    token,
    slot,
    want: () => setWanted(true),
    press: () => {
      startOnMount.current = true;
      setWanted(true);
    },
    /** A solved challenge is single-use on the server: the next attempt starts fresh. */
    reset: () => {
      setToken('');
      handle.current?.reset();
    },
  };
}
