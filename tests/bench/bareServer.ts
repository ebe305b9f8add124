// The baseline of the server lines: a bare Fastify app with one JSON route and nothing else (no database, no
// session, no hooks), in its own process like the Loom server, so the bench can print Loom's figures as ratios of
// what this machine does at all in the same run.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ code: 200, msg: 'Success', data: { ok: true } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
