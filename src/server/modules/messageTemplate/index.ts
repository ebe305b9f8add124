/**
 * Message templates and their data types (MessageTemplateConfig, MessageDataType): the configuration messages are
 * written from. Sending messages is the message module's business; this area only keeps the templates.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { messageTemplateConfigRoutes } from './config';
import { messageDataTypeRoutes } from './dataType';

export async function messageTemplateModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await messageTemplateConfigRoutes(app, ctx);
  await messageDataTypeRoutes(app, ctx);
}
