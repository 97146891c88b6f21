/**
 * CSV for spreadsheets: RFC 4180 quoting, CRLF rows, and a UTF-8 byte-order mark so Excel reads
 * Indonesian names correctly. Cells that a spreadsheet would run as a formula are prefixed with an
 * apostrophe (contact messages come from the public form), at its start and after each `;`; a cell
 * holding `;`, `,`, a tab, a quote or a line break is quoted.
 */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return '\uFEFF' + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  // An Indonesian Excel splits every line at `;` whatever the quotes say: a formula start after one
  // gets the apostrophe too, so `Budi;=HYPERLINK(…)` never hands it a cell starting with `=`.
  text = text.replace(/;(?=[=+\-@\t\r])/g, ";'");
  // Quoted when a spreadsheet could split it (`;` too: LibreOffice asks for the separator and keeps quotes).
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
