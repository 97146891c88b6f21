import { describe, expect, it } from 'vitest';
import { addMonths, instrumentDates } from '#shared/service/instrument-dates.ts';
import { InstrumentFieldsSchema, normalizeSerial } from '#shared/service/instrument.ts';

describe('addMonths: a day the month lacks is its last day', () => {
  it.each([
    ['2024-01-31', 1, '2024-02-29'],
    ['2023-01-31', 1, '2023-02-28'],
    ['2024-02-29', 12, '2025-02-28'],
    ['2024-02-29', 48, '2028-02-29'],
    ['2024-03-31', 1, '2024-04-30'],
    ['2024-12-31', 2, '2025-02-28'],
    ['2024-11-15', 3, '2025-02-15'],
    ['2024-01-15', 0, '2024-01-15'],
    ['2099-12-31', 12, '2100-12-31'],
    ['2099-01-29', 13, '2100-02-28'],
  ])('%s + %i months = %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });
});

/** 17:00 UTC is already the next day in Jakarta (UTC+7). */
const at = (iso: string) => new Date(iso);

describe('instrumentDates', () => {
  const unit = { delivered_on: '2024-01-31', warranty_months: 1, calibration_interval_months: 12 };

  it('the warranty covers its last day inclusive, judged by the Jakarta calendar', () => {
    // 2024-02-29 16:59 UTC is 23:59 in Jakarta: still covered.
    expect(instrumentDates(unit, at('2024-02-29T16:59:00Z'))).toEqual({
      warranty_until: '2024-02-29',
      warranty_active: true,
      calibration_due: '2025-01-31',
    });
    // 17:00 UTC is 00:00 on 1 March in Jakarta: ended, though it is still 29 February in UTC.
    expect(instrumentDates(unit, at('2024-02-29T17:00:00Z')).warranty_active).toBe(false);
  });

  it('a 2023 delivery on the 31st ends its one-month warranty on 28 February', () => {
    expect(instrumentDates({ ...unit, delivered_on: '2023-01-31' }, at('2023-02-28T05:00:00Z'))).toMatchObject({
      warranty_until: '2023-02-28',
      warranty_active: true,
    });
  });

  it('calibration falls due from the last calibration when there is one, else from delivery', () => {
    expect(instrumentDates({ ...unit, last_calibrated_on: '2024-02-29' }, at('2024-03-01T00:00:00Z'))).toMatchObject({
      calibration_due: '2025-02-28',
    });
    expect(instrumentDates({ ...unit, last_calibrated_on: null }, at('2024-03-01T00:00:00Z')).calibration_due).toBe(
      '2025-01-31',
    );
  });

  it('no warranty and no calibration: null dates, not active', () => {
    expect(
      instrumentDates({ ...unit, warranty_months: 0, calibration_interval_months: 0 }, at('2024-02-01T00:00:00Z')),
    ).toEqual({ warranty_until: null, warranty_active: false, calibration_due: null });
  });
});

describe('serial numbers', () => {
  it.each([
    ['  sn 2024 001 ', 'SN2024001'],
    ['ph700-a1', 'PH700-A1'],
    ['Ab\tcd', 'ABCD'],
  ])('%j is stored as %j', (typed, expected) => {
    expect(normalizeSerial(typed)).toBe(expected);
  });

  const fields = {
    product_id: 1,
    serial_number: ' sn-01 ',
    customer: { name: 'Lab Uji', email: '', phone: '0812-8880-4512' },
    delivered_on: '2024-02-29',
    warranty_months: 12,
  };

  it('the schema normalises the serial and the phone, and defaults the calibration interval to 12 months', () => {
    expect(InstrumentFieldsSchema.parse(fields)).toMatchObject({
      serial_number: 'SN-01',
      customer: { name: 'Lab Uji', institution: '', email: '', phone: '6281288804512' },
      calibration_interval_months: 12,
      last_calibrated_on: null,
      quotation_reference: null,
    });
  });

  it.each([
    [{ serial_number: '   ' }, 'serial_number', 'Nomor seri wajib diisi'],
    [{ serial_number: 'SN#1' }, 'serial_number', 'Nomor seri hanya boleh huruf, angka, dan tanda . _ / -'],
    [{ delivered_on: '2023-02-29' }, 'delivered_on', 'Tanggal kirim tidak valid'],
    [{ delivered_on: '29/02/2024' }, 'delivered_on', 'Tanggal kirim harus berformat TTTT-BB-HH'],
    [{ warranty_months: -1 }, 'warranty_months', 'Masa garansi tidak boleh negatif'],
    [
      { last_calibrated_on: '2024-01-01' },
      'last_calibrated_on',
      'Tanggal kalibrasi terakhir tidak boleh sebelum tanggal kirim',
    ],
  ])('%j is refused on %s in Indonesian', (change, path, message) => {
    const parsed = InstrumentFieldsSchema.safeParse({ ...fields, ...change });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([path, message]);
  });
});
