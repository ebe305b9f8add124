/**
 * The body of a generated function's design (create and edit): the 功能设计 screen's form file checks its shape, the
 * definition checker (src/engine/definition, the one check-form and the JSON editor use) checks formData and
 * columnData, and the code must be free. A refusal with checker problems answers each with its JSON path.
 */
import type { FastifyRequest } from 'fastify';
import { checkDefinition, definitionMessage } from '../../../engine/definition';
import type { Db } from '../../db';
import { ApiError } from '../../http/envelope';
import { assertJsonText } from '../../http/json';
import { validateScreenBody } from '../../http/screenForm';
import { designText } from './designMessages';
import { vdText } from './messages';

export const DESIGN_FORM = 'onlineDev/forms/webDesign.form.json';

export interface DesignBody { fullName: string; enCode: string; category?: string; webType: number; sortCode: number;
  formData: string; columnData: string }

export interface DesignProblem { source: string; path: string; code: string; message: string }

/** The 400 envelope of a definition the checker refuses: every problem in the message and in data.problems. */
export interface DesignRefusal { code: 400; msg: string; data: { problems: DesignProblem[] } }

/**
 * The checked body (the request's, or `given`: an imported package), or the refusal listing the checker's problems.
 * `id` (sent back by clients that read the design first) is not part of the body.
 */
export async function readDesign(db: Db, req: FastifyRequest, exceptId?: string,
  given: unknown = req.body): Promise<DesignBody | DesignRefusal> {
  const { id: _id, ...raw } = (given ?? {}) as Record<string, unknown>;
  // The checker walks the definition recursively: the common depth limit first (http/json.ts).
  for (const key of ['formData', 'columnData']) if (typeof raw[key] === 'string') assertJsonText(raw[key] as string);
  const body = validateScreenBody<DesignBody>(DESIGN_FORM, raw, req.lang);
  const problems = checkDefinition(body.formData, body.columnData);
  if (problems.length) {
    const list = problems.map((p) => ({ source: p.source, path: p.path, code: p.code, message: definitionMessage(p, req.lang) }));
    const text = list.map((p) => `${p.source} ${p.path}: ${p.message}`).join('; ');
    return { code: 400, msg: vdText(req.lang, 'definitionInvalid', { problems: text }), data: { problems: list } };
  }
  const same = await db.selectFrom('visualdev').select(['id', 'enCode']).execute();
  if (same.some((m) => m.id !== exceptId && m.enCode.toLowerCase() === body.enCode.toLowerCase())) {
    throw new ApiError(400, 'paramInvalid', {}, designText(req.lang, 'enCodeTaken'));
  }
  // Stored as written (the JSON editor shows it back unchanged); 3.1-era shapes are completed where a definition is
  // read (engine/definition/legacy.ts: compileForm, compileList, the server's loadModel).
  return body;
}

export const isRefusal = (b: DesignBody | DesignRefusal): b is DesignRefusal => (b as DesignRefusal).code === 400;
