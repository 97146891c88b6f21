import { describe, expect, it } from 'vitest';
import { businessHoursNote, isOpen, nextOpening } from '#shared/whatsapp/business-hours.ts';
import { addDays, jakartaDayEnd, jakartaTime } from '#shared/common/jakarta-time.ts';
import { BusinessHoursSchema, type BusinessHours } from '#shared/settings/routing.ts';
import { SettingsSchema } from '#shared/settings/schema.ts';
import { rotationNumbers, routeQuoteNumber, routeWhatsAppNumber } from '#shared/whatsapp/routing.ts';

const SITE = '6281100000000';
const CATEGORY = '6281200000000';
const PRODUCT = '6281300000000';
const SALES = ['6281400000001', '6281400000002', '6281400000003'];

describe('rotationNumbers', () => {
  const full = {
    whatsapp_number: SITE,
    category_whatsapp: [{ category_id: 7, number: CATEGORY }],
    sales_numbers: SALES,
  };
  it.each([
    ['the product’s own number: no rotation', full, { productNumber: PRODUCT, categoryId: 8 }, []],
    ['its category’s number: no rotation', full, { productNumber: '', categoryId: 7 }, []],
    ['a category without a number: the sales numbers', full, { productNumber: '', categoryId: 8 }, SALES],
    ['no sales numbers: none', { whatsapp_number: SITE }, { categoryId: 8 }, []],
  ])('%s', (_label, settings, target, expected) => {
    expect(rotationNumbers(settings, target)).toEqual(expected);
  });

  it('picking among them by the seed is the route’s own pick', () => {
    for (const seed of [0, 1, 2, 3, 4]) {
      const sales = rotationNumbers(full, { categoryId: 8 });
      expect(routeWhatsAppNumber({ whatsapp_number: PRODUCT, sales_numbers: sales }, {}, seed)).toBe(
        routeWhatsAppNumber(full, { categoryId: 8 }, seed),
      );
    }
  });
});

describe('routeWhatsAppNumber', () => {
  const full = {
    whatsapp_number: SITE,
    category_whatsapp: [{ category_id: 7, number: CATEGORY }],
    sales_numbers: SALES,
  };
  it.each([
    ['the product’s own number wins', full, { productNumber: PRODUCT, categoryId: 7 }, 0, PRODUCT],
    ['else its category’s number', full, { productNumber: '', categoryId: 7 }, 0, CATEGORY],
    ['a category without a number rotates among sales', full, { productNumber: '', categoryId: 8 }, 4, SALES[1]],
    ['a chat (no product) rotates among sales', full, {}, 2, SALES[2]],
    ['the seed picks sales[seed % n]', full, {}, 3, SALES[0]],
    ['a negative seed still picks one', full, {}, -4, SALES[1]],
    ['no sales numbers: the site number', { whatsapp_number: SITE }, { categoryId: 8 }, 5, SITE],
    [
      'empty lists: the site number',
      { whatsapp_number: SITE, category_whatsapp: [], sales_numbers: [] },
      { categoryId: 7 },
      1,
      SITE,
    ],
    ['nothing configured: empty (WhatsApp opens without a recipient)', { whatsapp_number: '' }, {}, 1, ''],
  ])('%s', (_label, settings, target, seed, expected) => {
    expect(routeWhatsAppNumber(settings, target, seed)).toBe(expected);
  });

  it('the same seed always gives the same number (a visit keeps its salesperson)', () => {
    const picks = new Set(Array.from({ length: 20 }, () => routeWhatsAppNumber(full, {}, 12345)));
    expect(picks.size).toBe(1);
  });

  it('seeds spread visitors over every sales number', () => {
    const picks = new Set(Array.from({ length: 30 }, (_, seed) => routeWhatsAppNumber(full, {}, seed)));
    expect([...picks].sort()).toEqual(SALES);
  });
});

