/**
 * 单据规则 (serial-number rules) administration: the paged list, one rule, create, edit, state, delete and export.
 * Saving stores the dialog's example computed by the engine (the same the dialog shows); deleting refuses a rule
 * a generated form names or one that has issued numbers; a form's rule keeps its code.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ruleExample, validStartNumber } from '../../../engine/billRule/example';
import { canonicalKind } from '../../../engine/form/kinds';
import { currentUser, type AppContext } from '../../context';
import type { Db } from '../../db';
import { likeText } from '../../db/like';
import { ApiError, ok } from '../../http/envelope';
import { screenBody } from '../../http/screenForm';
import { byMenu, exclusive, idParams, newId, notFound, page, pageQueryProps, type PageQuery } from '../organize/adminCommon';
import { saveExport } from '../visualdev/export';
import { billRuleText, type BillRuleText } from './messages';

export const BILL_RULE_MENU = 'system.billRule';
const BASE = '/api/system/BillRule';

interface RuleBody { fullName: string; enCode: string; category: string; prefix: string; dateFormat: string;
  digit: number; startNumber: string; example?: string; sortCode?: number; enabledMark?: number; description?: string }

const refuse = (req: FastifyRequest, key: BillRuleText, params: Record<string, string> = {}) =>
  new ApiError(400, 'paramInvalid', {}, billRuleText(req.lang, key, params));

/** Whether a form definition (any depth: sub-tables, layouts) has a billRule field on rule `enCode`. */
function namesRule(node: unknown, enCode: string): boolean {
  if (Array.isArray(node)) return node.some((n) => namesRule(n, enCode));
  if (!node || typeof node !== 'object') return false;
  const cfg = (node as { __config__?: { jnpfKey?: string; rule?: string } }).__config__;
  if (cfg?.jnpfKey && canonicalKind(cfg.jnpfKey) === 'billRule' && cfg.rule === enCode) return true;
  return Object.values(node).some((v) => v && typeof v === 'object' && namesRule(v, enCode));
}

/** The name of a generated form using rule `enCode`, or null. */
export async function formUsingRule(db: Db, enCode: string): Promise<string | null> {
  const forms = await db.selectFrom('visualdev').select(['fullName', 'formData']).execute();
  for (const f of forms) {
    // Cheap text test first; parse only the forms that mention the code.
    if (!f.formData.includes(enCode)) continue;
    try {
      if (namesRule(JSON.parse(f.formData), enCode)) return f.fullName;
    } catch { /* an unreadable definition names no rule */ }
  }
  return null;
}

/** Checks a rule about to be stored: name and code unused, start number acceptable; the values to store. */
async function checkRule(req: FastifyRequest, db: Db, b: RuleBody, selfId?: string) {
  const fullName = b.fullName.trim();
  const enCode = b.enCode.trim();
  if (!fullName || !enCode) throw new ApiError(400, 'paramRequired', { field: !fullName ? 'fullName' : 'enCode' });
  const start = validStartNumber(b.startNumber);
  if (start === 'notDigits') throw refuse(req, 'startNotDigits');
  if (start === 'allZeros') throw refuse(req, 'startAllZeros', { value: b.startNumber });
  const others = (await db.selectFrom('billRule').select(['id', 'fullName', 'enCode'])
    .where((eb) => eb.or([eb('fullName', '=', fullName), eb('enCode', '=', enCode)])).execute())
    .filter((r) => r.id !== selfId);
  if (others.some((r) => r.enCode === enCode)) throw refuse(req, 'codeTaken');
  if (others.length) throw refuse(req, 'nameTaken');
  const values = { fullName, enCode, category: b.category, prefix: b.prefix, dateFormat: b.dateFormat, digit: b.digit,
    startNumber: b.startNumber, sortCode: b.sortCode ?? 0, enabledMark: b.enabledMark ?? 1,
    description: b.description ?? null };
  return { ...values, example: ruleExample(values) };
}

