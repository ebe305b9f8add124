/**
 * The profile page's reads and writes under /api/permission/Users/Current: BaseInfo (view, edit), Avatar/{name}
 * (a file uploaded to /api/file/Uploader/userAvatar), the user's organisations and positions, and SystemLog (the
 * user's own login log, newest first).
 */
import type { FastifyInstance } from 'fastify';
import { currentUser, type AppContext } from '../../context';
import { ok } from '../../http/envelope';
import type { Db } from '../../db';
import { likeText } from '../../db/like';
import type { User } from '../../db/schema';
import { roleIdsOf } from '../permission/access';
import { NAME_PATTERN } from '../file/storage';
import { CURRENT, currentText, refuse, type CurrentText } from './currentMessages';
import { EMAIL_PATTERN, MOBILE_PATTERN } from '../../../engine/profile/contact';


const text = (max: number) => ({ type: ['string', 'null'], maxLength: max });
/** Editable columns and their limits; gender is the 性别 dictionary (1 男, 2 女, 3 保密), birthday ms. */
const EDITABLE = {
  realName: { type: 'string', maxLength: 100 },
  gender: { type: ['integer', 'null'], enum: [1, 2, 3, null] },
  birthday: { type: ['integer', 'null'], minimum: -2208988800000, maximum: 4102444800000 },
  mobilePhone: text(20), email: text(200), telePhone: text(50), landline: text(50), nation: text(100),
  nativePlace: text(200), education: text(100), certificatesType: text(100), certificatesNumber: text(100),
  urgentContacts: text(100), urgentTelePhone: text(50), postalAddress: text(500), signature: text(500),
  /** The original's name for the signature line. */
  description: text(500),
} as const;

type BaseInfoBody = { [K in keyof typeof EDITABLE]?: K extends 'gender' | 'birthday' ? number | null : string | null };

/** "company/department" path of every organisation, by id. */
async function organizePaths(db: Db): Promise<Map<string, string>> {
  const all = await db.selectFrom('organize').select(['id', 'parentId', 'fullName']).execute();
  const byId = new Map(all.map((o) => [o.id, o]));
  const paths = new Map<string, string>();
  for (const o of all) {
    const names: string[] = [];
    for (let x: typeof o | undefined = o, i = 0; x && i < 50; x = byId.get(x.parentId), i++) names.unshift(x.fullName);
    paths.set(o.id, names.join('/'));
  }
  return paths;
}

async function positionsOf(db: Db, userId: string) {
  return db.selectFrom('userRelation').innerJoin('position', 'position.id', 'userRelation.objectId')
    .select(['position.id', 'position.fullName', 'position.organizeId']).where('userRelation.userId', '=', userId)
    .where('userRelation.objectType', '=', 'Position').orderBy('userRelation.sortCode').execute();
}

async function baseInfo(db: Db, user: User) {
  const paths = await organizePaths(db);
  const positions = await positionsOf(db, user.id);
  const roleIds = await roleIdsOf(db, user.id);
  const roles = roleIds.length ? await db.selectFrom('role').select('fullName').where('id', 'in', roleIds).execute() : [];
  const manager = user.managerId ? await db.selectFrom('users').select(['realName', 'account'])
    .where('id', '=', user.managerId).executeTakeFirst() : undefined;
  // The login before this session's: the newest row is the sign-in that made this session.
  const logins = await db.selectFrom('loginLog').select('loginTime').where('userId', '=', user.id)
    .where('success', '=', 1).orderBy('loginTime', 'desc').orderBy('id', 'desc').limit(2).execute();
  const organizeName = user.organizeId ? paths.get(user.organizeId) ?? '' : '';
  const positionName = positions.map((p) => p.fullName).join(',');
  const roleName = roles.map((r) => r.fullName).join(',');
  return {
    id: user.id, account: user.account, realName: user.realName, gender: user.gender, birthday: user.birthday ?? null,
    mobilePhone: user.mobilePhone, email: user.email, telePhone: user.telePhone ?? null, landline: user.landline ?? null,
    nation: user.nation ?? null, nativePlace: user.nativePlace ?? null, education: user.education ?? null,
    certificatesType: user.certificatesType ?? null, certificatesNumber: user.certificatesNumber ?? null,
    urgentContacts: user.urgentContacts ?? null, urgentTelePhone: user.urgentTelePhone ?? null,
    postalAddress: user.postalAddress ?? null, signature: user.signature ?? null, headIcon: user.headIcon ?? '',
    organizeName, positionName, roleName,
    isAdministrator: user.isAdministrator === 1, creatorTime: user.creatorTime, changePasswordDate: user.changePasswordDate,
    // The names the original product's own client reads on its profile page (its `roleId` carries role names).
    organize: organizeName, position: positionName, roleId: roleName,
    manager: manager ? `${manager.realName}/${manager.account}` : '',
    prevLogTime: logins[1]?.loginTime ?? null,
    // Loom keeps no entry date; the key is present so the client shows an empty value, not "undefined".
    entryDate: null,
  };
}

/** login_log descriptions as written by the login route → localised text. */
const LOG_TEXT: Record<string, CurrentText> = { login: 'log_login', 'wrong password': 'log_wrongPassword',
  'wrong password, locked': 'log_wrongPasswordLocked', locked: 'log_locked', disabled: 'log_disabled' };

interface LogQuery { currentPage: number; pageSize: number; keyword?: string; startTime?: number | ''; endTime?: number | '' }

