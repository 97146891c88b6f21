import { QUOTE_MAX_QUANTITY, clampQuoteQuantity } from '#shared/quote.ts';

/*
 * The order box's quantity stepper pressed before the product page's island runs: the page's script
 * steps the quantity field at once (and disables the stepper's ends as the island would), so 'Tambah
 * ke penawaran' pressed next adds that quantity (add-to-quote-early.ts reads the field) even if the
 * island's code never arrives (early-presses.ts: the island does not press it again). The island
 * starts from the field's value: its loader hands it over as typed input (client-interaction.ts).
 */

/**
 * Does a press of the stepper (`data-step`, +1 or -1) before the island runs; answers whether
 * `button` is one (for doPressesEarly, early-presses.ts).
 */
export function stepEarly(button: HTMLButtonElement): boolean {
  const box = button.dataset.step ? button.closest('[data-order-box]') : null;
  const field = box?.querySelector<HTMLInputElement>('input[name="quantity"]');
  if (!box || !field) return false;
  const next = clampQuoteQuantity(Number.parseInt(field.value, 10) + Number(button.dataset.step));
  field.value = String(next);
  for (const end of box.querySelectorAll<HTMLButtonElement>('button[data-step]'))
    end.disabled = Number(end.dataset.step) < 0 ? next <= 1 : next >= QUOTE_MAX_QUANTITY;
  return true;
}
