import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';
import { clampQuoteQuantity } from '#shared/quote/request.ts';

/**
 * The order box's quantity: the number asked for and the field's text while it is typed. The quote
 * list's rule holds: a buyer may ask for more than the stock (the rest is back-ordered; the box says
 * so instead of cutting the number down).
 *
 * It starts from what the field shows when the island runs: a quantity typed or stepped while the
 * island's code loaded. Hydration leaves a field's value as the visitor left it, and the loader's note
 * of typed fields (`__rawlabPendingInput`, client-interaction.ts) was taken before React began, so a
 * key pressed in between is in the field only. Read in a layout effect, in the same task as hydration's
 * commit: a passive effect runs later, and a blur or a stepper press landing before it acted on the
 * state's 1 and wrote it over the typed number (seen on a phone-speed CPU).
 */
export function useOrderQuantity(box: RefObject<HTMLElement | null>) {
  const [quantity, setQuantity] = useState(1);
  const [quantityText, setQuantityText] = useState('1');
  const typeQuantity = useCallback((text: string) => {
    setQuantityText(text);
    const parsed = Number.parseInt(text, 10);
    if (Number.isFinite(parsed)) setQuantity(clampQuoteQuantity(parsed));
  }, []);
  const setBoundedQuantity = useCallback((value: number) => {
    const next = clampQuoteQuantity(value);
    setQuantity(next);
    setQuantityText(String(next));
  }, []);
  useLayoutEffect(() => {
    const field = box.current?.querySelector<HTMLInputElement>('input[name="quantity"]');
    const typed = field?.value ?? window.__rawlabPendingInput?.quantity;
    delete window.__rawlabPendingInput;
    if (typed !== undefined) typeQuantity(typed);
  }, [box, typeQuantity]);
  return { quantity, quantityText, typeQuantity, setBoundedQuantity };
}
