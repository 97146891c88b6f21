import { describe, expect, it } from 'vitest';
import { caretAfterDigits, regroup } from '#components/catalogue/grouped-digits.ts';
import { activeFilterCount } from '#components/catalogue/CatalogueFilters.tsx';
import { DEFAULT_QUERY } from '#components/catalogue/catalogue-state.ts';

/*
 * The catalogue's price boxes: the amount grouped by dots while typing, read back as a number, the
 * caret after the same digit; and the phone's 'Filter' button count.
 */

describe('regroup', () => {
  it.each([
    ['1', 1, '1', 1, 1],
    ['1000', 4, '1.000', 1000, 5],
    ['10000000', 8, '10.000.000', 10_000_000, 10],
    // A digit typed in the middle ("10|.000.000" + 5): the caret stays right after it.
    ['105.000.000', 3, '105.000.000', 105_000_000, 3],
    ['1050.000.000', 4, '1.050.000.000', 1_050_000_000, 5],
    // A dot deleted: the same amount, the caret before the dot it passed.
    ['10000.000', 2, '10.000.000', 10_000_000, 2],
    // Pasted with a prefix and dots, or letters: only the digits count.
    ['Rp 2.500.000', 12, '2.500.000', 2_500_000, 9],
    ['12a3', 4, '123', 123, 3],
    ['', 0, '', null, 0],
    ['abc', 3, '', null, 0],
    // Leading zeros go.
    ['0012', 4, '12', 12, 2],
  ])('%j (caret %i) → %j = %j, caret %i', (typed, caret, text, value, at) => {
    expect(regroup(typed, caret)).toEqual({ text, value, caret: at });
  });

  it('keeps at most 13 digits', () => {
    expect(regroup('12345678901234567', 17).value).toBe(1_234_567_890_123);
  });

  it('places a caret after the n-th digit', () => {
    expect(caretAfterDigits('1.050.000', 0)).toBe(0);
    expect(caretAfterDigits('1.050.000', 1)).toBe(1);
    expect(caretAfterDigits('1.050.000', 2)).toBe(3);
    expect(caretAfterDigits('1.050.000', 99)).toBe(9);
  });
});

describe('the Filter button count', () => {
  it('counts category, in stock, each price bound and each specification, not the search', () => {
    expect(activeFilterCount({ ...DEFAULT_QUERY, q: 'ph' })).toBe(0);
    expect(
      activeFilterCount({
        ...DEFAULT_QUERY,
        category: 'microscopes',
        inStock: true,
        minPrice: 0,
        maxPrice: 10_000_000,
        specs: { spec_warranty: '1 year', spec_display: 'LCD' },
      }),
    ).toBe(6);
  });
});
