/**
 * Users in and out of workbooks (Users ExportExcel, TemplateDownload, ImportPreview, ImportData,
 * ExportExceptionData; docs/api-contract.md "Users"), through the generated forms' import machinery: the user form's
 * fields are described as form fields (a 所属组织 is a depSelect, 岗位 a multiple posSelect …), so the template,
 * reading the sheet, converting names to ids, the failed-rows workbook and the one-shot download are the ones
 * visualdev/import.ts uses. The workbook is uploaded with the wizard's own POST /api/visualdev/OnlineDev/Uploader.
 * Each row is then checked like a create (the user form's schema, duplicate accounts — within the sheet too —,
 * organisations, positions, roles, groups) and the good rows are stored in one transaction.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { newWorkbook } from '../../lib/heavy';
import { convertRecord, headerRowOf, isBlankCell, cellText, type ImportColumn,
  type RawRecord } from '../../../engine/import';
import type { FieldDef } from '../../../engine/types';
import { fieldTitle, screenLangOf } from '../../../engine/screen';
import { currentUser, type AppContext } from '../../context';
import { ApiError, ok } from '../../http/envelope';
import { screenForm, validateScreenBody } from '../../http/screenForm';
import type { Lang } from '../../i18n';
import { NAME_PATTERN } from '../file/storage';
import { hashClientPassword, md5 } from '../oauth/password';
import { loadOrganizeTree } from '../organize/tree';
import { saveExport } from '../visualdev/export';
import { exceptionBook, templateBook, type FailedRow } from '../visualdev/importBook';
import { ServerImportLookups } from '../visualdev/importLookups';
import { importText } from '../visualdev/importMessages';
import { readUploadedSheet, refuseImport } from '../visualdev/importUpload';
import { checkAccount, checkReferences, filteredUsers, INITIAL_PASSWORD, insertUser, isUniqueViolation, MENU,
  USER_FORM, USERS, type UserBody } from './admin';
import { usersText } from './messages';
import { linksOf } from './relations';

const GENDERS = [{ id: 1, fullName: '男' }, { id: 2, fullName: '女' }, { id: 3, fullName: '保密' }];
const SWITCH = { activeTxt: '启用', inactiveTxt: '禁用', 'active-value': 1, 'inactive-value': 0 };

/** The user form's fields as the import machinery's field kinds, in the template's order. */
const FIELDS: [keyof UserBody, string, Partial<FieldDef>?][] = [
  ['account', 'comInput'], ['realName', 'comInput'], ['gender', 'select', { options: GENDERS }],
  ['organizeId', 'depSelect'], ['managerId', 'userSelect'], ['positionIds', 'posSelect', { multiple: true }],
  ['roleIds', 'roleSelect', { multiple: true }], ['groupIds', 'groupSelect', { multiple: true }],
  ['mobilePhone', 'comInput'], ['email', 'comInput'], ['enabledMark', 'switch', SWITCH], ['sortCode', 'numInput'],
  ['description', 'comInput'],
];

function columnsOf(lang: Lang): ImportColumn[] {
  const { form } = screenForm(USER_FORM);
  return FIELDS.map(([id, kind, extra]) => {
    const label = fieldTitle(form, id, screenLangOf(lang));
    return { id, header: label, label, kind, field: { __vModel__: id, __config__: { jnpfKey: kind, label }, ...extra } };
  });
}

const refuse = refuseImport;

const listBody = { type: 'object', required: ['list'], properties: {
  list: { type: 'array', maxItems: 1000, items: { type: 'object' } } } } as const;

/** The text of a refusal, for the 异常原因 of a row. */
const reasonOf = (req: FastifyRequest, e: unknown) => {
  if (!(e instanceof ApiError)) throw e;
  return e.text ?? req.t(e.key, e.params);
};

