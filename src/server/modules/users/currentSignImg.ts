/**
 * The user's signature images (/api/permission/Users/Current/SignImg): list, add, choose the default, delete. The
 * default one is copied to users.sign_img, which CurrentUser answers as userInfo.signImg.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { currentUser, type AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { looksLikeImage } from '../file/storage';
import { CURRENT, currentText, refuse } from './currentMessages';

const DATA_URL = /^data:image\/(png|jpeg|jpg|gif|webp);base64,([A-Za-z0-9+/]+={0,2})$/;
/** ~1.5 MB of image as base64: a drawn signature is a few KB. */
const MAX_CHARS = 2_000_000;
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } };

/** Whether a data URL really holds an image of the type it names. */
function isImageDataUrl(value: string): boolean {
  const m = DATA_URL.exec(value);
  return Boolean(m && looksLikeImage(m[1], Buffer.from(m[2].slice(0, 64), 'base64')));
}

export async function currentSignImgRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  app.get(`${CURRENT}/SignImg`, { config: { access: 'session' } }, async (req) => {
    const rows = await db.selectFrom('userSignImg').select(['id', 'signImg', 'isDefault', 'creatorTime'])
      .where('userId', '=', currentUser(req.session).id).orderBy('creatorTime', 'desc').orderBy('id').execute();
    return ok(req.t('success'), { list: rows });
  });

  app.post<{ Body: { signImg: string; isDefault?: number } }>(`${CURRENT}/SignImg`, {
    config: { access: 'session' },
    schema: { body: { type: 'object', required: ['signImg'], properties: {
      signImg: { type: 'string', minLength: 1, maxLength: MAX_CHARS }, isDefault: { type: 'integer', enum: [0, 1] } } } },
  }, async (req) => {
    const user = currentUser(req.session);
    if (!isImageDataUrl(req.body.signImg)) throw refuse(req, 'signImgInvalid');
    const id = randomUUID();
    await db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('userSignImg').select('id').where('userId', '=', user.id).execute();
      // The first signature is the default whatever was asked: a user with signatures always has one.
      const isDefault = req.body.isDefault === 1 || existing.length === 0 ? 1 : 0;
      if (isDefault) await trx.updateTable('userSignImg').set({ isDefault: 0 }).where('userId', '=', user.id).execute();
      await trx.insertInto('userSignImg').values({ id, userId: user.id, signImg: req.body.signImg, isDefault,
        creatorTime: Date.now() }).execute();
      if (isDefault) await trx.updateTable('users').set({ signImg: req.body.signImg }).where('id', '=', user.id).execute();
    });
    return ok(req.t('created'), { id });
  });

  app.put<{ Params: { id: string } }>(`${CURRENT}/:id/SignImg`, { config: { access: 'session' }, schema: { params: idParams } }, async (req) => {
    const user = currentUser(req.session);
    const row = await db.selectFrom('userSignImg').select(['id', 'signImg']).where('id', '=', req.params.id)
      .where('userId', '=', user.id).executeTakeFirst();
    if (!row) throw refuse(req, 'signImgNotFound');
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('userSignImg').set({ isDefault: 0 }).where('userId', '=', user.id).execute();
      await trx.updateTable('userSignImg').set({ isDefault: 1 }).where('id', '=', row.id).execute();
      await trx.updateTable('users').set({ signImg: row.signImg }).where('id', '=', user.id).execute();
    });
    return ok(currentText(req.lang, 'signImgDefault'));
  });

  app.delete<{ Params: { id: string } }>(`${CURRENT}/:id/SignImg`, { config: { access: 'session' }, schema: { params: idParams } }, async (req) => {
    const user = currentUser(req.session);
    const row = await db.selectFrom('userSignImg').select(['id', 'isDefault']).where('id', '=', req.params.id)
      .where('userId', '=', user.id).executeTakeFirst();
    if (!row) throw refuse(req, 'signImgNotFound');
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('userSignImg').where('id', '=', row.id).execute();
      if (row.isDefault === 1) await trx.updateTable('users').set({ signImg: '' }).where('id', '=', user.id).execute();
    });
    return ok(req.t('deleted'));
  });
}
