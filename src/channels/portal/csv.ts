/**
 * CSV as RFC 4180 writes it (a header row, CRLF line ends, a cell quoted when it holds a comma, a quote or a
 * line break, its quotes doubled), made safe to open in a spreadsheet: a cell that begins with = + - @ (or a
 * tab or carriage return, which some spreadsheets skip before reading a formula) gets a leading apostrophe,
 * so a guest named "=HYPERLINK(...)" stays text (OWASP's advice on CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly (string | number | null | undefined)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`;