export async function userExchangeRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;
  const title = (lang: Lang) => ({ 'zh-CN': '用户', 'zh-TW': '用戶', en: 'Users' })[lang];

  async function lookups(columns: ImportColumn[]) {
    return new ServerImportLookups(db).prepare(columns);
  }

  app.get<{ Querystring: { keyword?: string; organizeId?: string } }>(`${USERS}/ExportExcel`, {
    config: { access: 'menu', menu: MENU, button: 'btn_download' },
    schema: { querystring: { type: 'object', properties: { keyword: { type: 'string', maxLength: 100 },
      organizeId: { type: 'string', maxLength: 64 } } } },
  }, async (req) => {
    // The template's columns with the texts the import reads back, so an exported sheet is an import's sheet.
    const columns = columnsOf(req.lang);
    const rows = await (await filteredUsers(db, req.query)).selectAll().orderBy('sortCode').orderBy('id').execute();
    const [orgs, links, names] = await Promise.all([loadOrganizeTree(db), linksOf(db, rows.map((r) => r.id)),
      peopleNames()]);
    const book = await newWorkbook();
    const sheet = book.addWorksheet(title(req.lang));
    sheet.columns = columns.map((c) => ({ header: c.header, key: c.id, width: Math.max(12, c.header.length * 2 + 4) }));
    sheet.getRow(1).font = { bold: true };
    for (const u of rows) {
      const l = links.get(u.id)!;
      const join = (ids: string[]) => ids.map((id) => names.get(id) ?? id).join(',');
      sheet.addRow({ account: u.account, realName: u.realName,
        gender: GENDERS.find((g) => g.id === u.gender)?.fullName ?? '',
        organizeId: orgs.byId.get(u.organizeId ?? '')?.fullName ?? '', managerId: u.managerId ? names.get(u.managerId) : '',
        positionIds: join(l.positionIds), roleIds: join(l.roleIds), groupIds: join(l.groupIds),
        mobilePhone: u.mobilePhone ?? '', email: u.email ?? '', enabledMark: u.enabledMark === 1 ? '启用' : '禁用',
        sortCode: u.sortCode, description: u.description ?? '' });
    }
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    return ok(req.t('success'), await saveExport(db, config.dataDir, currentUser(req.session).id, title(req.lang), bytes));
  });

  /** Names of users (realName/account), positions, roles and groups by id. */
  async function peopleNames(): Promise<Map<string, string>> {
    const [users, positions, roles, groups] = await Promise.all([
      db.selectFrom('users').select(['id', 'realName', 'account']).execute(),
      db.selectFrom('position').select(['id', 'fullName']).execute(),
      db.selectFrom('role').select(['id', 'fullName']).execute(),
      db.selectFrom('permissionGroup').select(['id', 'fullName']).execute(),
    ]);
    return new Map([...users.map((u) => [u.id, `${u.realName}/${u.account}`] as const),
      ...[...positions, ...roles, ...groups].map((r) => [r.id, r.fullName] as const)]);
  }

  app.get(`${USERS}/TemplateDownload`, { config: { access: 'menu', menu: MENU, button: 'btn_upload' } }, async (req) => {
    const columns = columnsOf(req.lang);
    const name = importText(req.lang, 'templateTitle', { name: title(req.lang) });
    const found = await lookups(columns);
    const bytes = await templateBook(name, columns, (c) => found.options(c.field), ['启用', '禁用']);
    return ok(req.t('success'), await saveExport(db, config.dataDir, currentUser(req.session).id, name, bytes));
  });

  app.get<{ Querystring: { fileName: string } }>(`${USERS}/ImportPreview`, {
    config: { access: 'menu', menu: MENU, button: 'btn_upload' },
    schema: { querystring: { type: 'object', required: ['fileName'],
      properties: { fileName: { type: 'string', pattern: NAME_PATTERN } } } },
  }, async (req) => {
    const columns = columnsOf(req.lang);
    // Only a workbook this user uploaded through the wizard's Uploader.
    const records = await readUploadedSheet(db, config.dataDir, req.lang, currentUser(req.session).id,
      req.query.fileName, columns);
    const found = await lookups(columns);
    const dataRow = records.map((r) => convertRecord(columns, r, found).record);
    return ok(req.t('success'), { dataRow, headerRow: headerRowOf(columns) });
  });

  app.post<{ Body: { list: RawRecord[] } }>(`${USERS}/ImportData`, {
    config: { access: 'menu', menu: MENU, button: 'btn_upload' }, schema: { body: listBody },
  }, async (req) => {
    const columns = columnsOf(req.lang);
    const found = await lookups(columns);
    const list = req.body.list.filter((r) => Object.values(r).some((v) => !isBlankCell(v)));
    if (!list.length) throw refuse(req.lang, 'importEmpty');
    const good: { id: string; body: UserBody }[] = [];
    const failResult: RawRecord[] = [];
    const accounts = new Set<string>();
    for (const row of list) {
      const { record, problems } = convertRecord(columns, row, found);
      const reasons = problems.map((p) => importText(req.lang, ({ number: 'invalidNumber', date: 'invalidDate',
        time: 'invalidTime', option: 'invalidOption', range: 'invalidRange' } as const)[p.reason],
      { label: p.column.label, value: p.text }));
      if (!reasons.length) {
        try {
          const body = validateScreenBody<UserBody>(USER_FORM, { ...record,
            ...(typeof record.account === 'string' ? { account: record.account.trim() } : {}) }, req.lang);
          const key = body.account.toLowerCase();
          if (accounts.has(key)) throw new ApiError(400, 'paramInvalid', {}, usersText(req.lang, 'accountExists'));
          await checkAccount(db, req, body.account);
          await checkReferences(db, req, body);
          accounts.add(key);
          good.push({ id: randomUUID(), body });
        } catch (e) {
          reasons.push(reasonOf(req, e));
        }
      }
      if (reasons.length) failResult.push({ ...record, errorsInfo: reasons.join(importText(req.lang, 'reasonSeparator')) });
    }
    if (good.length) {
      const passwordHash = await hashClientPassword(md5(INITIAL_PASSWORD), config.bcryptRounds);
      const start = Date.now();
      try {
        await db.transaction().execute(async (trx) => {
          for (const [i, g] of good.entries()) await insertUser(trx, g.id, g.body, passwordHash, start + i);
        });
      } catch (e) {
        if (isUniqueViolation(e)) throw new ApiError(400, 'paramInvalid', {}, usersText(req.lang, 'accountExists'));
        throw e;
      }
    }
    const fnum = failResult.length;
    const msg = fnum ? importText(req.lang, 'importPartly', { fnum }) : importText(req.lang, 'importDone');
    return ok(msg, { snum: good.length, fnum, resultType: fnum ? 1 : 0, failResult, headerRow: headerRowOf(columns) });
  });

  // ExportExceptionData is the spec's name; ImportExceptionData, the generated forms' name, lets the import wizard
  // (src/web/pages/dynamicModel/import) run against /api/permission/Users with nothing but its base URL changed.
  app.route<{ Body: { list: RawRecord[] } }>({ method: 'POST', url: `${USERS}/ExportExceptionData`,
    config: { access: 'menu', menu: MENU, button: 'btn_upload' }, schema: { body: listBody }, handler: exceptionData });
  app.route<{ Body: { list: RawRecord[] } }>({ method: 'POST', url: `${USERS}/ImportExceptionData`,
    config: { access: 'menu', menu: MENU, button: 'btn_upload' }, schema: { body: listBody }, handler: exceptionData });

  async function exceptionData(req: FastifyRequest<{ Body: { list: RawRecord[] } }>) {
    const columns = columnsOf(req.lang);
    if (!req.body.list.length) throw refuse(req.lang, 'importEmpty');
    // The cells as the sheet had them (ids of a converted row shown as sent), with the reason of each row.
    const rows: FailedRow[] = req.body.list.map((row) => ({
      texts: Object.fromEntries(columns.map((c) => [c.id, isBlankCell(row[c.id]) ? '' : cellText(row[c.id])])),
      tables: {}, reason: cellText(row.errorsInfo) }));
    const name = importText(req.lang, 'exceptionTitle', { name: title(req.lang) });
    const bytes = await exceptionBook(name, columns, rows, importText(req.lang, 'errorColumn'));
    return ok(req.t('success'), await saveExport(db, config.dataDir, currentUser(req.session).id, name, bytes));
  }
}
