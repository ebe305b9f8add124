/**
 * The print preview's Word download (下载文档.doc): the filled pages as an HTML document carrying Word's markup (its
 * namespaces, print view and an A4 page), which Word opens as a document and LibreOffice imports with its HTML
 * filter. Each page break is the break both read as "new page"; pictures are inlined as `data:` addresses by the page
 * before it calls this, so the saved file needs nothing from the server (LibreOffice keeps them; a single-file MIME
 * document, which Word also reads, is not read by LibreOffice, so it is not used).
 */

/** The break Word and LibreOffice both read as "start a new page". */
export const WORD_PAGE_BREAK = '<br clear="all" style="mso-special-character:line-break;page-break-before:always">';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The document: `body` is the pages' HTML with page breaks written as WORD_PAGE_BREAK and pictures as `data:`
 * addresses; `style` is the print style sheet. Starts with a byte-order mark so both readers take it as UTF-8.
 */
export function wordDocument(title: string, body: string, style: string): string {
  return '\ufeff<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word"'
    + ' xmlns="http://www.w3.org/TR/REC-html40">'
    + `<head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><title>${escapeHtml(title)}</title>`
    + '<!--[if gte mso 9]><xml><w:WordDocument><w:View>Print</w:View><w:Zoom>100</w:Zoom></w:WordDocument></xml><![endif]-->'
    + `<style>@page WordSection1 { size: 21cm 29.7cm; margin: 12mm; } div.WordSection1 { page: WordSection1; } ${style}</style>`
    + `</head><body><div class="WordSection1">${body}</div></body></html>`;
}
