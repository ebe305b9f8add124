/**
 * Third-party sync: the WeCom / DingTalk connection tests and the SynThirdInfo
 * calls. Loom holds no enterprise credentials for either and talks to neither, so every call answers a 400 that says
 * so (三方同步未配置) rather than a success that did nothing. Granted by 系统配置, where the calls are made from.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/envelope';
import { menuText } from '../menu/messages';

const access = { access: 'menu' as const, menu: 'system.sysConfig' };
const typeParams = { type: 'object', required: ['type'], properties: { type: { type: 'string', maxLength: 50 } } } as const;
const typeQuery = { type: 'object', properties: { type: { type: 'string', maxLength: 50 } } } as const;

const notConfigured = (req: FastifyRequest, party: 'dingTalk' | 'weCom') => new ApiError(400, 'paramInvalid', {},
  menuText(req.lang, 'thirdPartyNotConfigured', { party: menuText(req.lang, party) }));

/** The party a SynThirdInfo `type` names: 1 企业微信, 2 钉钉 (the original's numbering); anything else both. */
const partyOf = (type: string | undefined) => (type === '2' ? 'dingTalk' : 'weCom');

export async function thirdPartyRoutes(app: FastifyInstance, _opts: { ctx: AppContext }) {
  app.post('/api/system/SysConfig/:type/testQyWebChatConnect', { config: access, schema: { params: typeParams } },
    async (req) => { throw notConfigured(req, 'weCom'); });
  app.post('/api/system/SysConfig/:type/testDingTalkConnect', { config: access, schema: { params: typeParams } },
    async (req) => { throw notConfigured(req, 'dingTalk'); });
  app.get<{ Params: { type: string } }>('/api/system/SynThirdInfo/getSynThirdTotal/:type', {
    config: access, schema: { params: typeParams },
  }, async (req) => { throw notConfigured(req, partyOf(req.params.type)); });
  for (const [name, party] of [['synAllOrganizeSysToDing', 'dingTalk'], ['synAllUserSysToDing', 'dingTalk'],
    ['synAllOrganizeSysToQy', 'weCom'], ['synAllUserSysToQy', 'weCom']] as const) {
    app.get(`/api/system/SynThirdInfo/${name}`, { config: access, schema: { querystring: typeQuery } },
      async (req) => { throw notConfigured(req, party); });
  }
}
