/**
 * The department tab of the user component (usersSelect, "department children by parent id
 * with paging and keyword"): an organisation's children a page at a time, or, with a keyword, the companies and
 * departments whose name holds it followed by the users whose name or account holds it, anywhere, a page at a time.
 * The picker loads the next page on scroll and stops when a page comes back shorter than the page size. Enabled
 * organisations and users only.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { loadOrganizeTree, type SelectorNode } from '../organize/tree';
import {
  membership, organizeChildren, organizeNode, populatedOrganizations, USER_COLUMNS, userNode,
} from './selector';

interface Body { keyword?: string; currentPage?: number; pageSize?: number }

export async function usersSelectorRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  app.post<{ Params: { organizeId: string }; Body: Body }>('/api/permission/Users/UsersSelector/:organizeId', {
    config: { access: 'session' },
    schema: {
      params: { type: 'object', required: ['organizeId'], properties: { organizeId: { type: 'string', minLength: 1,
        maxLength: 200 } } },
      body: { type: 'object', properties: { keyword: { type: 'string', maxLength: 100 },
        currentPage: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
        pageSize: { type: 'integer', minimum: 1, maximum: 1000, default: 20 } } },
    },
    preValidation: async (req) => { req.body ??= {}; },
  }, async (req) => {
    const { currentPage = 1, pageSize = 20 } = req.body;
    const keyword = req.body.keyword?.trim().toLowerCase() ?? '';
    const orgs = await loadOrganizeTree(db);
    const users = await db.selectFrom('users').select(USER_COLUMNS).where('enabledMark', '=', 1)
      .orderBy('sortCode').orderBy('id').execute();
    const members = await membership(db, users);
    let all: SelectorNode[];
    if (!keyword) all = organizeChildren(orgs, users, members, req.params.organizeId);
    else {
      const populated = populatedOrganizations(orgs, members);
      all = [...orgs.byId.values()].filter((o) => o.fullName.toLowerCase().includes(keyword))
        .map((o) => organizeNode(o, populated));
      for (const u of users) {
        if (u.realName.toLowerCase().includes(keyword) || u.account.toLowerCase().includes(keyword)) {
          all.push(userNode(u, orgs, members.get(u.id)?.[0] ?? null));
        }
      }
    }
    const list = all.slice((currentPage - 1) * pageSize, currentPage * pageSize);
    return ok(req.t('success'), { list, pagination: { currentPage, pageSize, total: all.length } });
  });
}
