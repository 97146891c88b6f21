import { formatIdDate } from '#shared/common/format.ts';
import type { InstrumentView } from '#shared/service/instrument.ts';
import type { CardLayout, ListColumn } from '#admin/components/list/data-list.tsx';
import { Button } from '#admin/components/ui/button.tsx';

const day = (date: string | null) => (date ? formatIdDate(`${date}T12:00:00+07:00`) : '—');

function Warranty({ instrument }: { instrument: InstrumentView }) {
  if (!instrument.warranty_until) return <span className="text-slate-500">Tanpa garansi</span>;
  return instrument.warranty_active ? (
    <span className="text-emerald-700">Aktif s.d. {day(instrument.warranty_until)}</span>
  ) : (
    <span className="text-slate-500">Berakhir {day(instrument.warranty_until)}</span>
  );
}

/** The instrument list's columns; the phone card shows the same fields. */
export function instrumentColumns(onEdit: (instrument: InstrumentView) => void): ListColumn<InstrumentView>[] {
  return [
    {
      title: 'No',
      className: 'px-4 py-3 sm:pl-6',
      cellClassName: 'tabular-nums text-slate-500',
      cell: (_, { number }) => number,
    },
    {
      title: 'Nomor seri',
      className: 'px-3 py-3',
      cellClassName: 'font-mono font-medium text-slate-900',
      cell: (instrument) => instrument.serial_number,
    },
    {
      title: 'Produk',
      className: 'px-3 py-3',
      cell: (instrument) => instrument.product?.name ?? `Produk #${instrument.product_id} (dihapus)`,
    },
    {
      title: 'Pelanggan',
      className: 'px-3 py-3',
      cell: (instrument) => (
        <>
          <span className="block text-slate-900">{instrument.customer.name}</span>
          {instrument.customer.institution && (
            <span className="block text-xs text-slate-500">{instrument.customer.institution}</span>
          )}
        </>
      ),
    },
    {
      title: 'Garansi',
      className: 'px-3 py-3',
      cellClassName: 'whitespace-nowrap',
      cell: (instrument) => <Warranty instrument={instrument} />,
    },
    {
      title: 'Kalibrasi berikutnya',
      className: 'px-3 py-3',
      cellClassName: 'whitespace-nowrap text-slate-700',
      cell: (instrument) => day(instrument.calibration_due),
    },
    {
      title: 'Aksi',
      className: 'px-4 py-3 text-right sm:pr-6',
      cell: (instrument, { layout }) => (
        <Button
          variant="secondary"
          size={layout === 'card' ? 'touch' : 'sm'}
          onClick={() => onEdit(instrument)}
          aria-label={`Ubah instrumen SN ${instrument.serial_number}`}
        >
          Ubah
        </Button>
      ),
    },
  ];
}

export const instrumentCard: CardLayout<InstrumentView> = {
  title: (instrument) => <span className="font-mono">{instrument.serial_number}</span>,
  fields: ['Produk', 'Pelanggan', 'Garansi', 'Kalibrasi berikutnya'],
  actions: 'Aksi',
};
