import { Hono } from 'hono';
import { Comment } from '../models/comment.js';

export const comments = new Hono();

comments.get('/articles/:slug/comments', async (c) => {
  const rows = await Comment.findAll({ where: { articleSlug: c.req.param('slug') }, order: [['createdAt', 'ASC']] });
  return c.json({ comments: rows.map((r) => r.toJSON()) });
});

comments.post('/articles/:slug/comments', async (c) => {
  const payload = await c.req.json<{ comment?: { body?: string } }>();
  if (!payload.comment?.body) return c.json({ errors: { body: ["can't be empty"] } }, 422);
  const row = await Comment.create({
    articleSlug: c.req.param('slug'),
    author: c.req.header('x-user') ?? 'anonymous',
    body: payload.comment.body,
  });
  return c.json({ comment: row.toJSON() }, 201);
});

comments.delete('/articles/:slug/comments/:id', async (c) => {
  await Comment.destroy({ where: { id: Number(c.req.param('id')), articleSlug: c.req.param('slug') } });
  return c.body(null, 204);
});
