/**
 * The confirmation's drawing primitives over one pdfkit document: a rule, a section heading, key-value
 * lines and a table, all at the page's left margin and full text width, in the document's colours.
 */

export const COLOR = {
  text: '#1a1a1a',
  muted: '#5f6b7a',
  rule: '#c9d1db',
  band: '#eef2f6',
  accent: '#0b4f71',
  confirmed: '#1d6b38',
  cancelled: '#a3251b',
  cancelledBand: '#fbeceb',
};

export type Layout = ReturnType<typeof pdfLayout>;

export function pdfLayout(doc: PDFKit.PDFDocument) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  function rule() {
    doc
      .save()
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.75)
      .strokeColor(COLOR.rule)
      .stroke()
      .restore();
    doc.moveDown(0.5);
  }

  /** A section title; starts a new page rather than leave a title alone at the bottom. */
  function heading(title: string) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 70) doc.addPage();
    doc.x = left;
    doc.moveDown(0.5);
    doc.font('bold').fontSize(11).fillColor(COLOR.accent).text(title.toUpperCase(), left, doc.y, {
      width,
      characterSpacing: 0.6,
    });
    doc.moveDown(0.25);
  }

  function keyValues(rows: [string, string][]) {
    for (const [key, value] of rows) {
      const y = doc.y;
      doc.font('regular').fontSize(9).fillColor(COLOR.muted).text(key, left, y, { width: 80 });
      doc
        .font('regular')
        .fontSize(9.5)
        .fillColor(COLOR.text)
        .text(value, left + 86, y, { width: width - 86 });
      doc.y += 2;
    }
    doc.x = left;
  }

  function table(
    head: string[],
    widths: (number | '*')[],
    rows: string[][],
    options: { alignRight?: number[]; total?: string[] } = {},
  ) {
    const align = (col: number) => (options.alignRight?.includes(col) ? ('right' as const) : ('left' as const));
    const cell = { top: 3, right: 5, bottom: 3, left: 5 };
    doc.font('regular').fontSize(9);
    const t = doc.table({
      position: { x: left, y: doc.y },
      maxWidth: width,
      columnStyles: widths.map((w, col) => ({ width: w, align: { x: align(col), y: 'top' } })),
      defaultStyle: {
        border: { top: 0, right: 0, bottom: 0.5, left: 0 },
        borderColor: COLOR.rule,
        padding: cell,
      },
    });
    t.row(
      head.map((text) => ({
        text,
        font: { src: 'bold', size: 8 },
        textColor: COLOR.muted,
        backgroundColor: COLOR.band,
        type: 'TH' as const,
      })),
    );
    for (const row of rows) {
      t.row(row.map((text) => ({ text, font: { src: 'regular', size: 9 }, textColor: COLOR.text })));
    }
    if (options.total) {
      t.row(
        options.total.map((text) => ({
          text,
          font: { src: 'bold', size: 9 },
          textColor: COLOR.text,
          border: { top: 1, right: 0, bottom: 0, left: 0 },
          borderColor: COLOR.text,
        })),
      );
    }
    t.end();
    doc.x = left;
    doc.moveDown(0.3);
  }

  return { doc, left, width, rule, heading, keyValues, table };
}
