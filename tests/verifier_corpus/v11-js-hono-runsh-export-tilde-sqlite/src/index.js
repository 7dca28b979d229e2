import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize, Article } from './db.js';

const app = new Hono().basePath('/api');

app.get('/health-check', (c) => c.json({ status: 'ok' }));

app.get('/articles', async (c) => {
  const limit = Number(c.req.query('limit') || 20);
  const offset = Number(c.req.query('offset') || 0);
  const { rows, count } = await Article.findAndCountAll({ order: [['createdAt', 'DESC']], limit, offset });
  return c.json({ articles: rows.map((a) => a.toJSON()), articlesCount: count });
});

await sequelize.sync();
serve({ fetch: app.fetch, port: Number(process.env.PORT) || 3000 });
