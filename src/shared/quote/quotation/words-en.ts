/*
 * An amount in English words, as an English quotation writes its total beside the Indonesian
 * terbilang: 4474688 → "four million four hundred seventy-four thousand six hundred eighty-eight".
 * Whole numbers only (rupiah has no cents here); short scale (billion = 10⁹), as the terbilang's miliar.
 */

const ONES = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES = ['', 'thousand', 'million', 'billion', 'trillion', 'quadrillion'];

/** 0–999 in words. */
function hundreds(value: number): string[] {
  const words: string[] = [];
  const hundred = Math.floor(value / 100);
  const rest = value % 100;
  if (hundred > 0) words.push(ONES[hundred]!, 'hundred');
  if (rest >= 20) words.push(rest % 10 ? `${TENS[Math.floor(rest / 10)]}-${ONES[rest % 10]}` : TENS[rest / 10]!);
  else if (rest > 0) words.push(ONES[rest]!);
  return words;
}

/** 1250000 → "one million two hundred fifty thousand"; 0 → "zero"; negative amounts start with "minus". */
export function amountInWords(amount: number): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`amountInWords needs a whole number, got ${amount}`);
  if (amount === 0) return 'zero';
  if (amount < 0) return `minus ${amountInWords(-amount)}`;
  const groups: number[] = [];
  for (let rest = amount; rest > 0; rest = Math.floor(rest / 1000)) groups.push(rest % 1000);
  const words: string[] = [];
  for (let scale = groups.length - 1; scale >= 0; scale--) {
    if (groups[scale] === 0) continue;
    words.push(...hundreds(groups[scale]!), SCALES[scale]!);
  }
  return words.filter(Boolean).join(' ');
}

/** The total as an English letter writes it: "Four million … eighty-eight rupiah". */
export function amountInWordsRupiah(amount: number): string {
  const words = `${amountInWords(amount)} rupiah`;
  return words.charAt(0).toUpperCase() + words.slice(1);
}
