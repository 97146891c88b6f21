import { describe, expect, it } from 'vitest';
import { ProductFieldsSchema } from '#shared/product/fields.ts';
import { applySchedule, isoFromWibInput, isScheduled, wibInputValue } from '#shared/product/schedule.ts';

const NOW = new Date('2026-12-01T00:00:00.000Z');
const BEFORE = '2026-11-30T23:00:00.000Z';
const AFTER = '2026-12-01T01:00:00.000Z';
const LATER = '2026-12-01T02:00:00.000Z';

describe('applySchedule', () => {
  it.each([
    ['nothing scheduled: as it is', { status: 'draft', publish_at: '', unpublish_at: '' }, { status: 'draft' }],
    [
      'publish time ahead: kept a draft',
      { status: 'published', publish_at: AFTER, unpublish_at: '' },
      { status: 'draft', publish_at: AFTER },
    ],
    [
      'publish time passed: published, time cleared',
      { status: 'draft', publish_at: BEFORE, unpublish_at: '' },
      { status: 'published', publish_at: '' },
    ],
    [
      'unpublish time ahead: stays published',
      { status: 'published', publish_at: '', unpublish_at: AFTER },
      { status: 'published', unpublish_at: AFTER },
    ],
    [
      'unpublish time passed: a draft, time cleared',
      { status: 'published', publish_at: '', unpublish_at: BEFORE },
      { status: 'draft', unpublish_at: '' },
    ],
    [
      'publish passed, unpublish ahead: published until then',
      { status: 'draft', publish_at: BEFORE, unpublish_at: LATER },
      { status: 'published', publish_at: '', unpublish_at: LATER },
    ],
    [
      'both passed, publish first: the window is over',
      { status: 'draft', publish_at: '2026-11-30T20:00:00.000Z', unpublish_at: BEFORE },
      { status: 'draft', publish_at: '', unpublish_at: '' },
    ],
    [
      'both passed, unpublish first: published again',
      { status: 'published', publish_at: BEFORE, unpublish_at: '2026-11-30T20:00:00.000Z' },
      { status: 'published', publish_at: '', unpublish_at: '' },
    ],
  ] as const)('%s', (_, product, expected) => {
    expect(applySchedule(product, NOW)).toMatchObject(expected);
  });

  it('a scheduled product is a draft with a publish time', () => {
    expect(isScheduled({ status: 'draft', publish_at: AFTER })).toBe(true);
    expect(isScheduled({ status: 'draft', publish_at: '' })).toBe(false);
    expect(isScheduled({ status: 'published', publish_at: AFTER })).toBe(false);
  });
});

describe('WIB in the form, ISO 8601 in the record', () => {
  it.each([
    ['2026-12-01T07:30', '2026-12-01T07:30:00+07:00', '2026-12-01T00:30:00.000Z'],
    ['2027-01-01T00:00', '2027-01-01T00:00:00+07:00', '2026-12-31T17:00:00.000Z'],
  ])('%s WIB', (typed, sent, stored) => {
    expect(isoFromWibInput(typed)).toBe(sent);
    expect(ProductFieldsSchema.shape.publish_at.parse(sent)).toBe(stored);
    expect(wibInputValue(stored)).toBe(typed);
  });

  it.each(['', '2026-12-01', 'besok'])('a half-typed input %j means no time', (typed) => {
    expect(isoFromWibInput(typed)).toBe('');
  });

  it.each(['2026-12-01', 'besok', '2026-12-01T07:30', '2026-13-45T07:30:00Z'])('%j is no instant: refused', (value) => {
    expect(ProductFieldsSchema.shape.publish_at.safeParse(value).success).toBe(false);
  });
});
