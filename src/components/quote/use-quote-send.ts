import { useRef, useState } from 'react';
import { quoteMessage, type QuoteAnswer } from '#shared/quote/request.ts';
import { whatsappUrl } from '#shared/whatsapp/message.ts';
import { fieldErrors } from '#shared/common/field-messages.ts';
import type { Lang } from '#shared/i18n/lang.ts';
import { trackWhatsAppClick, visitSeed, visitUtm } from '#lib/browser/analytics.ts';
import { ApiError, type ApiProblem } from '#lib/browser/api-client.ts';
import { sendQuote } from '#lib/browser/api.ts';
import { QUOTE_TEXT } from './quote-text.ts';
import { clearQuoteItems, rememberSentQuote, type QuoteListState } from './quote-list.ts';

/**
 * The request's schema (zod, about 24 KB gzip) loads when the visitor first touches the form, not
 * with the page: the list itself needs only React. Submitting waits for it, so the form checks and
 * words its messages exactly as before; a failed load is forgotten, so the next attempt fetches it again.
 */
let requestSchema: Promise<typeof import('#shared/quote/request-schema.ts')> | null = null;
function loadRequestSchema() {
  requestSchema ??= import('#shared/quote/request-schema.ts').catch((error: unknown) => {
    requestSchema = null;
    throw error;
  });
  return requestSchema;
}
export const warmRequestSchema = () => void loadRequestSchema().catch(() => undefined);

/**
 * Sending the list: checked as the server checks it, stored first (captcha, server prices), then
 * WhatsApp opens with the server's answer. A send that found no network keeps the solved check for
 * the retry; any answer uses it up.
 */
export function useQuoteSend({
  list,
  lang,
  formId,
  captcha,
}: {
  list: QuoteListState;
  lang: Lang;
  formId: string;
  captcha: { token: string; reset: () => void };
}) {
  const t = QUOTE_TEXT[lang];
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<Omit<ApiProblem, 'status'> | null>(null);
  const [sent, setSent] = useState<QuoteAnswer | null>(null);
  /** A press while the checks' code is still loading: the first press goes on, a second is dropped. */
  const loadingChecks = useRef(false);

  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (loadingChecks.current) return;
    setProblem(null);
    let QuoteRequestSchema;
    loadingChecks.current = true;
    try {
      ({ QuoteRequestSchema } = await loadRequestSchema());
    } catch (error) {
      // The checks' code did not arrive: said like a send that found no network, nothing is lost.
      console.error('Quote form checks failed to load:', error);
      setProblem({ message: navigator.onLine ? t.unreachable : t.offline });
      return;
    } finally {
      loadingChecks.current = false;
    }
    const parsed = QuoteRequestSchema.safeParse({
      items: list.items.map((item) => ({ product_id: item.id, quantity: item.quantity })),
      customer: list.customer,
      captcha: captcha.token,
      seed: visitSeed(),
      utm: visitUtm(),
      lang,
    });
    if (!parsed.success) {
      // The same field errors the server would answer, so the form shows both one way.
      const errors = fieldErrors(parsed.error);
      const customerField = Object.keys(errors).find((key) => key.startsWith('customer.'));
      setProblem({
        message: customerField ? t.details : (errors.captcha?.[0] ?? parsed.error.issues[0]!.message),
        errors,
      });
      if (customerField) document.getElementById(`${formId}-${customerField.slice('customer.'.length)}`)?.focus();
      return;
    }
    setSending(true);
    // No answer at all: the captcha never reached the server, so the solved one stays for the retry.
    let keepCaptcha = false;
    try {
      const { quote } = await sendQuote(parsed.data);
      rememberSentQuote(quote);
      clearQuoteItems();
      setSent(quote);
      trackWhatsAppClick({
        kind: 'quote',
        productIds: quote.lines.filter((line) => line.status !== 'unavailable').map((line) => line.product_id),
      });
      window.open(whatsappUrl(quote.whatsapp_number, quoteMessage(quote, lang)), '_blank', 'noopener');
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) {
        keepCaptcha = true;
        setProblem({ message: navigator.onLine ? t.unreachable : t.offline });
      } else if (error instanceof ApiError && error.status > 0 && (error.message || error.status < 500)) {
        setProblem({ message: error.message || t.failure, errors: error.errors });
      } else {
        // No answer, or a server error with nothing to say (a proxy's error page).
        console.error('Quote request failed:', error);
        setProblem({ message: t.serverError });
      }
    } finally {
      setSending(false);
      if (!keepCaptcha) captcha.reset();
    }
  };

  return { submit, sending, problem, sent };
}
