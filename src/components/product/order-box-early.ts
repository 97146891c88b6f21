import { formatIdr } from '#shared/common/format.ts';
import { QUOTE_MAX_QUANTITY } from '#shared/quote/limits.ts';
import { clampQuoteQuantity } from '#shared/quote/request.ts';

/*
 * The order box's quantity stepper pressed before the product page's island runs: the page's script
 * steps the quantity field at once (disables the stepper's ends as the island would, and writes the
 * quantity into the order links' message), so 'Tambah ke penawaran' pressed next adds that quantity
 * (add-to-quote-early.ts reads the field) and an order asks for it, even if the island's code never
 * arrives (early-presses.ts: the island does not press it again). The island starts from the
 * field's value: its loader hands it over as typed input (client-interaction.ts).
 */

/**
 * The quantity in the order links' `data-order-template`: the page's script writes the stepped
 * quantity in its place, so an order sent before the island runs asks for what the field shows.
 */
export const ORDER_QUANTITY_MARK = 9876543210;

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
  const island = button.closest('astro-island') ?? document;
  // The phone's order bar: "3 × name" and the price of three, as the island will show them.
  const bar = island.querySelector<HTMLElement>('[data-order-bar]');
  const line = bar?.querySelector('[data-order-bar-line]');
  if (line?.textContent) line.textContent = line.textContent.replace(/^\d+/, String(next));
  const price = bar?.querySelector('[data-order-bar-price]');
  const unit = Number(bar?.dataset.unitPrice);
  if (price && Number.isFinite(unit)) price.textContent = formatIdr(unit * next);
  for (const link of island.querySelectorAll<HTMLAnchorElement>('a[data-order-template]')) {
    const url = new URL(link.dataset.orderTemplate!.replaceAll(String(ORDER_QUANTITY_MARK), String(next)));
    // The number the link goes to stays the one the page's script picked for this visit.
    url.pathname = new URL(link.href).pathname;
    link.href = url.href;
  }
  return true;
}
