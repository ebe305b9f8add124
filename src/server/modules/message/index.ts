/** Messages, notices and chat (issue 15): REST routes and the message socket. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { chatRoutes } from './chat/routes';
import { noticeRoutes } from './notice';
import { recordRoutes } from './records';
import { socketRoutes } from './socket/routes';

export async function messageModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await recordRoutes(app, ctx);
  await noticeRoutes(app, ctx);
  await chatRoutes(app, ctx);
  await app.register(async (ws) => socketRoutes(ws, ctx));
}
