/**
 * MessageDataType/getTypeList/{type}: the values of one list a message template names (1 message type, 2 message
 * source, 3 template type), for the selects of any signed-in user's screens.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';

export async function messageDataTypeRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get<{ Params: { id: string } }>('/api/message/MessageDataType/getTypeList/:id', {
    config: { access: 'session' },
    schema: { params: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 20 } } } },
  }, async (req) => {
    const list = await db.selectFrom('messageDataType').select(['id', 'fullName', 'enCode', 'sortCode'])
      .where('type', '=', req.params.id).orderBy('sortCode').orderBy('enCode').execute();
    return ok(req.t('success'), { list });
  });
}
