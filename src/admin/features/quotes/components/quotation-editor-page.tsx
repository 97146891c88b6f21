import { Fragment, useEffect, useRef, useState } from 'react';
import { Link, useParams } from '#admin/lib/navigation.tsx';
import { fieldErrors, fieldMessages } from '#shared/common/field-messages.ts';
import { formatIdr } from '#shared/common/format.ts';
import { letterText, taxRows } from '#shared/quote/quotation/letter-text.ts';
import type { QuotationDraft, QuotationSent } from '#shared/quote/quotation/schema.ts';
import { terbilangRupiah } from '#shared/quote/quotation/terbilang.ts';
import { Button, buttonClass } from '#admin/components/ui/button.tsx';
import { Card, CardHeader, PageHeader } from '#admin/components/ui/card.tsx';
import { ConfirmDialog } from '#admin/components/ui/dialog.tsx';
import { LocalDraftBanner } from '#admin/components/ui/local-draft-banner.tsx';
import { ExternalIcon } from '#admin/components/ui/icons.tsx';
import { ChevronLeftIcon } from '#admin/components/ui/more-icons.tsx';
import { LoadingState, QueryErrorState } from '#admin/components/ui/states.tsx';
import { ApiError } from '#admin/lib/api-client.ts';
import { whenIdle } from '#admin/lib/idle.ts';
import { useSession } from '#admin/lib/session.ts';
import { toastApiError, toastSuccess } from '#admin/lib/toast.ts';
import { paths } from '#admin/paths.ts';
import { useQuotationDraft, useSaveQuotation, useSendQuotation } from '../api.ts';
import {
  draftInput,
  letterTaxRate,
  linesFromDraft,
  previewTotals,
  termsFromDraft,
  type LineState,
  type TermsState,
} from '../quotation-form.ts';
import { useUnsavedQuotation } from '../use-unsaved-quotation.ts';
import { MissingSettingsNotice } from './missing-settings-notice.tsx';
import { QuotationLines } from './quotation-lines.tsx';
import { QuotationTerms } from './quotation-terms.tsx';

/** 'Buat penawaran resmi': the quotation of one request, prepared, saved as a draft and sent. */
export function QuotationEditorPage() {
  const { reference = '' } = useParams();
  const draft = useQuotationDraft(reference);
  return (
    <>
      <Link
        to={paths.quote(reference)}
        className="mb-3 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <ChevronLeftIcon className="h-4 w-4" />
        {reference}
      </Link>
      {draft.isPending ? (
        <Card>
          <LoadingState label="Memuat penawaran..." />
        </Card>
      ) : draft.isError ? (
        <Card>
          <QueryErrorState title="Gagal memuat penawaran" query={draft} />
        </Card>
      ) : (
        <QuotationEditor reference={reference} draft={draft.data.draft} missing={draft.data.missing ?? []} />
      )}
    </>
  );
}

/**
 * The shared schema (with the schema library, about 26 KB gzip) is needed only to check the draft,
 * so it loads once the editor shows and the browser is idle, and a save waits for it. 'Kirim' checks
 * at the click itself (the WhatsApp window must open within it), with the schema when it has come;
 * if it cannot be fetched (offline), the save goes on and says why it failed, and the server checks
 * the draft with the same schema.
 */
type QuotationSchemaModule = typeof import('#shared/quote/quotation/schema.ts');
let loadedSchema: QuotationSchemaModule | null = null;
const quotationSchema = () =>
  import('#shared/quote/quotation/schema.ts').then((module) => (loadedSchema = module)).catch(() => null);

