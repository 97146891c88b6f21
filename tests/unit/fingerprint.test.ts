import { describe, expect, it } from 'vitest';
import { canonicalJson, fingerprint } from '#shared/common/fingerprint.ts';

describe('canonicalJson', () => {
  it.each([
    [
      'keys sorted at every depth',
      { b: 1, a: { d: [1, { f: 2, e: 3 }], c: null } },
      '{"a":{"c":null,"d":[1,{"e":3,"f":2}]},"b":1}',
    ],
    ['undefined fields left out, as JSON does', { a: undefined, b: 'x' }, '{"b":"x"}'],
    ['undefined in an array is null, as JSON does', [1, undefined], '[1,null]'],
    ['strings escaped as JSON', { 'k"': 'a\nb' }, '{"k\\"":"a\\nb"}'],
    ['plain values', 12.5, '12.5'],
  ])('%s', (_label, value, expected) => {
    expect(canonicalJson(value)).toBe(expected);
  });
});

describe('fingerprint', () => {
  const product = { id: 3, name: 'pH meter', price: 1_250_000, related: [{ id: 4, stock: 2 }] };

  it('is the same whatever order the keys come in', () => {
    expect(fingerprint({ related: [{ stock: 2, id: 4 }], price: 1_250_000, name: 'pH meter', id: 3 })).toBe(
      fingerprint(product),
    );
  });

  it.each([
    ['a price', { ...product, price: 1_250_001 }],
    ['a related card’s stock', { ...product, related: [{ id: 4, stock: 1 }] }],
    ['a text', { ...product, name: 'pH Meter' }],
    ['a field added', { ...product, whatsapp_number: '' }],
  ])('changes with %s', (_label, changed) => {
    expect(fingerprint(changed)).not.toBe(fingerprint(product));
  });
});
