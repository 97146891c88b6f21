import { routeQuoteNumber, type RoutingInput, type RoutingTarget } from '../whatsapp/routing.ts';

/**
 * The number a quote request's WhatsApp message goes to: the one number all its products route to
 * (their own number, or their category's), else the visit's sales number, else the site's number.
 */
export function quoteWhatsAppNumber(settings: RoutingInput, products: readonly RoutingTarget[], seed: number): string {
  return routeQuoteNumber(settings, products, seed);
}
