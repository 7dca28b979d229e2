import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize, Article, Tag } from './db.mjs';

const app = new Hono();

app.get('/api/health-check', (c) => c.json({ status: 'ok' }));

app.get('/api/tags', async (c) => {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  return c.json({ tags: tags.map((t) => t.name) });
});

app.get('/api/articles/:slug', async (c) => {
  const article = await Article.findOne({ where: { slug: c.req.param('slug') }, include: Tag });
  if (!article) return c.json({ errors: { body: ['article not found'] } }, 404);
  return c.json({ article: { slug: article.slug, title: article.title, body: article.body, tagList: article.Tags.map((t) => t.name) } });
});

await sequelize.sync();
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '0.0.0.0' });
