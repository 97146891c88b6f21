/*
 * How the activity log names a field and writes its values for an admin: the field's Indonesian label
 * and the kind of value it holds (money, a date, yes/no, a list of so many items…). A model that owns
 * its fields' words (the settings' schema) hands them to the log's answers, so the admin's screens
 * name no field of that model themselves. No zod here: the admin's activity screens import it.
 */

export type ValueKind =
  | 'text'
  | 'money'
  | 'count'
  | 'percent'
  | 'instant'
  | 'date'
  | 'yesno'
  | 'phone'
  | 'category'
  | 'words'
  | 'items'
  /** Stored values and their names ('draft' → 'Draf'). */
  | Readonly<Record<string, string>>;

export interface FieldWords {
  label: string;
  kind?: ValueKind;
  /** What one item of a list is called ('gambar', 'baris'). */
  unit?: string;
}
