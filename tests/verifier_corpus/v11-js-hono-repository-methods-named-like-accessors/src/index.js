import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { sequelize } from './models/index.js';
import { articles } from './routes/articles.js';

const app = new Hono().basePath('/api');

app.use('*', async (c, next) => {
  const header = c.req.header('Authorization') || '';
  // token decoding elided in this excerpt: the user id travels in the token's payload
  const match = /^Token (\d+)\./.exec(header);
  c.set('userId', match ? Number(match[1]) : undefined);
  await next();
});

app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/', articles);

app.onError((err, c) => c.json({ errors: { body: [err.message] } }, err.status || 500));

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });
