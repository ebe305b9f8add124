/**
 * The signed-in user's own settings under /api/permission/Users/Current:
 * layout (SystemTheme), language (SystemLanguage) and current system (major), read back by Login and CurrentUser.
 * The profile, password and signature routes live in the sibling current*.ts files and are registered from here.
 */
import type { FastifyInstance } from 'fastify';
import { currentUser, type AppContext } from '../../context';
import { ok } from '../../http/envelope';
import type { Lang } from '../../i18n';
import { loadAccess } from '../permission/access';
import { CURRENT, currentText, refuse } from './currentMessages';
import { currentPasswordRoutes } from './currentPassword';
import { currentProfileRoutes } from './currentProfile';
import { currentSignImgRoutes } from './currentSignImg';

export const THEMES = ['classic', 'functional', 'blend', 'plain'] as const;

/** The original client sends 'zh' | 'zhtw' | 'en'; we store the BCP 47 tags the web app uses. */
const LANGUAGES: Record<string, Lang> = { 'zh-CN': 'zh-CN', 'zh-TW': 'zh-TW', en: 'en', zh: 'zh-CN', zhtw: 'zh-TW' };

export async function currentUserRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  app.put<{ Body: { theme: (typeof THEMES)[number] } }>(`${CURRENT}/SystemTheme`, {
    config: { access: 'session' },
    schema: { body: { type: 'object', required: ['theme'], properties: { theme: { type: 'string', enum: THEMES } } } },
  }, async (req) => {
    await db.updateTable('users').set({ theme: req.body.theme }).where('id', '=', currentUser(req.session).id).execute();
    return ok(currentText(req.lang, 'themeSaved'));
  });

  app.put<{ Body: { language: string } }>(`${CURRENT}/SystemLanguage`, {
    config: { access: 'session' },
    schema: { body: { type: 'object', required: ['language'],
      properties: { language: { type: 'string', enum: Object.keys(LANGUAGES) } } } },
  }, async (req) => {
    const language = LANGUAGES[req.body.language];
    await db.updateTable('users').set({ language }).where('id', '=', currentUser(req.session).id).execute();
    // Answered in the language just chosen: the toast belongs to the interface the user switched to.
    return ok(currentText(language, 'languageSaved'), { language });
  });

  app.put<{ Body: { majorId: string; majorType: 'System' } }>(`${CURRENT}/major`, {
    config: { access: 'session' },
    schema: { body: { type: 'object', required: ['majorId', 'majorType'], properties: {
      majorId: { type: 'string', minLength: 1, maxLength: 200 }, majorType: { type: 'string', enum: ['System'] } } } },
  }, async (req) => {
    const user = currentUser(req.session);
    const access = await loadAccess(db, user);
    if (!access.systemIds.has(req.body.majorId)) throw refuse(req, 'systemNotMine');
    await db.updateTable('users').set({ systemId: req.body.majorId }).where('id', '=', user.id).execute();
    return ok(currentText(req.lang, 'systemSwitched'));
  });

  await currentPasswordRoutes(app, ctx);
  await currentProfileRoutes(app, ctx);
  await currentSignImgRoutes(app, ctx);
}
