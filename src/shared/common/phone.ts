/*
 * Indonesian phone numbers as people type them: "0812-8880-4512",
 * "+62 812 8880 4512", "(0812) 8880 4512", "62 812…" all mean 6281288804512, the form WhatsApp's
 * click-to-chat links need (digits, country code 62, no plus, no leading 0).
 */

/** The 62… form of a typed number; text that is not a phone number comes back trimmed, for the schema to refuse. */
export function normalizePhone(text: string): string {
  const trimmed = text.trim();
  // Separators people type between digit groups; anything else (letters, #, *) is not ours to fix.
  if (!/^\+?[\d\s\-.()/]+$/.test(trimmed)) return trimmed;
  const digits = trimmed.replace(/\D/g, '');
  const international = trimmed.startsWith('+') || digits.startsWith('00');
  if (international) return digits.replace(/^00/, '');
  if (digits.startsWith('62')) return digits;
  if (digits.startsWith('0')) return `62${digits.slice(1)}`;
  // A mobile number written without its trunk 0 ("812 8880 4512").
  if (digits.startsWith('8')) return `62${digits}`;
  return digits;
}

// Two-digit area codes of the big cities; every other Indonesian area code has three digits.
const TWO_DIGIT_AREAS = new Set(['21', '22', '24', '31', '61']);

/** The subscriber part: four digits, a hyphen, the rest ("34567890" → "3456-7890"); five or fewer stay whole. */
const subscriber = (digits: string) => (digits.length > 5 ? `${digits.slice(0, 4)}-${digits.slice(4)}` : digits);

/**
 * A stored number as people write it in Indonesia: a mobile `6281234567890` reads `0812-3456-7890`,
 * a Jakarta line `622150931188` reads `021-5093-1188`; a foreign number keeps its plus
 * (`+65 61234567`). Quotes, contacts and CSV exports all show numbers through this one function, so
 * a number reads the same everywhere; anything that is not a stored number comes back as it is.
 */
export function formatPhone(stored: string): string {
  const digits = stored.trim();
  if (!/^\d{7,15}$/.test(digits)) return stored.trim();
  if (!digits.startsWith('62')) return `+${digits.slice(0, 2)} ${digits.slice(2)}`;
  const national = digits.slice(2);
  if (national.startsWith('8')) return `0${national.slice(0, 3)}-${subscriber(national.slice(3))}`;
  const area = TWO_DIGIT_AREAS.has(national.slice(0, 2)) ? 2 : 3;
  return `0${national.slice(0, area)}-${subscriber(national.slice(area))}`;
}