function QuotationEditor({
  reference,
  draft,
  missing,
}: {
  reference: string;
  draft: QuotationDraft;
  missing: readonly string[];
}) {
  const [lines, setLines] = useState<LineState[]>(() => linesFromDraft(draft));
  const [terms, setTerms] = useState<TermsState>(() => termsFromDraft(draft));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<QuotationSent | null>(null);
  const save = useSaveQuotation(reference);
  const send = useSendQuotation(reference);
  const { user } = useSession();
  const { lines: priced, totals } = previewTotals(lines, terms);
  const unsaved = useUnsavedQuotation(reference, { lines, terms }, (edits) => {
    setLines(edits.lines);
    setTerms(edits.terms);
  });

  useEffect(() => whenIdle(() => void quotationSchema()), []);

  /** Checks with the shared schema (once loaded): false (and the fields' messages shown) when it refuses. */
  const checkDraft = (schema = loadedSchema): boolean => {
    const checked = schema?.QuotationDraftInputSchema.safeParse(draftInput(lines, terms));
    if (checked && !checked.success) setErrors(fieldMessages(fieldErrors(checked.error)));
    return checked?.success ?? true;
  };

  /** Checks, then saves; true when the server kept the draft. */
  const saveDraft = async (): Promise<boolean> => {
    if (!checkDraft(await quotationSchema())) return false;
    const input = draftInput(lines, terms);
    try {
      await save.mutateAsync(input);
      unsaved.markSaved({ lines, terms });
      setErrors({});
      return true;
    } catch (error) {
      if (error instanceof ApiError) setErrors(fieldMessages(error.errors));
      toastApiError(error, 'Gagal menyimpan penawaran', 'Terjadi kesalahan.');
      return false;
    }
  };

  const saveAndSend = async () => {
    if (!checkDraft()) return;
    // The WhatsApp window is opened now, while the click still counts as the admin's: one opened
    // after the save and the send (seconds later, with the PDF made in between) is blocked as a
    // pop-up. It goes to the chat once the revision is sent, and closes if the send fails.
    const chat = window.open('', '_blank');
    if (chat) chat.document.body.textContent = 'Mengirim penawaran, lalu membuka WhatsApp…';
    const closeChat = () => chat?.close();
    if (!(await saveDraft())) {
      closeChat();
      return;
    }
    try {
      const result = await send.mutateAsync();
      setSent(result);
      if (chat) {
        chat.opener = null;
        chat.location.href = result.whatsapp_url;
      }
      toastSuccess('Penawaran terkirim', reference);
    } catch (error) {
      closeChat();
      toastApiError(error, 'Gagal mengirim penawaran', 'Terjadi kesalahan.');
    }
  };

  const mayNotSend = user?.role === 'Staff';
  return (
    <>
      <PageHeader
        title={
          <>
            Penawaran resmi{' '}
            <span className="whitespace-nowrap" data-quotation-reference>
              {reference}
            </span>
          </>
        }
        description="Harga, diskon per baris, PPN dan ketentuan. 'Kirim' membekukan penawaran sebagai revisi bernomor."
      />
      <MissingSettingsNotice missing={missing} />
      {unsaved.offered && (
        <LocalDraftBanner
          savedAt={unsaved.offered.savedAt}
          subject={`penawaran ${reference}`}
          onRestore={unsaved.restore}
          onDiscard={unsaved.discard}
          className="mb-4"
        />
      )}
      {sent && <SentPanel sent={sent} />}
      <div className="space-y-6">
        <Card>
          <CardHeader title="Baris penawaran" description={`${lines.length} baris`} />
          <QuotationLines
            lines={lines}
            priced={priced}
            errors={errors}
            onChange={setLines}
            onClearError={(path) => setErrors(({ [path]: _cleared, ...rest }) => rest)}
          />
        </Card>
        <Card>
          <CardHeader title="Ketentuan" />
          <QuotationTerms terms={terms} errors={errors} onChange={setTerms} />
        </Card>
        <Card className="p-4 sm:p-6" data-quotation-totals>
          <dl className="ml-auto grid max-w-sm grid-cols-2 gap-x-4 gap-y-1 text-sm tabular-nums">
            {totals.discount > 0 && (
              <>
                <dt className="text-slate-500">Total diskon</dt>
                <dd className="text-right">-{formatIdr(totals.discount)}</dd>
              </>
            )}
            <dt className="text-slate-500">Subtotal</dt>
            <dd className="text-right">{formatIdr(totals.subtotal)}</dd>
            {taxRows({ ...terms, ...totals, tax_rate: letterTaxRate(terms) }, letterText('id')).map(
              ([label, amount]) => (
                <Fragment key={label}>
                  <dt className="text-slate-500">{label}</dt>
                  <dd className="text-right">{formatIdr(amount)}</dd>
                </Fragment>
              ),
            )}
            <dt className="font-semibold">Total</dt>
            <dd className="text-right text-base font-bold" data-quotation-total>
              {formatIdr(totals.total)}
            </dd>
          </dl>
          <p className="mt-2 text-right text-xs italic text-slate-500">{terbilangRupiah(totals.total)}</p>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <Button
              variant="secondary"
              busy={save.isPending && !send.isPending}
              disabled={save.isPending || send.isPending}
              onClick={async () => {
                if (await saveDraft()) toastSuccess('Draf penawaran disimpan', reference);
              }}
            >
              Simpan draf
            </Button>
            <Button
              busy={send.isPending}
              disabled={save.isPending || send.isPending}
              title={mayNotSend ? 'Mengirim penawaran perlu Manager, kecuali Pengaturan mengizinkan Staff' : undefined}
              onClick={saveAndSend}
            >
              Kirim
            </Button>
          </div>
        </Card>
      </div>
      <ConfirmDialog
        open={unsaved.blocker.state === 'blocked'}
        onOpenChange={(open) => !open && unsaved.blocker.reset?.()}
        title="Tinggalkan halaman?"
        description="Perubahan pada penawaran ini belum disimpan. Salinannya ditawarkan lagi saat penawaran ini dibuka."
        confirmLabel="Tinggalkan"
        cancelLabel="Tetap di sini"
        onConfirm={() => unsaved.blocker.proceed?.()}
      />
    </>
  );
}

/**
 * After 'Kirim': the private link, the PDF and WhatsApp to the buyer. The focus moves to it (a screen
 * reader reads the result, and the keyboard goes on from its buttons).
 */
function SentPanel({ sent }: { sent: QuotationSent }) {
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), [sent.revision]);
  return (
    <Card className="mb-6 border-emerald-200 bg-emerald-50 p-4 sm:p-6" role="status" data-quotation-sent>
      <p ref={heading} tabIndex={-1} className="font-semibold text-emerald-900 outline-none" data-quotation-sent-title>
        Revisi {sent.revision} terkirim.
      </p>
      <p className="mt-1 text-sm text-emerald-900">
        {sent.emailed
          ? 'Tautan dan PDF dikirim ke email pembeli. WhatsApp dibuka di tab baru dengan tautannya.'
          : 'Permintaan ini tanpa email: WhatsApp dibuka di tab baru dengan tautannya.'}{' '}
        Tab tidak terbuka? Pakai tombol di bawah.
      </p>
      <p className="mt-2 break-all font-mono text-xs text-slate-700" data-quotation-url>
        {sent.url}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={sent.whatsapp_url} target="_blank" rel="noopener" className={buttonClass('primary')}>
          <ExternalIcon className="h-4 w-4" />
          Kirim lewat WhatsApp
        </a>
        <a href={sent.pdf_url} target="_blank" rel="noopener" className={buttonClass('secondary')}>
          Lihat PDF
        </a>
        <a href={sent.url} target="_blank" rel="noopener" className={buttonClass('secondary')}>
          Buka halaman pembeli
        </a>
      </div>
    </Card>
  );
}
