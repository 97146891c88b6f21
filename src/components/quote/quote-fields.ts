import type { QuoteCustomer } from '#shared/quote/request.ts';

/** The customer's fields; their labels are the page language's (quote-text.ts). */
export const FIELDS: Array<{
  key: Exclude<keyof QuoteCustomer, 'notes'>;
  autoComplete: string;
  type?: string;
  max: number;
  required?: boolean;
}> = [
  { key: 'name', autoComplete: 'name', max: 120, required: true },
  { key: 'institution', autoComplete: 'organization', max: 160 },
  { key: 'phone', autoComplete: 'tel', type: 'tel', max: 40 },
  { key: 'city', autoComplete: 'address-level2', max: 80 },
  // Where the formal quotation (its link and PDF) is emailed; a phone or this one is needed.
  { key: 'email', autoComplete: 'email', type: 'email', max: 254 },
];
