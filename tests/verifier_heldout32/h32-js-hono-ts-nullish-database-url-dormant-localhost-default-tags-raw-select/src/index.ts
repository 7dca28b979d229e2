import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { sequelize, Article, popularTags } from './db.js';

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ ok: true }));
app.get('/api/tags', async (c) => c.json({ tags: await popularTags() }));
app.get('/api/articles/:slug', async (c) => {
  const a = await Article.findOne({ where: { slug: c.req.param('slug') } });
  return a ? c.json({ article: a.toJSON() }) : c.json({ errors: { article: ['not found'] } }, 404);
});

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });
