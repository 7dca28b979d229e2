import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { sequelize, Comment } from './db.mjs';

const app = new Hono().basePath('/api');

app.get('/articles/:slug/comments', async (c) => {
  const comments = await Comment.findAll({
    where: { articleSlug: c.req.param('slug') },
    order: [['createdAt', 'ASC']],
  });
  return c.json({ comments });
});

app.delete('/articles/:slug/comments/:id', async (c) => {
  await Comment.destroy({ where: { id: Number(c.req.param('id')), articleSlug: c.req.param('slug') } });
  return c.body(null, 204);
});

await sequelize.sync();
serve({ fetch: app.fetch, port: Number(process.env.PORT || 3000) });
