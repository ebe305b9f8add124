/**
 * `npm run check-screen -- <file.screen.json> [more files] [--lang zh-CN|zh-TW|en]`: checks screen documents
 * (schemas/screen.schema.json + the semantic checks of src/engine/screen) and the form files each names, and
 * prints each problem as `<file>: <path>: <message>`. Exits 1 when there is any problem, 2 when a document cannot
 * be read, 0 with "OK" otherwise.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { checkScreen, formFilesOf, formatScreenProblems, screenMessage, type ScreenProblem } from '../engine/screen';
import { parseCheckArgs } from './args';

const USAGE = 'usage: npm run check-screen -- <file.screen.json> [...] [--lang zh-CN|zh-TW|en]';

type Read = { ok: true; value: unknown } | { ok: false; problem: ScreenProblem };

function readJson(path: string, what: string): Read {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return { ok: false, problem: { path: '$', code: 'unreadable', params: { what }, message: '' } };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (e) {
    return {
      ok: false,
      problem: { path: '$', code: 'invalidJson', params: { what, detail: e instanceof Error ? e.message : String(e) }, message: '' },
    };
  }
}

/** The problems of one screen document file and its form files, or why the document cannot be read. */
export function checkScreenFile(file: string): { problems: ScreenProblem[] } | { unreadable: ScreenProblem } {
  const doc = readJson(file, file);
  if (!doc.ok) return { unreadable: doc.problem };
  const forms: Record<string, unknown> = {};
  const unreadable: ScreenProblem[] = [];
  for (const name of formFilesOf(doc.value)) {
    const read = readJson(resolve(dirname(file), name), name);
    if (read.ok) forms[name] = read.value;
    // A missing file is reported by the checker; a file that is there but not JSON is reported here.
    else if (read.problem.code === 'invalidJson') {
      forms[name] = {};
      unreadable.push({ ...read.problem, file: name });
    }
  }
  const problems = [...unreadable, ...checkScreen(doc.value, forms).filter((p) => !unreadable.some((u) => u.file === p.file))];
  return { problems };
}

export function main(argv: string[]): number {
  const { files, lang, help } = parseCheckArgs(argv);
  if (help) {
    console.log(USAGE);
    return 0;
  }
  if (files.length < 1) {
    console.error(USAGE);
    return 2;
  }
  let status = 0;
  for (const file of files) {
    const result = checkScreenFile(file);
    if ('unreadable' in result) {
      console.error(`${file}: ${screenMessage(result.unreadable, lang)}`);
      status = 2;
      continue;
    }
    if (result.problems.length === 0) {
      console.log(files.length > 1 ? `${file}: OK` : 'OK');
      continue;
    }
    for (const line of formatScreenProblems(result.problems, lang, file)) console.log(line);
    if (status === 0) status = 1;
  }
  return status;
}

// Run only as the CLI, so tests can import checkScreenFile.
if (process.argv[1] && /check-screen\.ts$/.test(process.argv[1])) process.exitCode = main(process.argv.slice(2));
