import { Link } from '#admin/lib/navigation.tsx';
import { paths } from '#admin/paths.ts';

/** The Settings fields a quotation letter needs, as the server names them, and how the admin reads them. */
const LABELS: Record<string, string> = {
  npwp: 'NPWP perusahaan',
  bank_accounts: 'rekening bank',
  signatory_name: 'nama penanda tangan',
};

/**
 * Said before 'Kirim' is pressed: what Settings still lack for the letter (the server refuses to send
 * it until they are filled), with the way to fill them.
 */
export function MissingSettingsNotice({ missing }: { missing: readonly string[] }) {
  if (missing.length === 0) return null;
  return (
    <div
      className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 sm:p-6"
      role="status"
      data-quotation-missing-settings
    >
      <p className="font-semibold">Penawaran belum bisa dikirim: Pengaturan belum lengkap.</p>
      <ul className="mt-1 list-disc pl-5">
        {missing.map((field) => (
          <li key={field} data-missing={field}>
            {LABELS[field] ?? field} belum diisi
          </li>
        ))}
      </ul>
      <p className="mt-2">
        Draf tetap bisa disimpan.{' '}
        <Link to={paths.settings} className="font-semibold text-amber-950 underline">
          Lengkapi di Pengaturan
        </Link>{' '}
        (bagian Penawaran resmi), lalu kembali ke sini.
      </p>
    </div>
  );
}
