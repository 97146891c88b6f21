import type { CategoryNumber } from '../settings/routing.ts';

/*
 * Which WhatsApp number a click goes to. The product's own number wins; else its category's; else
 * one of the sales numbers; else the site's number.
 *
 * Rotation is a stable pick per visit: the browser draws one random seed per session
 * (sessionStorage) and every link of that visit uses `sales[seed % count]`. Static pages cannot keep
 * a round-robin counter without a request, and a visitor who asks twice should reach the same person.
 */

export interface RoutingInput {
  whatsapp_number: string;
  category_whatsapp?: readonly CategoryNumber[];
  sales_numbers?: readonly string[];
}

export interface RoutingTarget {
  /** The product's own number ('' when it has none). */
  productNumber?: string | null;
  categoryId?: number | null;
}

/** The number for a click on `target` (an order, a quote or a general chat when target is empty). */
export function routeWhatsAppNumber(settings: RoutingInput, target: RoutingTarget, seed: number): string {
  if (target.productNumber) return target.productNumber;
  if (target.categoryId != null) {
    const category = settings.category_whatsapp?.find((row) => row.category_id === target.categoryId);
    if (category?.number) return category.number;
  }
  return rotatedNumber(settings, seed);
}

/**
 * The sales numbers a click on `target` rotates among, [] when the product's or its category's
 * number applies (or no sales numbers are set): what a prerendered page, built without the visit's
 * seed, leaves to the browser to pick from.
 */
export function rotationNumbers(settings: RoutingInput, target: RoutingTarget): string[] {
  if (target.productNumber) return [];
  if (
    target.categoryId != null &&
    settings.category_whatsapp?.some((row) => row.category_id === target.categoryId && row.number)
  )
    return [];
  return settings.sales_numbers?.filter(Boolean) ?? [];
}

/**
 * The number for a list of products (the quote basket): the one number every item routes to when
 * they agree (all of one category, say), else the rotation, else the site's number.
 */
export function routeQuoteNumber(settings: RoutingInput, items: readonly RoutingTarget[], seed: number): string {
  const numbers = new Set(items.map((item) => routeWhatsAppNumber(settings, item, seed)));
  if (numbers.size === 1) return [...numbers][0]!;
  return rotatedNumber(settings, seed);
}

function rotatedNumber(settings: RoutingInput, seed: number): string {
  const sales = settings.sales_numbers?.filter(Boolean) ?? [];
  if (sales.length) return sales[Math.abs(Math.trunc(seed)) % sales.length]!;
  return settings.whatsapp_number;
}
