/**
 * Housekeeping that runs once when the app is ready and then at a fixed interval (the temporary-file sweep, the
 * data-interface log pruning): a failed run is logged and tried again at the next tick, the timer never keeps the
 * process alive, and it stops when the app closes.
 */
import type { FastifyInstance } from 'fastify';

export function repeatFromReady(app: FastifyInstance, everyMs: number, what: string, run: () => Promise<unknown>) {
  const guarded = () => run().catch((err) => app.log.error({ err }, `${what} failed`));
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    await guarded();
    timer = setInterval(guarded, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