export async function billRuleAdmin(app: FastifyInstance, { db, config }: AppContext) {
  const body = screenBody('system/forms/billRule.form.json');
  const find = async (id: string) => {
    const row = await db.selectFrom('billRule').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };

  app.get<{ Querystring: PageQuery & { categoryId?: string } }>(BASE, {
    config: byMenu(BILL_RULE_MENU),
    schema: { querystring: { type: 'object', properties: { ...pageQueryProps,
      categoryId: { type: 'string', maxLength: 100 } } } },
  }, async (req) => {
    let q = db.selectFrom('billRule').select(['id', 'fullName', 'enCode', 'category', 'prefix', 'dateFormat', 'digit',
      'startNumber', 'example', 'thisNumber', 'outputNumber', 'sortCode', 'enabledMark', 'description', 'creatorTime']);
    const keyword = req.query.keyword?.trim();
    if (keyword) q = q.where((eb) => eb.or([likeText('fullName', keyword), likeText('enCode', keyword)]));
    if (req.query.categoryId && req.query.categoryId !== '0') q = q.where('category', '=', req.query.categoryId);
    const rows = await q.orderBy('sortCode').orderBy('creatorTime', 'desc').orderBy('id').execute();
    return ok(req.t('success'), page(rows, req.query));
  });

  app.get<{ Params: { id: string } }>(`${BASE}/:id`, { config: byMenu(BILL_RULE_MENU), schema: { params: idParams } },
    async (req) => ok(req.t('success'), await find(req.params.id)));

  app.post<{ Body: RuleBody }>(BASE, { config: byMenu(BILL_RULE_MENU, 'btn_add'), preValidation: body },
    async (req) => {
      const id = newId();
      await exclusive(db, 'billRule', async (trx) => {
        const values = await checkRule(req, trx, req.body);
        await trx.insertInto('billRule').values({ id, ...values, thisNumber: null, outputNumber: null,
          creatorTime: Date.now() }).execute();
      });
      return ok(req.t('created'), { id });
    });

  app.put<{ Params: { id: string }; Body: RuleBody }>(`${BASE}/:id`, { config: byMenu(BILL_RULE_MENU, 'btn_edit'),
    schema: { params: idParams }, preValidation: body }, async (req) => {
    const row = await find(req.params.id);
    await exclusive(db, 'billRule', async (trx) => {
      const values = await checkRule(req, trx, req.body, row.id);
      // Forms find their rule by code: renaming the code of a rule in use would leave them without numbers.
      if (values.enCode !== row.enCode) {
        const form = await formUsingRule(trx, row.enCode);
        if (form) throw refuse(req, 'codeInUse', { form });
      }
      await trx.updateTable('billRule').set(values).where('id', '=', row.id).execute();
    });
    return ok(req.t('updated'));
  });

  app.delete<{ Params: { id: string } }>(`${BASE}/:id`, { config: byMenu(BILL_RULE_MENU, 'btn_remove'),
    schema: { params: idParams } }, async (req) => {
    const row = await find(req.params.id);
    await exclusive(db, 'billRule', async (trx) => {
      const form = await formUsingRule(trx, row.enCode);
      if (form) throw refuse(req, 'inUse', { form });
      // Issued numbers stay unique per rule only while the rule exists.
      const issued = row.outputNumber || await trx.selectFrom('billNumber').select('number')
        .where('ruleId', '=', row.id).executeTakeFirst();
      if (issued) throw refuse(req, 'issued');
      await trx.deleteFrom('billReservation').where('enCode', '=', row.enCode).execute();
      await trx.deleteFrom('billRule').where('id', '=', row.id).execute();
    });
    return ok(req.t('deleted'));
  });

  app.put<{ Params: { id: string } }>(`${BASE}/:id/Actions/State`, { config: byMenu(BILL_RULE_MENU, 'btn_edit'),
    schema: { params: idParams } }, async (req) => {
    const row = await find(req.params.id);
    await db.updateTable('billRule').set({ enabledMark: row.enabledMark === 1 ? 0 : 1 }).where('id', '=', row.id)
      .execute();
    return ok(req.t('updated'));
  });

  // The rule as a JSON file (.bbr, the original's extension): its definition, not its counter.
  app.get<{ Params: { id: string } }>(`${BASE}/:id/Action/Export`, { config: byMenu(BILL_RULE_MENU, 'btn_download'),
    schema: { params: idParams } }, async (req) => {
    const { thisNumber: _n, outputNumber: _o, ...rule } = await find(req.params.id);
    const bytes = Buffer.from(JSON.stringify(rule, null, 2), 'utf8');
    return ok(req.t('success'), await saveExport(db, config.dataDir, currentUser(req.session).id, rule.fullName,
      bytes, 'bbr'));
  });
}
