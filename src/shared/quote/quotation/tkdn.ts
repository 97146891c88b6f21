/*
 * The offer's domestic content: a catalogue line carries its product's TKDN (the certified figure,
 * without BMP), and the letter states the offer's TKDN weighted by line value when every line that
 * has an amount carries one. Worked in tenths of a percent with BigInt, so no binary fraction ever
 * decides the last digit.
 */

export interface TkdnLine {
  /** The line's amount after its discount, whole rupiah. */
  net: number;
  /** The product's TKDN in percent (one decimal), or null for a free line or an unknown TKDN. */
  tkdn_percent: number | null;
}

/**
 * Σ(net × TKDN) ÷ Σ(net), one decimal, rounded half up; null when a line with an amount has no TKDN
 * or the offer has no amount at all. A line of Rp 0 weighs nothing, so it neither counts nor blocks.
 */
export function combinedTkdn(lines: readonly TkdnLine[]): number | null {
  let weighted = 0n;
  let total = 0n;
  for (const line of lines) {
    if (line.net === 0) continue;
    if (line.tkdn_percent === null) return null;
    weighted += BigInt(line.net) * BigInt(Math.round(line.tkdn_percent * 10));
    total += BigInt(line.net);
  }
  if (total === 0n) return null;
  return Number((weighted * 2n + total) / (total * 2n)) / 10;
}
