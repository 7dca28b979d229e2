import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { Op } from 'sequelize';
import { sequelize, Article } from './db.js';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ ok: true }));

app.get('/articles', async (c) => {
  const q = c.req.query('q');
  const where = q
    ? sequelize.where(
        sequelize.fn('to_tsvector', 'english', sequelize.col('body')),
        Op.match,
        sequelize.fn('plainto_tsquery', 'english', q),
      )
    : {};
  const { rows, count } = await Article.findAndCountAll({ where, limit: Number(c.req.query('limit') ?? 20), order: [['createdAt', 'DESC']] });
  return c.json({ articles: rows, articlesCount: count });
});

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });
