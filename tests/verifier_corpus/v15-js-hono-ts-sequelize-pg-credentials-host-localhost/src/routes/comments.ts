import { Hono } from 'hono';
import { Comment } from '../models/comment.js';

export const comments = new Hono();

const present = (c: Comment) => ({ id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt, author: { username: c.author } });

comments.get('/:slug/comments', async (c) => {
  const rows = await Comment.findAll({ where: { articleSlug: c.req.param('slug') }, order: [['createdAt', 'ASC']] });
  return c.json({ comments: rows.map(present) });
});

comments.post('/:slug/comments', async (c) => {
  const payload = await c.req.json<{ comment?: { body?: string } }>();
  const body = payload.comment?.body;
  if (!body) return c.json({ errors: { body: ["can't be blank"] } }, 422);
  const author = c.req.header('x-username') ?? 'anonymous';
  const comment = await Comment.create({ articleSlug: c.req.param('slug'), author, body });
  return c.json({ comment: present(comment) }, 201);
});

comments.delete('/:slug/comments/:id', async (c) => {
  const removed = await Comment.destroy({ where: { id: Number(c.req.param('id')), articleSlug: c.req.param('slug') } });
  return removed ? c.body(null, 204) : c.json({ errors: { comment: ['not found'] } }, 404);
});
