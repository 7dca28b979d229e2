import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { Comment } from './db.js';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ ok: true, pid: process.pid }));

app.get('/articles/:slug/comments', async (c) => {
  const comments = await Comment.findAll({ where: { articleSlug: c.req.param('slug') }, order: [['createdAt', 'DESC']] });
  return c.json({ comments });
});

app.post('/articles/:slug/comments', async (c) => {
  const { comment } = await c.req.json();
  const created = await Comment.create({ body: comment.body, articleSlug: c.req.param('slug'), authorId: 1 });
  return c.json({ comment: created }, 201);
});

serve({ fetch: app.fetch, port: 3000 });