describe('routeQuoteNumber', () => {
  const settings = {
    whatsapp_number: SITE,
    category_whatsapp: [
      { category_id: 1, number: CATEGORY },
      { category_id: 2, number: '6281500000000' },
    ],
    sales_numbers: SALES,
  };
  it('items that all route to one number use it', () => {
    expect(routeQuoteNumber(settings, [{ categoryId: 1 }, { categoryId: 1 }], 0)).toBe(CATEGORY);
  });
  it('items of categories with different numbers go to the rotation', () => {
    expect(routeQuoteNumber(settings, [{ categoryId: 1 }, { categoryId: 2 }], 1)).toBe(SALES[1]);
  });
  it('without sales numbers, mixed items go to the site number', () => {
    expect(routeQuoteNumber({ ...settings, sales_numbers: [] }, [{ categoryId: 1 }, { categoryId: 2 }], 1)).toBe(SITE);
  });
});

/** An instant given as Jakarta wall time (WIB = UTC+7). */
const wib = (date: string, time: string) => new Date(`${date}T${time}:00+07:00`);
// 2026-11-23 is a Monday.
const weekdays: BusinessHours = { enabled: true, days: [1, 2, 3, 4, 5], open: '08:00', close: '17:00' };

describe('jakartaTime', () => {
  it.each([
    ['2026-11-23T16:59:59Z', '2026-11-23', 1, 23 * 60 + 59],
    ['2026-11-23T17:00:00Z', '2026-11-24', 2, 0],
    ['2026-06-30T23:30:00Z', '2026-07-01', 3, 6 * 60 + 30],
    // No daylight saving: March and October are UTC+7 like the rest of the year.
    ['2026-03-29T01:00:00Z', '2026-03-29', 0, 8 * 60],
    ['2026-10-25T01:00:00Z', '2026-10-25', 0, 8 * 60],
  ])('%s is %s (weekday %i) at minute %i', (instant, date, weekday, minutes) => {
    expect(jakartaTime(new Date(instant))).toEqual({ date, weekday, minutes });
  });

  it('days add across months and years; a day ends at 17:00 UTC', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(jakartaDayEnd('2026-11-23').toISOString()).toBe('2026-11-23T17:00:00.000Z');
  });
});

describe('business hours', () => {
  it.each([
    ['Monday 07:59', wib('2026-11-23', '07:59'), false],
    ['Monday 08:00 (opening minute)', wib('2026-11-23', '08:00'), true],
    ['Monday 16:59', wib('2026-11-23', '16:59'), true],
    ['Monday 17:00 (closing minute)', wib('2026-11-23', '17:00'), false],
    ['Saturday noon', wib('2026-11-28', '12:00'), false],
    ['Friday 10:00 seen from a UTC clock (03:00Z)', new Date('2026-11-27T03:00:00Z'), true],
  ])('%s → open %s', (_label, now, open) => {
    expect(isOpen(weekdays, now)).toBe(open);
  });

  it('hours switched off: always open, never a note', () => {
    const off = { ...weekdays, enabled: false };
    expect(isOpen(off, wib('2026-11-28', '03:00'))).toBe(true);
    expect(businessHoursNote(off, wib('2026-11-28', '03:00'), 'en')).toBeNull();
    expect(businessHoursNote(undefined, wib('2026-11-28', '03:00'), 'id')).toBeNull();
  });

  it.each([
    [
      'before opening on a working day',
      wib('2026-11-23', '06:30'),
      'en',
      'Outside business hours: we reply today from 08:00 WIB. You can still send your message now.',
    ],
    [
      'after closing on a Monday',
      wib('2026-11-23', '17:00'),
      'en',
      'Outside business hours: we reply tomorrow from 08:00 WIB. You can still send your message now.',
    ],
    [
      'Friday evening',
      wib('2026-11-27', '20:00'),
      'en',
      'Outside business hours: we reply from Monday 08:00 WIB. You can still send your message now.',
    ],
    [
      'Saturday',
      wib('2026-11-28', '09:00'),
      'en',
      'Outside business hours: we reply from Monday 08:00 WIB. You can still send your message now.',
    ],
    [
      'Sunday late evening (next day is Monday)',
      wib('2026-11-29', '23:59'),
      'en',
      'Outside business hours: we reply tomorrow from 08:00 WIB. You can still send your message now.',
    ],
    [
      'Friday evening, in Indonesian',
      wib('2026-11-27', '20:00'),
      'id',
      'Di luar jam kerja: kami membalas hari Senin mulai pukul 08.00 WIB. Pesan tetap bisa dikirim sekarang.',
    ],
    [
      'early morning, in Indonesian',
      wib('2026-11-24', '05:00'),
      'id',
      'Di luar jam kerja: kami membalas hari ini mulai pukul 08.00 WIB. Pesan tetap bisa dikirim sekarang.',
    ],
    [
      'evening, in Indonesian',
      wib('2026-11-24', '18:00'),
      'id',
      'Di luar jam kerja: kami membalas besok mulai pukul 08.00 WIB. Pesan tetap bisa dikirim sekarang.',
    ],
  ] as const)('%s', (_label, now, lang, text) => {
    expect(businessHoursNote(weekdays, now, lang)).toBe(text);
  });

  it('no note while open', () => {
    expect(businessHoursNote(weekdays, wib('2026-11-23', '12:00'), 'en')).toBeNull();
  });

  it('a single working day a week: the next one is six or seven days ahead', () => {
    const wednesdays = { ...weekdays, days: [3] };
    expect(nextOpening(wednesdays, wib('2026-11-25', '18:00'))).toEqual({ inDays: 7, weekday: 3 });
    expect(nextOpening(wednesdays, wib('2026-11-26', '09:00'))).toEqual({ inDays: 6, weekday: 3 });
  });
});

