/**
 * Libraries only a few calls need, loaded at their first use rather than at start: exceljs (export, import and the
 * users' workbook) and archiver (PackDownload) hold ~30 MB of memory once loaded, which every instance would carry
 * while most never build a workbook or a zip. Each is imported once; later calls share the loaded module.
 */
import type ExcelJSModule from 'exceljs';
import type { ZipArchive as ZipArchiveClass } from 'archiver';

let excel: Promise<typeof ExcelJSModule> | undefined;
let archiver: Promise<typeof ZipArchiveClass> | undefined;

/** A new, empty exceljs workbook. */
export async function newWorkbook(): Promise<ExcelJSModule.Workbook> {
  excel ??= import('exceljs').then((m) => m.default);
  const ExcelJS = await excel;
  return new ExcelJS.Workbook();
}

/** A new zip stream (archiver's ZipArchive) with these options. */
export async function newZip(options: ConstructorParameters<typeof ZipArchiveClass>[0]): Promise<ZipArchiveClass> {
  archiver ??= import('archiver').then((m) => m.ZipArchive);
  const ZipArchive = await archiver;
  return new ZipArchive(options);
}
