import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize, Article } from './db';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ ok: true }));
app.get('/articles/:slug', async (c) => {
  const article = await Article.findOne({ where: { slug: c.req.param('slug') } });
  return article ? c.json({ article }) : c.json({ errors: { body: ['not found'] } }, 404);
});

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });
