/**
 * User administration (docs/api-contract.md "Users"): the 用户管理 screen's list,
 * one user, create, update and delete. Bodies are checked with the screen's own form file
 * (schemas/screens/permission/forms/user.form.json, through http/screenForm.ts): one schema, two checks. A user row
 * and its positions, roles and groups are saved in one transaction; nothing is half-saved.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser, type AppContext } from '../../context';
import { ApiError, ok } from '../../http/envelope';
import { screenBody } from '../../http/screenForm';
import type { Db } from '../../db';
import type { User } from '../../db/schema';
import { likeText } from '../../db/like';
import { hashClientPassword, md5 } from '../oauth/password';
import { loadOrganizeTree, type OrganizeIndex } from '../organize/tree';
import { refuseUser } from './messages';
import { checkLinks, linksOf, saveLinks, type UserLinks } from './relations';
import { endSessions, guardAdministrator, keepAnAdministrator, lockAdmins } from './safety';
import { notifyGrantsChanged, notifySessionsChanged } from '../../socket/hub';
import { messageTexts } from '../message/messages';

/**
 * The password a new user signs in with until they change it. With the policy
 * mandatoryModificationOfInitialPassword on, the shell forces the change at the first sign-in (changePasswordDate
 * is empty until then).
 */
export const INITIAL_PASSWORD = '123456';

export const USERS = '/api/permission/Users';
export const MENU = 'permission.user';
/** The user screen's form: the body of create and update (one schema, two checks). */
export const USER_FORM = 'permission/forms/user.form.json';
export const idParams = { type: 'object', required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } } as const;

export interface UserBody extends Partial<UserLinks> {
  account: string;
  realName: string;
  gender?: number | null;
  organizeId: string;
  managerId?: string | null;
  mobilePhone?: string | null;
  email?: string | null;
  enabledMark?: number;
  sortCode?: number;
  description?: string | null;
}

interface ListQuery { keyword?: string; organizeId?: string; currentPage?: number; pageSize?: number }

const listQuery = { type: 'object', properties: {
  keyword: { type: 'string', maxLength: 100 }, organizeId: { type: 'string', maxLength: 64 },
  currentPage: { type: 'integer', minimum: 1, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 500, default: 20 },
} } as const;

const blank = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/** The organisation and every organisation below it (disabled ones included: their members are still users). */
async function organizeAndBelow(db: Db, organizeId: string): Promise<string[]> {
  const rows = await db.selectFrom('organize').select(['id', 'parentId']).execute();
  const out = [organizeId];
  for (let i = 0; i < out.length; i++) for (const r of rows) if (r.parentId === out[i] && !out.includes(r.id)) out.push(r.id);
  return out;
}

/** Refuses an account another user has (ignoring case, so "Admin" cannot pass for "admin"). */
export async function checkAccount(db: Db, req: FastifyRequest, account: string, exceptId?: string) {
  let q = db.selectFrom('users').select('id').where((eb) => eb(eb.fn('lower', ['account']), '=', account.toLowerCase()));
  if (exceptId) q = q.where('id', '<>', exceptId);
  if (await q.executeTakeFirst()) throw refuseUser(req, 'accountExists');
}

/** The references of a body: organisation (enabled), manager (another user), positions, roles and groups. */
export async function checkReferences(db: Db, req: FastifyRequest, body: UserBody, userId?: string) {
  const org = await db.selectFrom('organize').select('id').where('id', '=', body.organizeId)
    .where('enabledMark', '=', 1).executeTakeFirst();
  if (!org) throw refuseUser(req, 'organizeMissing');
  const managerId = blank(body.managerId);
  if (managerId) {
    if (managerId === userId) throw refuseUser(req, 'managerSelf');
    if (!await db.selectFrom('users').select('id').where('id', '=', managerId).executeTakeFirst()) {
      throw refuseUser(req, 'managerMissing');
    }
  }
  await checkLinks(db, req, body);
}

