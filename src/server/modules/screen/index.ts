/**
 * GET /api/system/Screen?path=permission/user: the screen document of a menu address with its form files inlined
 * (`formFiles`, keyed as the document names them), for the web app's screen renderer. Documents are read from
 * config.screensDir at each request, so a new document shows without a restart. Only names of letters, digits,
 * _, - and / are asked for, and every file read must resolve inside screensDir: no path leads elsewhere.
 */
import { readFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  checkScreen, formFilesOf, screenLangOf, screenMessage, SCREEN_PATH, type ScreenProblem,
} from '../../../engine/screen';
import type { AppContext } from '../../context';
import { ApiError, ok } from '../../http/envelope';
import type { Lang } from '../../i18n';
import { screenText } from './messages';

const query = {
  type: 'object',
  required: ['path'],
  properties: { path: { type: 'string', minLength: 1, maxLength: 200, pattern: SCREEN_PATH.source } },
} as const;

/** The file `name` names from `base`, or null when it would leave root. */
function inside(root: string, base: string, name: string): string | null {
  const file = resolve(base, name);
  return file.startsWith(root + sep) ? file : null;
}

/** The file's JSON, null when it is not there; throws the broken-page refusal when it is not JSON. */
async function readJson(file: string, lang: Lang, name: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return null;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'paramInvalid', {}, screenText(lang, 'screenBroken', { detail: `${name}: JSON` }));
  }
}

/**
 * The checker compiles every form's schema; documents change rarely, so its answer is kept per exact content
 * (a few documents' worth) and an edited file is checked again.
 */
const checks = new Map<string, ScreenProblem[]>();
function checked(doc: unknown, formFiles: Record<string, unknown>): ScreenProblem[] {
  const key = JSON.stringify([doc, formFiles]);
  let problems = checks.get(key);
  if (!problems) {
    problems = checkScreen(doc, formFiles);
    if (checks.size >= 64) checks.delete(checks.keys().next().value!);
    checks.set(key, problems);
  }
  return problems;
}

export async function screenModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get<{ Querystring: { path: string } }>('/api/system/Screen', {
    schema: { querystring: query },
    config: { access: 'session' },
  }, async (request) => {
    const lang = request.lang;
    const root = resolve(ctx.config.screensDir ?? 'schemas/screens');
    const name = `${request.query.path}.screen.json`;
    const file = SCREEN_PATH.test(request.query.path) ? inside(root, root, name) : null;
    const doc = file ? await readJson(file, lang, name) : null;
    if (!file || doc === null) throw new ApiError(404, 'notFound', {}, screenText(lang, 'screenMissing'));
    const formFiles: Record<string, unknown> = {};
    for (const form of formFilesOf(doc)) {
      const formPath = inside(root, dirname(file), form);
      const content = formPath ? await readJson(formPath, lang, form) : null;
      if (content !== null) formFiles[form] = content;
    }
    // A document the checker refuses would draw a broken page: say what is wrong instead.
    const problems = checked(doc, formFiles);
    if (problems.length) {
      const p = problems[0];
      const detail = `${p.file ?? name} ${p.path} ${screenMessage(p, screenLangOf(lang))}`;
      throw new ApiError(400, 'paramInvalid', {}, screenText(lang, 'screenBroken', { detail }));
    }
    return ok(request.t('success'), { ...(doc as object), formFiles });
  });
}
