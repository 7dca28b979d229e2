import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { Article, distinctTags, sequelize } from './db';

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ ok: true }));
app.get('/api/tags', async (c) => c.json({ tags: await distinctTags() }));
app.get('/api/articles/:slug', async (c) => {
  const article = await Article.findOne({ where: { slug: c.req.param('slug') } });
  return article ? c.json({ article }) : c.json({ errors: { article: ['not found'] } }, 404);
});

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });
