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
