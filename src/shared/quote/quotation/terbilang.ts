/*
 * An amount in Indonesian words ('terbilang'), as a formal quotation and an invoice write the total:
 * 1250000 → "satu juta dua ratus lima puluh ribu". Whole numbers only (rupiah has no cents here).
 */

const UNITS = ['', 'satu', 'dua', 'tiga', 'empat', 'lima', 'enam', 'tujuh', 'delapan', 'sembilan'];
const SCALES = ['', 'ribu', 'juta', 'miliar', 'triliun', 'kuadriliun'];

/** 0–999 in words; 'se-' forms for 1 before 'belas', 'puluh' and 'ratus'. */
function hundreds(value: number): string[] {
  const words: string[] = [];
  const hundred = Math.floor(value / 100);
  const rest = value % 100;
  if (hundred === 1) words.push('seratus');
  else if (hundred > 1) words.push(UNITS[hundred]!, 'ratus');
  if (rest === 10) words.push('sepuluh');
  else if (rest === 11) words.push('sebelas');
  else if (rest > 11 && rest < 20) words.push(UNITS[rest - 10]!, 'belas');
  else {
    const ten = Math.floor(rest / 10);
    const unit = rest % 10;
    if (ten > 1) words.push(UNITS[ten]!, 'puluh');
    if (unit > 0) words.push(UNITS[unit]!);
  }
  return words;
}

/** 1250000 → "satu juta dua ratus lima puluh ribu"; 0 → "nol"; negative amounts start with "minus". */
export function terbilang(amount: number): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`terbilang needs a whole number, got ${amount}`);
  if (amount === 0) return 'nol';
  if (amount < 0) return `minus ${terbilang(-amount)}`;
  const groups: number[] = [];
  for (let rest = amount; rest > 0; rest = Math.floor(rest / 1000)) groups.push(rest % 1000);
  const words: string[] = [];
  for (let scale = groups.length - 1; scale >= 0; scale--) {
    const group = groups[scale]!;
    if (group === 0) continue;
    // 1,000 is "seribu", but 1,000,000 is "satu juta".
    if (scale === 1 && group === 1) words.push('seribu');
    else words.push(...hundreds(group), SCALES[scale]!);
  }
  return words.filter(Boolean).join(' ');
}

/** The total as a letter writes it: "Satu juta dua ratus lima puluh ribu rupiah". */
export function terbilangRupiah(amount: number): string {
  const words = `${terbilang(amount)} rupiah`;
  return words.charAt(0).toUpperCase() + words.slice(1);
}