describe('routing settings schema', () => {
  const base = {
    whatsapp_number: '0812 1111 2222',
    whatsapp_template: 'Halo',
    company_name: 'RawLab',
    company_email: 'info@rawlab.co.id',
    company_phone: '021',
    company_address: 'Jakarta',
  };

  it('normalises category and sales numbers like the main number, and drops duplicate sales numbers', () => {
    const parsed = SettingsSchema.parse({
      ...base,
      category_whatsapp: [{ category_id: 3, number: '0813-2222-3333' }],
      sales_numbers: ['+62 814 1111 0001', '0814-1111-0001', '0814 1111 0002'],
    });
    expect(parsed.category_whatsapp).toEqual([{ category_id: 3, number: '6281322223333' }]);
    expect(parsed.sales_numbers).toEqual(['6281411110001', '6281411110002']);
  });

  it('absent routing fields stay absent (a save without them keeps what is stored)', () => {
    const parsed = SettingsSchema.parse(base);
    expect(parsed.category_whatsapp).toBeUndefined();
    expect(parsed.sales_numbers).toBeUndefined();
    expect(parsed.business_hours).toBeUndefined();
  });

  it.each([
    ['a number that is not a phone number', { sales_numbers: ['call me'] }],
    ['eleven sales numbers', { sales_numbers: Array.from({ length: 11 }, (_, i) => `62814111100${10 + i}`) }],
    [
      'two numbers for one category',
      {
        category_whatsapp: [
          { category_id: 1, number: '081211112222' },
          { category_id: 1, number: '081211113333' },
        ],
      },
    ],
    ['a category id that is not positive', { category_whatsapp: [{ category_id: 0, number: '081211112222' }] }],
  ])('refuses %s', (_label, extra) => {
    expect(SettingsSchema.safeParse({ ...base, ...extra }).success).toBe(false);
  });

  it.each([
    ['closing before opening', { enabled: true, days: [1], open: '17:00', close: '08:00' }],
    ['a time that is not HH:MM', { enabled: true, days: [1], open: '8:00', close: '17:00' }],
    ['hours on with no day', { enabled: true, days: [], open: '08:00', close: '17:00' }],
    ['a weekday out of range', { enabled: true, days: [7], open: '08:00', close: '17:00' }],
  ])('business hours refuse %s', (_label, hours) => {
    expect(BusinessHoursSchema.safeParse(hours).success).toBe(false);
  });

  it('business hours sort and de-duplicate days', () => {
    expect(
      BusinessHoursSchema.parse({ enabled: true, days: [5, 1, 1, 3], open: '08:00', close: '17:00' }).days,
    ).toEqual([1, 3, 5]);
  });
});
