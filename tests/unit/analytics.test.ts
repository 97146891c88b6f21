import { describe, expect, it } from 'vitest';
import { niceCeiling } from '#admin/features/dashboard/analytics-format.ts';
import { TrackBeaconSchema, normalizeUtm } from '#shared/analytics/events.ts';

describe('normalizeUtm', () => {
  it.each([
    ['Instagram', 'instagram'],
    ['  Google   Ads ', 'google ads'],
    ['news\u0000letter\u200b', 'newsletter'],
    ['ｆａｃｅｂｏｏｋ', 'facebook'],
    ['x'.repeat(200), 'x'.repeat(80)],
    ['', ''],
    [42, ''],
    [undefined, ''],
  ])('%j → %j', (raw, expected) => {
    expect(normalizeUtm(raw)).toBe(expected);
  });
});

describe('TrackBeaconSchema', () => {
  it.each([
    [{ kind: 'chat' }, { kind: 'chat', productIds: [] }],
    [
      { kind: 'view', productIds: ['12'] },
      { kind: 'view', productIds: [12] },
    ],
    [
      { kind: 'quote', productIds: [3, '3', 4] },
      { kind: 'quote', productIds: [3, 4] },
    ],
    [
      { kind: 'order', productIds: [5], utm: { source: 'FB', campaign: 'Nov' } },
      { kind: 'order', productIds: [5], utm: { source: 'fb', medium: '', campaign: 'nov' } },
    ],
  ])('accepts %j', (input, parsed) => {
    expect(TrackBeaconSchema.parse(input)).toEqual(parsed);
  });

  it.each([
    ['an unknown kind', { kind: 'buy' }],
    ['a view without product', { kind: 'view' }],
    ['an order of two products', { kind: 'order', productIds: [1, 2] }],
    ['a quote without products', { kind: 'quote', productIds: [] }],
    ['id 0', { kind: 'view', productIds: [0] }],
    ['an id with a leading zero', { kind: 'view', productIds: ['012'] }],
    ['101 products', { kind: 'quote', productIds: Array.from({ length: 101 }, (_, i) => i + 1) }],
    ['a UTM value of 501 characters', { kind: 'chat', utm: { source: 'x'.repeat(501) } }],
  ])('refuses %s', (_label, input) => {
    expect(TrackBeaconSchema.safeParse(input).success).toBe(false);
  });
});

describe('niceCeiling (chart axis)', () => {
  it.each([
    [0, 4],
    [3, 4],
    [4, 4],
    [5, 8],
    [11, 20],
    [20, 20],
    [37, 40],
    [51, 80],
    [90, 100],
    [999, 1000],
    [1001, 2000],
  ])('%i → %i (gridlines at quarters, all whole numbers)', (max, ceiling) => {
    expect(niceCeiling(max)).toBe(ceiling);
    expect(Number.isInteger(ceiling / 4)).toBe(true);
  });
});
