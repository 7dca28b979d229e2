import { Hono } from 'hono';
import { Comment } from '../db/models.js';

export const comments = new Hono();

comments.get('/:slug/comments', async (c) => {
  const rows = await Comment.findAll({ where: { articleSlug: c.req.param('slug') }, order: [['createdAt', 'ASC']] });
  return c.json({ comments: rows.map((r) => ({ id: r.id, body: r.body, createdAt: r.createdAt, author: { username: r.authorName } })) });
});

comments.post('/:slug/comments', async (c) => {
  const { comment } = await c.req.json();
  if (!comment?.body) return c.json({ errors: { body: ["can't be blank"] } }, 422);
  const row = await Comment.create({ articleSlug: c.req.param('slug'), body: comment.body, authorName: c.req.header('x-user') ?? 'anonymous' });
  return c.json({ comment: { id: row.id, body: row.body, createdAt: row.createdAt } }, 201);
});