/** The columns a body sets (create and update alike). */
function columnsOf(body: UserBody) {
  return {
    account: body.account.trim(), realName: body.realName.trim(), gender: body.gender ?? null,
    organizeId: body.organizeId, managerId: blank(body.managerId), mobilePhone: blank(body.mobilePhone),
    email: blank(body.email), enabledMark: body.enabledMark ?? 1, sortCode: body.sortCode ?? 0,
    description: blank(body.description),
  };
}

/** The users the list shows for a keyword (account, name, mobile) and an organisation of the tree (and below). */
export async function filteredUsers(db: Db, query: { keyword?: string; organizeId?: string }) {
  let q = db.selectFrom('users');
  const word = query.keyword?.trim();
  if (word) {
    q = q.where((eb) => eb.or([likeText('account', word), likeText('realName', word), likeText('mobilePhone', word)]));
  }
  if (query.organizeId && query.organizeId !== '0') {
    const orgIds = await organizeAndBelow(db, query.organizeId);
    q = q.where((eb) => eb.or([eb('organizeId', 'in', orgIds), eb('id', 'in', eb.selectFrom('userRelation')
      .select('userId').where('objectType', '=', 'Organize').where('objectId', 'in', orgIds))]));
  }
  return q;
}

/** A row of the list (and of the export). */
export function listRow(u: User, orgs: OrganizeIndex) {
  return {
    id: u.id, account: u.account, realName: u.realName, gender: u.gender, mobilePhone: u.mobilePhone ?? '',
    email: u.email ?? '', organizeId: u.organizeId, organize: orgs.byId.get(u.organizeId ?? '')?.organize ?? '',
    headIcon: u.headIcon ?? '', isAdministrator: u.isAdministrator, enabledMark: u.enabledMark, lockMark: u.lockMark,
    sortCode: u.sortCode, description: u.description ?? '', creatorTime: u.creatorTime,
  };
}

/** Inserts a new (never administrator) user and their positions, roles and groups, inside `trx`. */
export async function insertUser(trx: Db, id: string, body: UserBody, passwordHash: string, now: number) {
  await trx.insertInto('users').values({
    id, ...columnsOf(body), passwordHash, headIcon: '', isAdministrator: 0, lockMark: 0, logErrorCount: 0,
    theme: 'classic', language: null, systemId: null, portalId: '', signImg: '', changePasswordDate: null,
    creatorTime: now, lastModifyTime: null,
  }).execute();
  await saveLinks(trx, id, body);
}

/** Unique-violation of the account column from either store (a concurrent create of the same account). */
export const isUniqueViolation = (e: unknown) => /unique/i.test(String((e as Error)?.message))
  || (e as { code?: string })?.code === '23505';

