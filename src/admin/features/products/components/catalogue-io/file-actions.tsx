import { useState } from 'react';
import { Link } from '#admin/lib/navigation.tsx';
import { Button, buttonClass } from '#admin/components/ui/button.tsx';
import { errorText } from '#admin/lib/api-client.ts';
import { toastError } from '#admin/lib/toast.ts';
import { paths } from '#admin/paths.ts';
import { downloadCatalogue } from '../../catalogue-io-api.ts';

/**
 * 'Ekspor CSV' and 'Ekspor Excel' (the products the list's filters match) and, for a Manager or
 * Super Admin, 'Impor' (the server refuses Staff too).
 */
export function FileActions({ listParams, canImport }: { listParams: URLSearchParams; canImport: boolean }) {
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  const exportAs = async (format: 'csv' | 'xlsx') => {
    setBusy(format);
    try {
      await downloadCatalogue(format, listParams);
    } catch (error) {
      toastError('Ekspor gagal', errorText(error, 'Coba lagi'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={() => void exportAs('csv')} busy={busy === 'csv'}>
        Ekspor CSV
      </Button>
      <Button variant="secondary" onClick={() => void exportAs('xlsx')} busy={busy === 'xlsx'}>
        Ekspor Excel
      </Button>
      {canImport && (
        <Link to={paths.productImport} className={buttonClass('secondary')}>
          Impor
        </Link>
      )}
    </>
  );
}
