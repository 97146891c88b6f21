/** What every API error answers with: a message, and the fields' own messages for a form. */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}