export async function currentProfileRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  app.get(`${CURRENT}/BaseInfo`, { config: { access: 'session' } }, async (req) => ok(req.t('success'), await baseInfo(db, currentUser(req.session))));

  app.put<{ Body: BaseInfoBody }>(`${CURRENT}/BaseInfo`, {
    config: { access: 'session' },
    schema: { body: { type: 'object', properties: EDITABLE } },
  }, async (req) => {
    const user = currentUser(req.session);
    const b = req.body;
    if ('realName' in b && !b.realName?.trim()) throw refuse(req, 'realNameRequired');
    if (b.mobilePhone && !MOBILE_PATTERN.test(b.mobilePhone.trim())) throw refuse(req, 'mobileInvalid');
    if (b.email && !EMAIL_PATTERN.test(b.email.trim())) throw refuse(req, 'emailInvalid');
    // Only the fields sent are changed, so a partial form never blanks the rest.
    const set: Record<string, string | number | null> = {};
    for (const key of Object.keys(EDITABLE) as (keyof typeof EDITABLE)[]) {
      if (!(key in b) || key === 'description') continue;
      const v = b[key];
      set[key] = typeof v === 'string' ? v.trim() || null : v ?? null;
    }
    if (!('signature' in b) && 'description' in b) set.signature = b.description?.trim() || null;
    if (set.realName === null) delete set.realName;
    if (Object.keys(set).length) await db.updateTable('users').set(set).where('id', '=', user.id).execute();
    return ok(req.t('updated'));
  });

  app.put<{ Params: { name: string } }>(`${CURRENT}/Avatar/:name`, {
    config: { access: 'session' },
    schema: { params: { type: 'object', required: ['name'], properties: { name: { type: 'string', pattern: NAME_PATTERN } } } },
  }, async (req) => {
    const user = currentUser(req.session);
    // Only an avatar this user uploaded: another user's file name must not become this user's picture.
    const file = await db.selectFrom('fileUpload').select('name').where('name', '=', req.params.name)
      .where('type', '=', 'userAvatar').where('userId', '=', user.id).executeTakeFirst();
    if (!file) throw refuse(req, 'avatarMissing');
    const headIcon = `/api/file/Image/userAvatar/${file.name}`;
    await db.updateTable('users').set({ headIcon }).where('id', '=', user.id).execute();
    return ok(currentText(req.lang, 'avatarSaved'), { headIcon });
  });

  app.get(`${CURRENT}/getUserOrganizes`, { config: { access: 'session' } }, async (req) => {
    const user = currentUser(req.session);
    const paths = await organizePaths(db);
    const rows = await db.selectFrom('userRelation').select('objectId').where('userId', '=', user.id)
      .where('objectType', '=', 'Organize').orderBy('sortCode').execute();
    const ids = [...new Set([...(user.organizeId ? [user.organizeId] : []), ...rows.map((r) => r.objectId)])];
    const list = ids.filter((id) => paths.has(id))
      .map((id) => ({ id, fullName: paths.get(id)!, isDefault: id === user.organizeId }));
    // A bare array, as the original answered: its client calls `.filter` on `data`.
    return ok(req.t('success'), list);
  });

  app.get(`${CURRENT}/getUserPositions`, { config: { access: 'session' } }, async (req) => {
    const user = currentUser(req.session);
    const paths = await organizePaths(db);
    const list = (await positionsOf(db, user.id)).map((p, i) => ({ id: p.id, fullName: p.fullName,
      organizeId: p.organizeId, organizeName: paths.get(p.organizeId) ?? '', isDefault: i === 0 }));
    return ok(req.t('success'), { list });
  });

  app.get<{ Querystring: LogQuery }>(`${CURRENT}/SystemLog`, {
    config: { access: 'session' },
    schema: { querystring: { type: 'object', properties: {
      currentPage: { type: 'integer', minimum: 1, default: 1 }, pageSize: { type: 'integer', minimum: 1, maximum: 500, default: 20 },
      keyword: { type: 'string', maxLength: 100 },
      // The original client sends `startTime=&endTime=` when no range is chosen: empty means no bound.
      startTime: { anyOf: [{ type: 'integer', minimum: 0 }, { type: 'string', maxLength: 0 }] },
      endTime: { anyOf: [{ type: 'integer', minimum: 0 }, { type: 'string', maxLength: 0 }] }, category: { type: 'integer' }, sort: { type: 'string', enum: ['desc', 'asc'] },
      sidx: { type: 'string', maxLength: 50 }, n: { type: 'string', maxLength: 20 },
    } } },
  }, async (req) => {
    const user = currentUser(req.session);
    const { currentPage, pageSize, keyword, startTime, endTime } = req.query;
    let q = db.selectFrom('loginLog').where('userId', '=', user.id);
    if (typeof startTime === 'number') q = q.where('loginTime', '>=', startTime);
    if (typeof endTime === 'number') q = q.where('loginTime', '<=', endTime);
    if (keyword?.trim()) {
      q = q.where((eb) => eb.or([likeText('ipAddress', keyword.trim()), likeText('ipAddressName', keyword.trim())]));
    }
    const { total } = await q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await q.selectAll().orderBy('loginTime', 'desc').orderBy('id', 'desc')
      .limit(pageSize).offset((currentPage - 1) * pageSize).execute();
    const list = rows.map((r) => ({ id: r.id, loginTime: r.loginTime, account: r.account, ipAddress: r.ipAddress,
      ipAddressName: r.ipAddressName, success: r.success,
      description: r.description && LOG_TEXT[r.description] ? currentText(req.lang, LOG_TEXT[r.description])
        : r.description ?? '' }));
    return ok(req.t('success'), { list, pagination: { currentPage, pageSize, total: Number(total) } });
  });
}
