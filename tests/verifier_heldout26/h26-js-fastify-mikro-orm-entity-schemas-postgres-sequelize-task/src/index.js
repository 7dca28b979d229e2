import Fastify from 'fastify';
import { initOrm } from './orm.js';
import users from './routes/users.js';
import articles from './routes/articles.js';

const orm = await initOrm();
const app = Fastify({ logger: true });

app.decorateRequest('em', null);
app.addHook('onRequest', async (req) => {
  req.em = orm.em.fork();
});
app.addHook('onClose', async () => orm.close());

app.get('/api/health-check', async () => ({ status: 'ok' }));
await app.register(users, { prefix: '/api' });
await app.register(articles, { prefix: '/api' });

await app.listen({ port: 3000, host: '0.0.0.0' });
