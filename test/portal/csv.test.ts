/** The portal's CSV cells (src/channels/portal/csv.ts) and the amounts it writes (pricing/money.ts toDecimalString). */
import { describe, expect, it } from 'vitest';
import { toDecimalString } from '../../src/domain/pricing/money.js';
import { csvCell, csvLine } from '../../src/channels/portal/csv.js';

describe('CSV cells', () => {
  it('quotes a cell with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Nordmann, Kari')).toBe('"Nordmann, Kari"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
  });

  it('keeps a cell a spreadsheet would run as a formula as text', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1+1`)).toMatch(/^"?'/);
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('leaves a negative number a number, so that a spreadsheet sums it', () => {
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('-12,50', ';')).toBe('-12,50');
    expect(csvCell('-12,50')).toBe('"-12,50"');
    expect(csvCell('-1+1')).toBe("'-1+1");
  });

  it('splits on semicolons for a decimal-comma spreadsheet: commas need no quotes, semicolons do', () => {
    expect(csvLine(['Nordmann, Kari', '2450,50', 'a;b', null], ';')).toBe('Nordmann, Kari;2450,50;"a;b";\r\n');
  });

  it('ends a line with CRLF', () => {
    expect(csvLine(['a', 'b,c', null])).toBe('a,"b,c",\r\n');
  });
});

describe('amounts as decimals', () => {
  it("writes minor units with the currency's places, exactly", () => {
    expect(toDecimalString(245050, 'NOK')).toBe('2450.50');
    expect(toDecimalString(5, 'NOK')).toBe('0.05');
    expect(toDecimalString(0, 'EUR')).toBe('0.00');
    expect(toDecimalString(-1234, 'NOK')).toBe('-12.34');
    expect(toDecimalString(1500, 'JPY')).toBe('1500');
    expect(toDecimalString(900719925474099, 'NOK')).toBe('9007199254740.99');
  });
});
