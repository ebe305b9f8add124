/**
 * The spreadsheets of the bulk import, with exceljs: the template (a header row of the importable fields, choice
 * lists on short option columns), reading an uploaded workbook into rows of cells, and the workbook of failed rows
 * (the template's columns plus 异常原因; a record's sub-table rows on the sheet rows below it, as in the template).
 */
import type ExcelJS from 'exceljs';
import { newWorkbook } from '../../lib/heavy';
import type { ImportColumn, CellValue } from '../../../engine/import';
import { optionKeys, type OptionItem } from '../../../engine/form/format';
import { kindSpec } from '../../../engine/kinds';

/** The longest list an Excel choice list takes (the formula text is capped at 255 characters). */
const CHOICE_TEXT_MAX = 250;
/** Rows of the template that get the choice lists (the import limit). */
const CHOICE_ROWS = 1000;

const width = (text: string) => Math.min(60, Math.max(12, text.length * 2 + 4));

/** Why a workbook cannot be read. */
export class BookError extends Error {
  constructor(readonly key: 'oldXls' | 'notExcel' | 'unreadable') {
    super(key);
  }
}

/** Column letter(s) of a 1-based column number. */
function letter(n: number): string {
  let s = '';
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26)) s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  return s;
}

/** Whether some option has options under it (dictionaries answer `children: []` for a leaf). */
const isTree = (options: OptionItem[], children: string) =>
  options.some((o) => Array.isArray(o[children]) && (o[children] as unknown[]).length > 0);

/**
 * Labels offered in a choice list for a column that takes one of a few values, when short enough for Excel: a
 * switch's two words, or the options of a kind that stores one option (its spec says so: select, radio, the 3.x
 * dicSelect; a tree of options is no flat list).
 */
function choices(column: ImportColumn, options: OptionItem[], switchTexts: [string, string]): string[] | null {
  const { field, kind } = column;
  const spec = kindSpec(kind);
  const shape = spec?.shape(field);
  let labels: string[];
  if (shape === 'switch') {
    labels = [String(field.activeTxt || switchTexts[0]), String(field.inactiveTxt || switchTexts[1])];
  } else if (spec?.options && shape === 'option' && !isTree(options, optionKeys(field).children)) {
    const keys = optionKeys(field);
    labels = options.map((o) => String(o[keys.label] ?? o[keys.value]));
  } else {
    return null;
  }
  const text = labels.join(',');
  return labels.length && text.length <= CHOICE_TEXT_MAX && !labels.some((l) => /[,"]/.test(l)) ? labels : null;
}

/** The import template of `columns`. */
export async function templateBook(title: string, columns: ImportColumn[], options: (c: ImportColumn) => OptionItem[],
  switchTexts: [string, string]): Promise<Buffer> {
  const book = await newWorkbook();
  book.created = new Date();
  const sheet = book.addWorksheet(title.slice(0, 31) || 'Sheet1');
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.id, width: width(c.header) }));
  sheet.getRow(1).font = { bold: true };
  // Not in exceljs's typings; its writer takes a range address as one validation.
  const validations = (sheet as unknown as { dataValidations: { add(address: string, v: object): void } }).dataValidations;
  columns.forEach((c, i) => {
    const list = choices(c, options(c), switchTexts);
    if (!list) return;
    const col = letter(i + 1);
    validations.add(`${col}2:${col}${CHOICE_ROWS + 1}`, { type: 'list', allowBlank: true, showErrorMessage: false,
      formulae: [`"${list.join(',')}"`] });
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A cell's value as the import reads it: texts of rich text and links, results of formulas, dates as dates. */
function cellValue(v: ExcelJS.CellValue): CellValue {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || v instanceof Date) return v;
  if (typeof v !== 'object') return String(v);
  if ('richText' in v && Array.isArray(v.richText)) return v.richText.map((t) => t.text).join('');
  if ('hyperlink' in v) return cellValue((v as ExcelJS.CellHyperlinkValue).text as ExcelJS.CellValue);
  if ('result' in v) return cellValue((v as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  return null; // errors ({error}) and anything else read as empty
}

/** The first sheet of a workbook as rows of cells (0-based). Old binary .xls cannot be read by exceljs. */
export async function readBook(bytes: Buffer): Promise<CellValue[][]> {
  const zip = bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  if (!zip) {
    const ole = bytes.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]));
    throw new BookError(ole ? 'oldXls' : 'notExcel');
  }
  const book = await newWorkbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new BookError('unreadable');
  }
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const rows: CellValue[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, n) => {
    const values = row.values as ExcelJS.CellValue[];
    rows[n - 1] = values.slice(1).map(cellValue);
  });
  for (let i = 0; i < rows.length; i++) rows[i] ??= [];
  return rows;
}

/** One failed record for the exception workbook: display texts by column id, sub-table rows by table. */
export interface FailedRow {
  texts: Record<string, string>;
  tables: Record<string, Record<string, string>[]>;
  reason: string;
}

/** The workbook of failed rows: the template's columns and the reason last. */
export async function exceptionBook(title: string, columns: ImportColumn[], rows: FailedRow[], reasonHeader: string):
  Promise<Buffer> {
  const book = await newWorkbook();
  book.created = new Date();
  const sheet = book.addWorksheet(title.slice(0, 31) || 'Sheet1');
  sheet.columns = [...columns.map((c) => ({ header: c.header, key: c.id, width: width(c.header) })),
    { header: reasonHeader, key: '__reason', width: 60 }];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    const height = Math.max(1, ...Object.values(r.tables).map((t) => t.length));
    for (let i = 0; i < height; i++) {
      const line: Record<string, string> = {};
      for (const c of columns) {
        const text = c.table ? r.tables[c.table]?.[i]?.[c.child!] : i === 0 ? r.texts[c.id] : undefined;
        if (text) line[c.id] = text; // empty cells stay empty, as in the template
      }
      if (i === 0) line.__reason = r.reason;
      sheet.addRow(line);
    }
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
