import { formatPhone } from '#shared/common/phone.ts';
import type { InstrumentFieldsInput, InstrumentView, StoredInstrument } from '#shared/service/instrument.ts';

/*
 * The instruments file (CSV or XLSX), one row per instrument, columns named in the header row:
 *
 *   sku | serial_number | customer_name | customer_institution | customer_email | customer_phone
 *     | delivered_on | warranty_months | calibration_interval_months | last_calibrated_on
 *     | quotation_reference | product_name | warranty_until | calibration_due
 *
 * A row is keyed by the product's SKU and the serial number: an instrument with both is updated (only
 * the columns the file has change), any other row is a new instrument. The last three columns are
 * what the export computes for a reader; an import reads past them.
 */

export interface ImportColumn {
  header: string;
  /** Where the cell goes in the instrument's fields. */
  set: (fields: InstrumentFieldsInput, value: string | number | null) => void;
  get: (instrument: Omit<StoredInstrument, 'certificates'>) => string | number;
}

const customer = (fields: InstrumentFieldsInput) => fields.customer as Record<string, unknown>;

export const KEY_COLUMNS = ['sku', 'serial_number'] as const;

export const DATA_COLUMNS: readonly ImportColumn[] = [
  {
    header: 'customer_name',
    set: (fields, value) => (customer(fields).name = value ?? ''),
    get: (instrument) => instrument.customer.name,
  },
  {
    header: 'customer_institution',
    set: (fields, value) => (customer(fields).institution = value ?? ''),
    get: (instrument) => instrument.customer.institution,
  },
  {
    header: 'customer_email',
    set: (fields, value) => (customer(fields).email = value ?? ''),
    get: (instrument) => instrument.customer.email,
  },
  {
    header: 'customer_phone',
    set: (fields, value) => (customer(fields).phone = value === null ? '' : String(value)),
    get: (instrument) => (instrument.customer.phone ? formatPhone(instrument.customer.phone) : ''),
  },
  {
    header: 'delivered_on',
    set: (fields, value) => (fields.delivered_on = value as string),
    get: (instrument) => instrument.delivered_on,
  },
  {
    header: 'warranty_months',
    set: (fields, value) => (fields.warranty_months = value as number),
    get: (instrument) => instrument.warranty_months,
  },
  {
    header: 'calibration_interval_months',
    set: (fields, value) => (fields.calibration_interval_months = value as number),
    get: (instrument) => instrument.calibration_interval_months,
  },
  {
    header: 'last_calibrated_on',
    set: (fields, value) => (fields.last_calibrated_on = value === null ? null : String(value)),
    get: (instrument) => instrument.last_calibrated_on ?? '',
  },
  {
    header: 'quotation_reference',
    set: (fields, value) => (fields.quotation_reference = value === null ? null : String(value)),
    get: (instrument) => instrument.quotation_reference ?? '',
  },
];

/** Written by the export for a reader, read past by an import. */
export const COMPUTED_COLUMNS = ['product_name', 'warranty_until', 'calibration_due'] as const;

export const FILE_HEADER = [...KEY_COLUMNS, ...DATA_COLUMNS.map((column) => column.header), ...COMPUTED_COLUMNS];

/** The export's row of an instrument. */
export function fileRow(instrument: InstrumentView, sku: string): (string | number)[] {
  return [
    sku,
    instrument.serial_number,
    ...DATA_COLUMNS.map((column) => column.get(instrument)),
    instrument.product?.name ?? '',
    instrument.warranty_until ?? '',
    instrument.calibration_due ?? '',
  ];
}
