import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { options } from './options.js';
import { sequelize, Article } from './db.js';

const app = new Hono();

app.get('/api/health-check', (c) => c.json({ status: 'ok' }));

app.get('/api/articles/:slug', async (c) => {
  const article = await Article.findOne({ where: { slug: c.req.param('slug') } });
  if (!article) return c.json({ errors: { body: ['article not found'] } }, 404);
  return c.json({ article: article.toJSON() });
});

await sequelize.sync();
serve({ fetch: app.fetch, port: Number(options.port), hostname: '0.0.0.0' });