export async function userAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const postgres = Boolean(ctx.config.databaseUrl);

  app.get<{ Querystring: ListQuery }>(USERS, {
    config: { access: 'menu', menu: MENU }, schema: { querystring: listQuery },
  }, async (req) => {
    const { currentPage = 1, pageSize = 20 } = req.query;
    const q = await filteredUsers(db, req.query);
    const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await q.selectAll().orderBy('sortCode').orderBy('creatorTime', 'desc').orderBy('id')
      .limit(pageSize).offset((currentPage - 1) * pageSize).execute();
    const orgs = await loadOrganizeTree(db);
    const list = rows.map((u) => listRow(u, orgs));
    return ok(req.t('success'), { list, pagination: { currentPage, pageSize, total: Number(n) } });
  });

  app.get<{ Params: { id: string } }>(`${USERS}/:id`, {
    config: { access: 'menu', menu: MENU }, schema: { params: idParams },
  }, async (req) => {
    const u = await db.selectFrom('users').selectAll().where('id', '=', req.params.id).executeTakeFirst();
    if (!u) throw new ApiError(404, 'userNotFound');
    const links = (await linksOf(db, [u.id])).get(u.id)!;
    return ok(req.t('success'), {
      id: u.id, account: u.account, realName: u.realName, gender: u.gender, organizeId: u.organizeId,
      managerId: u.managerId, ...links, mobilePhone: u.mobilePhone, email: u.email, enabledMark: u.enabledMark,
      sortCode: u.sortCode, description: u.description, headIcon: u.headIcon ?? '', isAdministrator: u.isAdministrator,
      lockMark: u.lockMark, creatorTime: u.creatorTime, lastModifyTime: u.lastModifyTime,
    });
  });

  app.post<{ Body: UserBody }>(USERS, {
    config: { access: 'menu', menu: MENU, button: 'btn_add' }, preValidation: screenBody(USER_FORM),
  }, async (req) => {
    const body = req.body;
    await checkAccount(db, req, body.account.trim());
    await checkReferences(db, req, body);
    const id = randomUUID();
    const passwordHash = await hashClientPassword(md5(INITIAL_PASSWORD), ctx.config.bcryptRounds);
    try {
      await db.transaction().execute((trx) => insertUser(trx, id, body, passwordHash, Date.now()));
    } catch (e) {
      if (isUniqueViolation(e)) throw refuseUser(req, 'accountExists');
      throw e;
    }
    return ok(req.t('created'), { id });
  });

  app.put<{ Params: { id: string }; Body: UserBody }>(`${USERS}/:id`, {
    config: { access: 'menu', menu: MENU, button: 'btn_edit' }, schema: { params: idParams },
    preValidation: screenBody(USER_FORM),
  }, async (req) => {
    const { id } = req.params;
    const body = req.body;
    await guardAdministrator(db, req, id);
    const before = await db.selectFrom('users').select(['id', 'enabledMark']).where('id', '=', id).executeTakeFirst();
    if (!before) throw new ApiError(404, 'userNotFound');
    const columns = columnsOf(body);
    if (columns.enabledMark === 0 && id === currentUser(req.session).id) throw refuseUser(req, 'disableSelf');
    await checkAccount(db, req, columns.account, id);
    await checkReferences(db, req, body, id);
    try {
      await db.transaction().execute(async (trx) => {
        await lockAdmins(trx, postgres);
        await trx.updateTable('users').set({ ...columns, lastModifyTime: Date.now() }).where('id', '=', id).execute();
        await saveLinks(trx, id, body);
        if (columns.enabledMark === 0) {
          await keepAnAdministrator(trx, req);
          await endSessions(trx, id, 'disabled');
        }
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw refuseUser(req, 'accountExists');
      throw e;
    }
    // A disabled user's pages end (logout); otherwise their roles or organisation may have changed (refresh).
    if (columns.enabledMark === 0) await notifySessionsChanged(ctx, [id]);
    else await notifyGrantsChanged(ctx, [id], messageTexts('grantsChanged'));
    return ok(req.t('updated'));
  });

  app.delete<{ Params: { id: string } }>(`${USERS}/:id`, {
    config: { access: 'menu', menu: MENU, button: 'btn_remove' }, schema: { params: idParams },
  }, async (req) => {
    const { id } = req.params;
    if (id === currentUser(req.session).id) throw refuseUser(req, 'deleteSelf');
    await guardAdministrator(db, req, id);
    await db.transaction().execute(async (trx) => {
      await lockAdmins(trx, postgres);
      const gone = await trx.deleteFrom('users').where('id', '=', id).executeTakeFirst();
      if (Number(gone.numDeletedRows) === 0) throw new ApiError(404, 'userNotFound');
      await keepAnAdministrator(trx, req);
      await trx.deleteFrom('userRelation').where('userId', '=', id).execute();
      await trx.deleteFrom('userSignImg').where('userId', '=', id).execute();
      await trx.updateTable('users').set({ managerId: null }).where('managerId', '=', id).execute();
      await endSessions(trx, id, 'deleted');
    });
    await notifySessionsChanged(ctx, [id]);
    return ok(req.t('deleted'));
  });
}
