const { serve } = require('@hono/node-server');
const { Hono } = require('hono');
const { QueryTypes } = require('sequelize');
const { sequelize, Article, Tag } = require('./db');

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ ok: true }));

app.get('/api/tags', async (c) => {
  const rows = await sequelize.query(
    'SELECT t.name FROM Tags t JOIN ArticleTags x ON x.TagId = t.id GROUP BY t.name ORDER BY COUNT(*) DESC',
    { type: QueryTypes.SELECT },
  );
  return c.json({ tags: rows.map((r) => r.name) });
});

app.get('/api/articles/:slug', async (c) => {
  const article = await Article.findOne({ where: { slug: c.req.param('slug') }, include: [{ model: Tag, as: 'tags' }] });
  return article ? c.json({ article }) : c.json({ errors: { body: ['not found'] } }, 404);
});

sequelize.sync().then(() => serve({ fetch: app.fetch, port: 3000 }));
