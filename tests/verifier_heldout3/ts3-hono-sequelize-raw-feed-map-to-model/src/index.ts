import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './models/index.js';
import { articles } from './routes/articles.js';

const app = new Hono<{ Variables: { userId?: number } }>().basePath('/api');
app.use('*', async (c, next) => {
  const id = c.req.header('X-User-Id');
  if (id) c.set('userId', Number(id));
  await next();
});
app.get('/health-check', (c) => c.json({ ok: true }));
app.route('/articles', articles);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });
