/**
 * CSV as RFC 4180 writes it (a header row, CRLF line ends, a cell quoted when it holds the separator, a quote or
 * a line break, its quotes doubled), made safe to open in a spreadsheet: a cell that begins with = + - @ (or a
 * tab or carriage return, which some spreadsheets skip before reading a formula) gets a leading apostrophe,
 * so a guest named "=HYPERLINK(...)" stays text (OWASP's advice on CSV injection). A cell that is only a number
 * ("-12.50", "-12,50") is no formula and is left as it is, so that a spreadsheet reads it as a number.
 *
 * Two dialects (issue 37): the comma and decimal point programs expect, and the semicolon a spreadsheet in a
 * decimal-comma locale (Norwegian, German, ...) splits on, whose commas are then free to be decimal commas.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(?:[.,]\d+)?$/;

export type CsvSeparator = ',' | ';';

export function csvCell(value: string | number | null | undefined, separator: CsvSeparator = ','): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  const needsQuotes = text.includes(separator) || /["\r\n]/.test(text);
  return needsQuotes ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly (string | number | null | undefined)[], separator: CsvSeparator = ',') =>
  `${cells.map((cell) => csvCell(cell, separator)).join(separator)}\r\n`;
